import Hooks
import TestSupport
import Testing

@testable import ListViews

/// A content hook that applies a new snapshot on every change stops where one that reloads on
/// every change stops: after the hook point's passes, with the same diagnostic, the list left
/// consistent with its data source.
@Suite @MainActor struct ApplyRunawayTests {
  typealias Snapshot = ListSnapshot<String, Int>

  static func snapshot(_ item: Int) -> Snapshot {
    var snapshot = Snapshot()
    try? snapshot.appendSections(["a"])
    try? snapshot.appendItems([item])
    return snapshot
  }
}

extension ApplyRunawayTests {
  @Test func aTableHookThatReloadsEveryTimeStopsAfterTheHookPointsPasses() {
    let table = TableView(frame: Fixtures.bounds)
    let source = SectionsSource([1])
    table.dataSource = source
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    var passes = 0
    let token = table.contentHooks.after { table, _ in
      passes += 1
      table.reloadData()
    }
    table.reloadData()
    #expect(passes == HookDefaults.maximumPasses)
    #expect(diagnostics == [.hook(.runawayReentrancy(label: "TableView.content", passes: 8))])
    token.cancel()
  }

  @Test func aTableHookThatAppliesEveryTimeStopsLikeOneThatReloads() {
    let table = TableView(frame: Fixtures.bounds)
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    var passes = 0
    let token = table.contentHooks.after { _, _ in
      passes += 1
      dataSource.apply(Self.snapshot(passes))
    }
    var completed = false
    dataSource.apply(Self.snapshot(0)) { completed = true }
    #expect(passes == HookDefaults.maximumPasses && completed)
    #expect(diagnostics == [.hook(.runawayReentrancy(label: "TableView.content", passes: 8))])
    #expect(dataSource.snapshot() == Self.snapshot(passes - 1))
    #expect(table.numberOfRows(inSection: 0) == 1)
    token.cancel()
  }

  @Test func aCollectionHookThatAppliesEveryTimeStopsLikeOneThatReloads() {
    let collection = CollectionView(frame: Fixtures.bounds)
    let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      _, _, _ in nil
    }
    var diagnostics: [ListDiagnostic] = []
    collection.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    var passes = 0
    let token = collection.contentHooks.after { _, _ in
      passes += 1
      dataSource.applySnapshotUsingReloadData(Self.snapshot(passes))
    }
    dataSource.apply(Self.snapshot(0))
    #expect(passes == HookDefaults.maximumPasses)
    #expect(
      diagnostics == [.hook(.runawayReentrancy(label: "CollectionView.content", passes: 8))])
    #expect(dataSource.snapshot() == Self.snapshot(passes - 1))
    token.cancel()
  }

  @Test func appliesFromAHookThatSettleRunEveryPass() {
    let table = TableView(frame: Fixtures.bounds)
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    var passes = 0
    let token = table.contentHooks.after { _, _ in
      passes += 1
      if passes < HookDefaults.maximumPasses { dataSource.apply(Self.snapshot(passes)) }
    }
    dataSource.apply(Self.snapshot(0))
    #expect(passes == HookDefaults.maximumPasses && diagnostics.isEmpty)
    // A later apply starts its own count.
    passes = 0
    dataSource.apply(Self.snapshot(0))
    #expect(passes == HookDefaults.maximumPasses && diagnostics.isEmpty)
    token.cancel()
  }
}
