import Hooks
import ListViews
import TestSupport
import Testing

/// Batch completions (each runs once, in order, at a constant stack depth), a batch ended inside
/// its own block, and a released data source reported once per data source.
@Suite @MainActor struct CompletionTests {}

extension CompletionTests {
  @Test func chainOfBatchesEachStartedByTheLastCompletionRunsEveryCompletionOnceInOrder() {
    let table = Fixtures.table(SectionsSource([1]))
    let total = 100_000
    var ran: [Int] = []
    ran.reserveCapacity(total)
    var unfinished = 0
    func start(_ index: Int) {
      table.performBatchUpdates({}) { finished in
        ran.append(index)
        if !finished { unfinished += 1 }
        if index + 1 < total { start(index + 1) }
      }
    }
    start(0)
    #expect(ran.count == total)
    #expect(ran == Array(0..<total))
    #expect(unfinished == 0)
  }

  @Test func recoveryIsToldOnlyToTheBatchThatRecovered() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    var results: [Bool] = []
    table.performBatchUpdates({}) { finished in
      results.append(finished)
      table.performBatchUpdates({ source.sections = [3] }) { finished in
        results.append(finished)
        table.performBatchUpdates({}) { results.append($0) }
      }
    }
    #expect(results == [true, false, true])
    #expect(log.entries == [.inconsistentUpdate(section: 0, expected: 1, actual: 3)])
  }

  @Test func batchEndedInsideItsBlockIsReportedAndCompletesOnceWithFalse() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    var changes: [ListChange] = []
    let token = table.contentHooks.after { _, change in changes.append(change) }
    defer { token.cancel() }
    let insert = ListIndexPath(row: 1, section: 0)
    var completions: [Bool] = []
    table.performBatchUpdates(
      {
        source.sections = [2]
        table.insertRows(at: [insert])
        table.endUpdates()
        // The batch was applied right there.
        #expect(changes == [.batchUpdates([.insertItems([insert])])])
      },
      completion: { completions.append($0) })
    #expect(log.entries == [.batchEndedInsideItsBlock])
    #expect(completions == [false])
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.reloadData()
    table.performBatchUpdates({})
    #expect(completions == [false])
    #expect(log.entries == [.batchEndedInsideItsBlock])
  }

  @Test func listIsOutOfTheBatchAfterABlockEndedItsOwnBatch() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    table.performBatchUpdates { table.endUpdates() }
    var changes: [ListChange] = []
    let token = table.contentHooks.after { _, change in changes.append(change) }
    defer { token.cancel() }
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(changes == [.update(.insertItems([ListIndexPath(row: 0, section: 0)]))])
    table.endUpdates()
    #expect(log.entries == [.batchEndedInsideItsBlock, .unbalancedEndUpdates])
  }

  @Test func releasedDataSourceIsReportedOnce() {
    let log = DiagnosticLog()
    let table = TableView(frame: Fixtures.bounds)
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    do {
      let source = SectionsSource([3])
      table.dataSource = source
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == 3)
    }
    table.reloadData()
    #expect(log.entries == [.dataSourceReleased])
    #expect(table.isContentEmpty)
    table.reloadData()
    table.performBatchUpdates({})
    _ = table.numberOfSections
    #expect(log.entries == [.dataSourceReleased])
  }

  @Test func newDataSourceReArmsTheReleaseReport() {
    let log = DiagnosticLog()
    let table = TableView(frame: Fixtures.bounds)
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    for count in 1...2 {
      do {
        let source = SectionsSource([count])
        table.dataSource = source
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == count)
      }
      table.reloadData()
      table.reloadData()
    }
    #expect(log.entries == [.dataSourceReleased, .dataSourceReleased])
  }

  @Test func dataSourceRemovedOnPurposeIsNotReported() {
    let log = DiagnosticLog()
    let source = SectionsSource([2])
    let table = Fixtures.table(source, diagnostics: log)
    table.dataSource = nil
    table.reloadData()
    #expect(table.isContentEmpty)
    #expect(log.entries.isEmpty)
  }
}
