import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// The two defects of driving the phase by hand, reproduced through the manual calls (the
/// low-level layer keeps them: the phase is whatever was written last), and shown impossible
/// through managed loads.
@Suite @MainActor struct ManualLayerDefectTests {}

extension ManualLayerDefectTests {
  @Test func byHandAStaleFailureOverwritesTheNewestSuccess() throws {
    let list = try LoadingList()
    list.emptyState.beginLoading()  // load A starts
    list.emptyState.beginLoading()  // load B starts
    list.emptyState.finishLoading()  // B succeeds with no orders
    list.emptyState.failLoading(with: LoadError())  // A fails late
    #expect(list.shown == .failure)  // the defect: the newest load succeeded
  }

  @Test func withLoadsAStaleFailureChangesNothing() async throws {
    let list = try LoadingList()
    let older = LoadGate<[Int]>()
    let olderTask = list.load(older)
    let newer = LoadGate<[Int]>()
    await list.succeed(newer, with: [0], task: list.load(newer))
    await list.fail(older, with: LoadError(), task: olderTask)
    #expect(list.shown == .empty)
    #expect(list.phase == .loaded)
  }

  @Test func byHandFinishingBeforeReloadingFlashesTheEmptyPlaceholder() throws {
    let list = try LoadingList()
    list.emptyState.beginLoading()
    var flashed = false
    let token = list.table.onEmptyStateEvent { table, event in
      if event == .didReplacePlaceholder, table.emptyState.shownPlaceholder == .empty {
        flashed = true
      }
    }
    defer { token.cancel() }
    list.emptyState.finishLoading()  // the data has not been applied yet
    list.source.sections = [3]
    list.table.reloadData()
    #expect(flashed)  // the defect: "No orders yet" showed although orders were on their way
  }

  @Test func withLoadsTheEmptyPlaceholderNeverFlashes() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    var flashed = false
    let token = list.table.onEmptyStateEvent { table, _ in
      if table.emptyState.shownPlaceholder == .empty { flashed = true }
    }
    defer { token.cancel() }
    await list.succeed(gate, with: [3], task: task)
    #expect(!flashed)
    #expect(list.shown == nil)
  }
}
