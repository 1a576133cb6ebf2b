import Hooks
import TestSupport
import Testing

@testable import ListViews

/// The diffable data sources: one pass of the content hooks per apply, the completion after it,
/// counts and identifiers equal to the snapshot, and refusals that leave the list unchanged.
@Suite @MainActor struct DiffableDataSourceTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// A table fed by a diffable data source, with its content changes and diagnostics recorded.
  @MainActor
  final class Scene {
    let table = TableView(frame: Fixtures.bounds)
    let dataSource: TableViewDiffableDataSource<String, Int>
    var changes: [ListChange] = []
    var diagnostics: [ListDiagnostic] = []
    var token: HookToken?

    init() {
      dataSource = TableViewDiffableDataSource(tableView: table) { _, _, item in "Item \(item)" }
      table.diagnosticHandler = { [unowned self] _, diagnostic in diagnostics.append(diagnostic) }
      token = table.contentHooks.after { [unowned self] _, change in changes.append(change) }
    }

    var counts: [Int] {
      (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    }

    /// Every row's item identifier, as the data source reports it for the table's paths.
    var rows: [[Int?]] {
      counts.enumerated().map { section, count in
        (0..<count).map { dataSource.itemIdentifier(for: ListIndexPath(row: $0, section: section)) }
      }
    }
  }

  static func snapshot(_ sections: KeyValuePairs<String, [Int]>) throws -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }
}

// MARK: One pass per apply

extension DiffableDataSourceTests {
  @Test func theDataSourceFeedsTheTable() {
    let scene = Scene()
    #expect(scene.table.dataSource === scene.dataSource)
  }

  @Test func anApplyRunsTheContentHooksOnceAsOneBatch() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]]))
    #expect(scene.changes == [.batchUpdates([.insertSections([0])])])
  }

  @Test func anApplyThatChangesNothingStillRunsOnePass() throws {
    let scene = Scene()
    let snapshot = try Self.snapshot(["a": [1, 2]])
    scene.dataSource.apply(snapshot)
    scene.dataSource.apply(snapshot)
    #expect(scene.changes == [.batchUpdates([.insertSections([0])]), .batchUpdates([])])
  }

  @Test func theCompletionRunsOnceAfterThePass() throws {
    let scene = Scene()
    var order: [String] = []
    let token = scene.table.contentHooks.after { _, _ in order.append("hooks") }
    try scene.dataSource.apply(Self.snapshot(["a": [1]])) { order.append("completion") }
    #expect(order == ["hooks", "completion"])
    token.cancel()
  }

  @Test func countsAndIdentifiersEqualTheSnapshot() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2], "b": [3]]))
    try scene.dataSource.apply(Self.snapshot(["b": [3, 2], "c": [], "a": [5, 1]]))
    #expect(scene.counts == [2, 0, 2])
    #expect(scene.rows == [[3, 2], [], [5, 1]])
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func lookupsAnswerFromTheCurrentSnapshot() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2], "b": [3]]))
    #expect(scene.dataSource.indexPath(for: 3) == ListIndexPath(row: 0, section: 1))
    #expect(scene.dataSource.indexPath(for: 9) == nil)
    #expect(scene.dataSource.sectionIdentifier(for: 1) == "b")
    #expect(scene.dataSource.sectionIdentifier(for: 2) == nil)
    #expect(scene.dataSource.index(for: "b") == 1)
    #expect(scene.dataSource.itemIdentifier(for: ListIndexPath(row: 5, section: 0)) == nil)
  }

  @Test func rowsShowTheCellProvidersText() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [7]]))
    let rendered = PlainTextRenderer().render(scene.table)
    #expect(rendered.contains("Item 7"))
  }

  @Test func theSnapshotKeepsNoReloadMarksOnceApplied() throws {
    let scene = Scene()
    var snapshot = try Self.snapshot(["a": [1]])
    scene.dataSource.apply(snapshot)
    try snapshot.reloadItems([1])
    scene.dataSource.apply(snapshot)
    #expect(
      scene.changes.last == .batchUpdates([.reloadItems([ListIndexPath(row: 0, section: 0)])]))
    #expect(scene.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
  }

  @Test func applyingUsingReloadDataRunsOneReload() throws {
    let scene = Scene()
    var finished = false
    try scene.dataSource.applySnapshotUsingReloadData(Self.snapshot(["a": [1, 2, 3]])) {
      finished = scene.changes == [.reloadData]
    }
    #expect(finished)
    #expect(scene.counts == [3])
  }

  @Test func aCollectionFollowsItsSnapshotToo() throws {
    let collection = CollectionView(frame: Fixtures.bounds)
    let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      _, _, item in "\(item)"
    }
    var passes = 0
    let token = collection.contentHooks.after { _, _ in passes += 1 }
    try dataSource.apply(Self.snapshot(["a": [1, 2], "b": [3]]))
    try dataSource.apply(Self.snapshot(["b": [3, 1], "a": [2]]))
    #expect(passes == 2)
    #expect(collection.numberOfItems(inSection: 0) == 2)
    #expect(dataSource.itemIdentifier(for: ListIndexPath(item: 1, section: 0)) == 1)
    token.cancel()
  }
}

// MARK: From any closure

