import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// A load's end is sent in the drain of the work that ended it, before what the handlers of
/// that work cause: a load a handler starts is heard after the end of the one it follows.
@Suite @MainActor struct LoadEventOrderTests {
  @Test func aRetryFromTheFailuresHandlerStartsAfterTheFailedLoadEnds() async throws {
    let list = try LoadingList()
    let gates = LoadGates<[Int]>()
    var retried = false
    let token = list.table.onEmptyStateEvent { table, event in
      guard event == .didChangePhase(.failed), !retried else { return }
      retried = true
      table.emptyState.retry()
    }
    list.load(gates)
    await list.emptyState.settle()
    _ = list.takeEvents()
    gates.gate(0).fail(LoadError())
    await list.emptyState.settle()
    #expect(
      list.takeEvents() == [
        .didChangePhase(.failed), .didReplacePlaceholder, .didEndLoad(.load, .failed),
        .didStartLoad(.retry), .didChangePhase(.loading), .didReplacePlaceholder,
      ])
    withExtendedLifetime(token) {}
  }

  @Test func aRefreshFromThePhasesHandlerStartsAfterTheCancelledLoadEnds() async throws {
    let list = try LoadingList(rows: [2])
    let gates = LoadGates<[Int]>()
    list.load(gates)
    await list.emptyState.settle()
    gates.gate(0).succeed([2])
    await list.emptyState.settle()
    list.emptyState.refresh()
    await list.emptyState.settle()
    var refreshed = false
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didChangePhase = event, !refreshed else { return }
      refreshed = true
      table.emptyState.refresh()
    }
    _ = list.takeEvents()
    list.emptyState.cancelLoading()
    #expect(
      list.takeEvents() == [
        .didChangePhase(.loaded), .didEndLoad(.refresh, .cancelled), .didStartLoad(.refresh),
        .didChangePhase(.loading),
      ])
    withExtendedLifetime(token) {}
  }

  @Test func aRefreshFromTheSupersededLoadsEndIsAnnouncedOnce() async throws {
    let list = try LoadingList()
    let gates = LoadGates<[Int]>()
    list.load(gates)
    var refreshed = false
    let token = list.table.onEmptyStateEvent { table, event in
      guard event == .didEndLoad(.load, .superseded), !refreshed else { return }
      refreshed = true
      table.emptyState.refresh()
    }
    _ = list.takeEvents()
    list.emptyState.phase = .loaded
    #expect(
      list.takeEvents() == [
        .didEndLoad(.load, .superseded), .didChangePhase(.loaded), .didReplacePlaceholder,
        .didStartLoad(.refresh), .didChangePhase(.loading), .didReplacePlaceholder,
      ])
    withExtendedLifetime(token) {}
  }
}
