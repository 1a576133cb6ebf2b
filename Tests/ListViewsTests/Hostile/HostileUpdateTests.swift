import Hooks
import ListViews
import TestSupport
import Testing

/// Updates an attacker (or a bug) can send, each refused or repaired with a diagnostic.
///
/// Counts at the edge of `Int`, batches never closed, descriptions of huge updates. Each is refused or repaired with a diagnostic, and the list's
/// counts stay the data source's.
@Suite @MainActor struct HostileUpdateTests {
  func counts(of table: TableView) -> [Int] {
    (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
  }

  /// Lets every job already queued on the main actor run: the main actor runs its jobs in order.
  func nextTurn() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }

  @Test func aRunawayUnderTheAppsOwnDiagnosticHandlerLeavesTheDataSourcesCounts() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var runaways = 0
    table.contentHooks.diagnosticHandler = { _, _ in runaways += 1 }
    var grow: HookToken? = table.contentHooks.after { table, _ in
      source.sections[0] += 1
      table.reloadData()
    }
    table.reloadData()
    grow?.cancel()
    grow = nil
    #expect(runaways == 1)
    #expect(counts(of: table) == source.sections)
  }

  @Test func rowsPushingASectionPastIntMaxAreRefusedWithTheCountsKept() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([Int.max]), diagnostics: log)
    table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    guard case .invalidUpdate(_, let reason) = log.entries.first else {
      Issue.record("expected invalidUpdate, got \(log.entries)")
      return
    }
    #expect(reason.contains("more than \(Int.max) items"))
    #expect(counts(of: table) == [Int.max])
  }

  @Test func aRowMovedIntoASectionOfIntMaxRowsIsRefusedWithTheCountsKept() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([1, Int.max]), diagnostics: log)
    table.moveRow(at: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))
    #expect(log.entries.count == 1)
    #expect(log.entries.first.map { if case .invalidUpdate = $0 { true } else { false } } == true)
    #expect(counts(of: table) == [1, Int.max])
  }

  @Test func twentyThousandSectionMovesInOneBatchApplyAsOne() {
    let count = 20_000
    let source = SectionsSource(Array(0..<count))
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    // Reverse the sections: section i moves to count - 1 - i.
    source.sections = Array((0..<count).reversed())
    table.performBatchUpdates {
      for section in 0..<count { table.moveSection(section, toSection: count - 1 - section) }
    }
    #expect(log.entries.isEmpty)
    #expect(counts(of: table) == source.sections)
  }

  @Test func deletingFromASectionOfIntMaxRowsIsAnOrdinaryUpdate() {
    let source = SectionsSource([Int.max])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [Int.max - 1]
    table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(log.entries.isEmpty)
    #expect(counts(of: table) == [Int.max - 1])
  }

  @Test func aBatchLeftOpenIsClosedOnTheNextTurnWithADiagnostic() async {
    let source = SectionsSource([1])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.beginUpdates()
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    #expect(counts(of: table) == [1])
    await nextTurn()
    #expect(log.entries == [.batchLeftOpen])
    #expect(counts(of: table) == [2])
  }

  @Test func aBatchLeftOpenInsideABatchBlockIsClosedWhenTheBlockEnds() {
    let source = SectionsSource([1])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.beginUpdates()
    table.performBatchUpdates {
      table.beginUpdates()
      source.sections = [2]
      table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    }
    #expect(log.entries == [.batchLeftOpen])
    // The batch opened before the block stays open, and applies when it ends.
    #expect(table.hasOpenBatch)
    #expect(counts(of: table) == [1])
    table.endUpdates()
    #expect(counts(of: table) == [2])
  }

  @Test func aBatchEndedInTheSameTurnReportsNothing() async {
    let source = SectionsSource([1])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.beginUpdates()
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    table.endUpdates()
    await nextTurn()
    #expect(log.entries.isEmpty)
    #expect(counts(of: table) == [2])
  }

  @Test func nestedBatchesLeftOpenCloseTogetherAsOne() async {
    let source = SectionsSource([1])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    var changes: [ListChange] = []
    let token = table.contentHooks.after { _, change in changes.append(change) }
    defer { token.cancel() }
    table.beginUpdates()
    table.beginUpdates()
    source.sections = [1, 0]
    table.insertSections([1])
    await nextTurn()
    #expect(log.entries == [.batchLeftOpen])
    #expect(changes.count == 1)
    #expect(counts(of: table) == [1, 0])
  }

  @Test func aLaterBatchIsNotClosedByTheCheckOfAnEarlierOne() async {
    let source = SectionsSource([1])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.beginUpdates()
    table.endUpdates()
    table.beginUpdates()
    await nextTurn()
    // The second batch has its own check, which runs after the first one's.
    #expect(log.entries == [.batchLeftOpen])
    table.endUpdates()
    #expect(log.entries == [.batchLeftOpen, .unbalancedEndUpdates])
  }

  @Test func aDescriptionOfAHugeUpdateListsEightPositions() {
    let paths = (0..<10_000).map { ListIndexPath(row: $0, section: 0) }
    let description = ListUpdate.insertItems(paths).description
    #expect(description.hasSuffix(", … and 9992 more])"))
    #expect(description.count < 200)
  }

  @Test func aDescriptionOfASmallUpdateListsEveryPosition() {
    #expect(ListUpdate.deleteSections([1, 2, 3]).description == "deleteSections([1, 2, 3])")
  }
}
