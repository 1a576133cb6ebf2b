import Hooks
import ListViews
import TestSupport
import Testing

/// Work that waits for a content change to end: `isChangingContent` and `afterContentChange`.
@Suite @MainActor struct SettlingTests {}

extension SettlingTests {
  @Test func aListIsChangingContentOnlyWhileItsHooksRun() {
    let table = Fixtures.table(SectionsSource([1]))
    var during: Bool?
    let token = table.contentHooks.after { table, _ in during = table.isChangingContent }
    table.reloadData()
    #expect(during == true)
    #expect(!table.isChangingContent)
    token.cancel()
  }

  @Test func workScheduledOutsideAChangeRunsAtOnce() {
    let table = Fixtures.table(SectionsSource([1]))
    var ran = false
    table.afterContentChange { ran = true }
    #expect(ran)
  }

  @Test func workScheduledDuringABatchRunsAfterItsCompletion() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var order: [String] = []
    let token = table.contentHooks.after { table, _ in
      order.append("hook")
      table.afterContentChange { order.append("scheduled") }
    }
    table.performBatchUpdates {
      source.sections = [2]
      table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    } completion: { _ in
      order.append("completion")
    }
    #expect(order == ["hook", "completion", "scheduled"])
    token.cancel()
  }
}

extension SettlingTests {
  @Test func aBatchIsOpenFromItsBeginningToItsEnd() {
    let table = Fixtures.table(SectionsSource([1]))
    #expect(!table.hasOpenBatch)
    table.beginUpdates()
    table.beginUpdates()
    table.endUpdates()
    #expect(table.hasOpenBatch)
    table.endUpdates()
    #expect(!table.hasOpenBatch)
  }

  @Test func workScheduledWhileABatchIsOpenRunsOnceItsChangeWasApplied() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var rowsSeen: Int?
    table.beginUpdates()
    table.afterContentChange { rowsSeen = table.numberOfRows(inSection: 0) }
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    #expect(rowsSeen == nil)
    table.endUpdates()
    #expect(rowsSeen == 2)
  }
}
