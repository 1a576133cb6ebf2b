import EmptyState
import Hooks
import TestSupport
import Testing

extension BadInputCase {
  static let applies: [BadInputCase] = [
    BadInputCase(
      input:
        "a chain of 20,000 refused applies, or applies to a released list, each started by the last one's completion",
      outcome: "runs at a constant stack depth, every completion once, in order",
      check: {
        let table = TableView(frame: Fixtures.bounds)
        table.diagnosticHandler = { _, _ in }
        let refusing = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
        let other = SectionsSource([1])
        table.dataSource = other
        let orphaned: TableViewDiffableDataSource<String, Int>
        do {
          let released = TableView(frame: Fixtures.bounds)
          orphaned = TableViewDiffableDataSource(tableView: released) { _, _, _ in nil }
        }
        for dataSource in [refusing, orphaned] {
          let chain = ApplyChain(dataSource: dataSource, length: 20_000)
          await chain.run()
          #expect(chain.completed == 20_000)
        }
      }),
    BadInputCase(
      input: "a hook that applies a new snapshot every time",
      outcome: "stops after 8 passes, `runawayReentrancy` reported",
      check: {
        let table = TableView(frame: Fixtures.bounds)
        let log = DiagnosticLog()
        table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
        let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil
        }
        var passes = 0
        let token = table.contentHooks.after { _, _ in
          passes += 1
          var snapshot = ListSnapshot<String, Int>()
          try? snapshot.appendSections(["a"])
          try? snapshot.appendItems([passes])
          dataSource.apply(snapshot)
        }
        dataSource.apply(ListSnapshot())
        #expect(passes == 8)
        #expect(
          log.entries == [.hook(.runawayReentrancy(label: "TableView.content", passes: 8))])
        #expect(table.numberOfRows(inSection: 0) == 1)
        token.cancel()
      }),
  ]
}

/// Applies one snapshot through a data source from each apply's completion, `length` times.
@MainActor
private final class ApplyChain {
  let dataSource: TableViewDiffableDataSource<String, Int>
  let length: Int
  var completed = 0
  var continuation: CheckedContinuation<Void, Never>?

  init(dataSource: TableViewDiffableDataSource<String, Int>, length: Int) {
    self.dataSource = dataSource
    self.length = length
  }

  func run() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      self.continuation = continuation
      next()
    }
  }

  private func next() {
    guard completed < length else {
      continuation?.resume()
      continuation = nil
      return
    }
    dataSource.apply(ListSnapshot()) {
      self.completed += 1
      self.next()
    }
  }
}
