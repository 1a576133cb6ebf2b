import TestSupport
import Testing

@testable import ListViews

/// The completion of an apply that applies nothing (a refused snapshot, or a list that is gone)
/// runs as a normal apply's does: after the completions queued before it, and, in a chain of
/// applies started by completions, at a constant stack depth.
@Suite @MainActor struct RefusedApplyCompletionTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// Longer than the chain that overflowed the stack when these completions ran inline.
  static let chainLength = 50_000

  static func snapshot(_ items: [Int] = [1, 2]) throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems(items)
    return snapshot
  }

  /// Applies `snapshot` through `dataSource` `chainLength` times, each apply started by the
  /// last one's completion; returns how many completions ran once the chain ended.
  static func chain(
    of dataSource: TableViewDiffableDataSource<String, Int>, applying snapshot: Snapshot
  ) async -> Int {
    let chain = Chain(dataSource: dataSource, snapshot: snapshot)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      chain.continuation = continuation
      chain.start()
    }
    return chain.completed
  }

  /// Applies from each apply's completion until `chainLength` completions ran.
  @MainActor
  final class Chain {
    let dataSource: TableViewDiffableDataSource<String, Int>
    let snapshot: Snapshot
    var completed = 0
    var continuation: CheckedContinuation<Void, Never>?

    init(dataSource: TableViewDiffableDataSource<String, Int>, snapshot: Snapshot) {
      self.dataSource = dataSource
      self.snapshot = snapshot
    }

    func start() {
      dataSource.apply(snapshot) { self.next() }
    }

    private func next() {
      completed += 1
      guard completed < RefusedApplyCompletionTests.chainLength else {
        continuation?.resume()
        continuation = nil
        return
      }
      start()
    }
  }
}

extension RefusedApplyCompletionTests {
  @Test func aChainOfRefusedAppliesKeepsAFlatStack() async throws {
    let table = TableView(frame: Fixtures.bounds)
    var refused = 0
    table.diagnosticHandler = { _, diagnostic in
      if case .invalidSnapshot = diagnostic { refused += 1 }
    }
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    let other = SectionsSource([3])
    table.dataSource = other
    let completed = await Self.chain(of: dataSource, applying: try Self.snapshot())
    #expect(completed == Self.chainLength && refused == Self.chainLength)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func aChainOfAppliesWithoutTheirListKeepsAFlatStack() async throws {
    let dataSource: TableViewDiffableDataSource<String, Int>
    do {
      let table = TableView(frame: Fixtures.bounds)
      dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
    }
    let completed = await Self.chain(of: dataSource, applying: try Self.snapshot())
    #expect(completed == Self.chainLength)
    #expect(dataSource.snapshot() == (try Self.snapshot()))
  }

  @Test func aRefusedApplysCompletionRunsAfterTheCompletionsQueuedBeforeIt() throws {
    let table = TableView(frame: Fixtures.bounds)
    table.diagnosticHandler = { _, _ in }
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var twice = try Self.snapshot()
    twice.sectionItems[0].append(1)
    twice.itemCount += 1
    let valid = try Self.snapshot([3])
    var order: [String] = []
    try dataSource.apply(Self.snapshot()) {
      dataSource.apply(valid) { order.append("valid") }
      dataSource.apply(twice) { order.append("refused") }
    }
    #expect(order == ["valid", "refused"])
  }

  @Test func theCompletionsOfAppliesWithoutTheirListRunInOrder() throws {
    let dataSource: TableViewDiffableDataSource<String, Int>
    do {
      let table = TableView(frame: Fixtures.bounds)
      dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
    }
    var order: [Int] = []
    try dataSource.apply(Self.snapshot()) {
      dataSource.apply(Snapshot()) { order.append(2) }
      order.append(1)
    }
    #expect(order == [1, 2])
  }
}