extension DiffableDataSourceTests {
  @Test func anApplyFromACompletionRunsAfterIt() throws {
    let scene = Scene()
    let second = try Self.snapshot(["a": [2, 1]])
    var order: [String] = []
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]])) {
      order.append("first")
      scene.dataSource.apply(second) { order.append("second") }
    }
    #expect(order == ["first", "second"])
    #expect(scene.rows == [[2, 1]])
    #expect(scene.changes.count == 2)
  }

  @Test func anApplyFromAHookRunsAsItsOwnBatchOnceTheChangeEnds() throws {
    let scene = Scene()
    let second = try Self.snapshot(["a": [3]])
    var applied = false
    let token = scene.table.contentHooks.after { _, _ in
      guard !applied else { return }
      applied = true
      scene.dataSource.apply(second)
    }
    var order: [String] = []
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]])) { order.append("first") }
    order.append("returned")
    #expect(order == ["first", "returned"])
    #expect(scene.changes.count == 2)
    #expect(scene.changes.last?.updates.isEmpty == false)
    #expect(scene.rows == [[3]])
    #expect(scene.diagnostics.isEmpty)
    token.cancel()
  }

  @Test func anApplyFromABeforeHookLeavesTheChangeUnderWayAlone() throws {
    let scene = Scene()
    let second = try Self.snapshot(["a": [3, 2, 1]])
    var applied = false
    let token = scene.table.contentHooks.before { _, _ in
      guard !applied else { return }
      applied = true
      scene.dataSource.apply(second)
    }
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]]))
    #expect(scene.rows == [[3, 2, 1]])
    #expect(scene.diagnostics.isEmpty)
    token.cancel()
  }

  @Test func anApplyInsideABatchTheAppOpenedJoinsItAsAReload() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1]]))
    scene.table.beginUpdates()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]]))
    try scene.dataSource.apply(Self.snapshot(["a": [2]]))
    scene.table.endUpdates()
    #expect(scene.changes.last == .reloadData)
    #expect(scene.rows == [[2]])
    #expect(scene.diagnostics.isEmpty)
  }
}

// MARK: Refusals and lifetimes

extension DiffableDataSourceTests {
  @Test func aSnapshotForATableFedByAnotherSourceIsRefused() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1]]))
    let other = SectionsSource([1])
    scene.table.dataSource = other
    var completed = false
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2]])) { completed = true }
    #expect(completed)
    #expect(scene.changes.count == 1)
    #expect(scene.dataSource.snapshot() == (try Self.snapshot(["a": [1]])))
    guard case .invalidSnapshot = scene.diagnostics.first else {
      Issue.record("expected invalidSnapshot, got \(scene.diagnostics)")
      return
    }
  }

  @Test func aSnapshotWithADuplicateIsRefusedAndTheListIsUnchanged() throws {
    let scene = Scene()
    let first = try Self.snapshot(["a": [1, 2]])
    scene.dataSource.apply(first)
    for strategy in ["apply", "reload"] {
      let duplicated = try Self.duplicated()
      if strategy == "apply" {
        scene.dataSource.apply(duplicated)
      } else {
        scene.dataSource.applySnapshotUsingReloadData(duplicated)
      }
      #expect(scene.rows == [[1, 2]])
      #expect(scene.dataSource.snapshot() == first)
    }
    #expect(scene.changes.count == 1)
    #expect(scene.diagnostics.count == 2)
  }

  /// A snapshot holding item 1 twice, as one whose identifiers changed their hash after they
  /// were added could.
  static func duplicated() throws -> Snapshot {
    var snapshot = try Self.snapshot(["a": [1, 2]])
    snapshot.sectionItems[0].append(1)
    snapshot.itemCount += 1
    return snapshot
  }

  @Test func theTableDoesNotKeepItsDataSourceAlive() throws {
    let table = TableView(frame: Fixtures.bounds)
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    weak var released: TableViewDiffableDataSource<String, Int>?
    do {
      let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
      try dataSource.apply(Self.snapshot(["a": [1]]))
      released = dataSource
    }
    #expect(released == nil)
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(diagnostics == [.dataSourceReleased])
  }

  @Test func theDataSourceDoesNotKeepItsTableAlive() throws {
    let dataSource: TableViewDiffableDataSource<String, Int>
    weak var released: TableView?
    do {
      let table = TableView(frame: Fixtures.bounds)
      dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
      released = table
    }
    #expect(released == nil)
    var completed = false
    try dataSource.apply(Self.snapshot(["a": [1]])) { completed = true }
    #expect(completed && dataSource.snapshot().numberOfItems == 1)
  }
}

// MARK: The diff's own batch

extension DiffableDataSourceTests {
  /// A batch the data source diffed from the snapshot the list shows is valid by construction:
  /// the list checks its counts, not each of its paths.
  @Test func aDiffedBatchIsNotCheckedPathByPath() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2, 3]]))
    try scene.dataSource.apply(Self.snapshot(["a": [3, 1, 4, 5]]))
    #expect(scene.diagnostics.isEmpty && scene.counts == [4])
    #expect(scene.table.claims.newInOrder.isEmpty)
    #expect(scene.table.trustedBatch == nil)
  }

  /// Should the list's counts not be those of the snapshot the batch was diffed from, the
  /// batch is checked in full, and the list recovers with the data source's counts.
  @Test func aDiffedBatchForOtherCountsIsCheckedInFull() throws {
    let scene = Scene()
    try scene.dataSource.apply(Self.snapshot(["a": [1, 2, 3]]))
    // The shown snapshot changed behind the list's back: its counts are now [1].
    scene.dataSource.applier.snapshot = try Self.snapshot(["a": [1]])
    try scene.dataSource.apply(Self.snapshot(["a": [1, 7]]))
    #expect(scene.diagnostics.count == 1)
    #expect(scene.counts == [2])
    #expect(scene.rows == [[1, 7]])
  }
}
