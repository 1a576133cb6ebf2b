import Hooks
import ListViews
import TestSupport
import Testing

@Suite @MainActor struct UpdateTests {}

extension UpdateTests {
  @Test func insertingRowsUpdatesTheCounts() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    source.sections = [3]
    table.insertRows(at: [ListIndexPath(row: 1, section: 0), ListIndexPath(row: 2, section: 0)])
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func everyUpdateRunsThroughTheContentHooks() {
    let source = SectionsSource([2, 2])
    let table = Fixtures.table(source)
    var seen: [ListChange] = []
    let token = table.contentHooks.after { _, change in seen.append(change) }
    let path = ListIndexPath(row: 0, section: 0)
    source.sections = [3, 2]
    table.insertRows(at: [path])
    source.sections = [2, 2]
    table.deleteRows(at: [path])
    table.reloadRows(at: [path])
    source.sections = [1, 3]
    table.moveRow(at: path, to: ListIndexPath(row: 1, section: 1))
    source.sections = [1, 3, 0]
    table.insertSections([2])
    source.sections = [1, 3]
    table.deleteSections([2])
    table.reloadSections([0])
    source.sections = [3, 1]
    table.moveSection(0, toSection: 1)
    table.reloadData()
    #expect(
      seen == [
        .update(.insertItems([path])), .update(.deleteItems([path])),
        .update(.reloadItems([path])),
        .update(.moveItem(from: path, to: ListIndexPath(row: 1, section: 1))),
        .update(.insertSections([2])), .update(.deleteSections([2])),
        .update(.reloadSections([0])), .update(.moveSection(from: 0, to: 1)), .reloadData,
      ])
    _ = token
  }

  @Test func batchUpdatesRunTheHooksOnceWhenTheBatchEnds() {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    var passes: [ListChange] = []
    let token = table.contentHooks.after { _, change in passes.append(change) }
    table.performBatchUpdates {
      source.sections = [0]
      table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
      table.deleteRows(at: [ListIndexPath(row: 1, section: 0)])
      #expect(passes.isEmpty)
    }
    #expect(
      passes == [
        .batchUpdates([
          .deleteItems([ListIndexPath(row: 0, section: 0)]),
          .deleteItems([ListIndexPath(row: 1, section: 0)]),
        ])
      ])
    #expect(table.isContentEmpty)
    _ = token
  }

  @Test func nestedBatchesApplyOnceAtTheOutermostEnd() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var passes = 0
    let token = table.contentHooks.after { _, _ in passes += 1 }
    table.beginUpdates()
    table.performBatchUpdates {
      source.sections = [2]
      table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    }
    #expect(passes == 0)
    table.endUpdates()
    #expect(passes == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    _ = token
  }

  @Test func endUpdatesWithoutBeginIsReported() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([1]), diagnostics: log)
    table.endUpdates()
    #expect(log.entries == [.unbalancedEndUpdates])
  }

  @Test func reloadInsideABatchTurnsTheBatchIntoAReload() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var passes: [ListChange] = []
    let token = table.contentHooks.after { _, change in passes.append(change) }
    table.performBatchUpdates {
      source.sections = [4, 4]
      table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      table.reloadData()
    }
    #expect(passes == [.reloadData])
    #expect(table.numberOfSections == 2)
    _ = token
  }

  @Test func inconsistentBatchIsReportedAndRecoveredByAFullReload() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    var finished: Bool?
    table.performBatchUpdates(
      {
        source.sections = [5]
        table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
      },
      completion: { finished = $0 })
    #expect(log.entries == [.inconsistentUpdate(section: 0, expected: 2, actual: 5)])
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(finished == false)
  }

  @Test func consistentBatchCompletesWithFinishedTrue() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var finished: Bool?
    table.performBatchUpdates(
      {
        source.sections = [2]
        table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      },
      completion: { finished = $0 })
    #expect(finished == true)
  }

  @Test func updateNamingAMissingRowIsReportedAndRecovered() {
    let log = DiagnosticLog()
    let source = SectionsSource([2])
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [1]
    table.deleteRows(at: [ListIndexPath(row: 9, section: 0)])
    #expect(
      log.entries == [
        .invalidUpdate(
          .deleteItems([ListIndexPath(row: 9, section: 0)]),
          reason: "item 9 does not exist in section 0 (it had 2)")
      ])
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  @Test func sectionCountMismatchIsReportedAndRecovered() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [1, 1, 1]
    table.insertSections([1])
    #expect(log.entries == [.inconsistentUpdate(section: nil, expected: 2, actual: 3)])
    #expect(table.numberOfSections == 3)
  }

  @Test func collectionUpdatesUseItemNames() {
    let source = SectionsSource([0])
    let collection = Fixtures.collection(source)
    source.sections = [2]
    collection.insertItems(at: [
      ListIndexPath(item: 0, section: 0), ListIndexPath(item: 1, section: 0),
    ])
    #expect(collection.numberOfItems(inSection: 0) == 2)
    source.sections = [1]
    collection.deleteItems(at: [ListIndexPath(item: 0, section: 0)])
    #expect(collection.numberOfItems(inSection: 0) == 1)
  }

  @Test func reentrantReloadFromAHookIsCoalescedIntoOneMorePass() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var passes = 0
    let token = table.contentHooks.after { table, _ in
      passes += 1
      if passes == 1 {
        table.reloadData()
        table.reloadData()
      }
    }
    table.reloadData()
    #expect(passes == 2)
    _ = token
  }

  @Test func reentrantBatchCompletionWaitsForTheHooksToSettle() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var order: [String] = []
    var once = false
    let token = table.contentHooks.after { table, _ in
      order.append("after")
      guard !once else { return }
      once = true
      table.performBatchUpdates({}, completion: { _ in order.append("completion") })
    }
    table.reloadData()
    #expect(order == ["after", "after", "completion"])
    _ = token
  }

  @Test func typeWideHooksSeeEveryTable() {
    var seen = 0
    let token = TableView.typeWideContentHooks.after { _, _ in seen += 1 }
    defer { token.cancel() }
    Fixtures.table(SectionsSource([1])).reloadData()
    Fixtures.table(SectionsSource([2])).reloadData()
    #expect(seen == 4)
  }

  @Test func subclassOverridingTheWorkStepCannotSkipTheHooks() {
    let table = CountingTable(frame: Fixtures.bounds)
    var hooked = 0
    let token = table.contentHooks.before { _, _ in hooked += 1 }
    table.reloadData()
    #expect(table.workSteps == 1)
    #expect(hooked == 1)
    _ = token
  }
}

@MainActor
private final class CountingTable: TableView {
  var workSteps = 0

  override func performContentChange(_ change: ListChange) {
    workSteps += 1
    super.performContentChange(change)
  }
}
