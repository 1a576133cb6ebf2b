import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Cancelling the task a load returns acts as ``EmptyStateController/cancelLoading()`` does,
/// whether the loader still runs or its result waits out the minimum display time.
@Suite @MainActor struct LoadTaskCancellationTests {}

extension LoadTaskCancellationTests {
  @Test func cancellingTheTaskOfAHeldResultCancelsTheLoad() async throws {
    let list = try LoadingList(
      timing: .init(showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500)))
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(300))  // shown at 250 ms
    gate.succeed([2])
    // Held: the minimum display's timer sleeps on the clock.
    await list.clock.waitForSleepers(1)
    #expect(list.shown == .loading)
    _ = list.takeEvents()
    task.cancel()
    await task.value
    #expect(!list.emptyState.isLoading)
    #expect(list.phase == .notLoaded)
    #expect(list.takeEvents().contains(.didEndLoad(.load, .cancelled)))
    await list.advance(by: .seconds(1))
    #expect(list.table.numberOfSections == 0)
    #expect(list.phase == .notLoaded)
  }

  @Test func theTaskOfAHeldResultEndsOnceTheResultIsApplied() async throws {
    let list = try LoadingList(
      timing: .init(showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500)))
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(300))
    gate.succeed([2])
    await list.emptyState.settle()
    #expect(list.shown == .loading)
    await list.advance(by: .milliseconds(450))
    await task.value
    #expect(list.phase == .loaded)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func cancellingTheTaskOfALoaderThatIgnoresCancellationEndsTheLoadAtOnce() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let source = list.source
    let task = list.table.emptyState.load {
      // Awaiting an unstructured task does not pass the cancellation on: a stubborn loader.
      try await Task.detached { try await gate.value() }.value
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    _ = list.takeEvents()
    let ended = EventWaiter(list.table) { $0 == .didEndLoad(.load, .cancelled) }
    task.cancel()
    await ended.wait()
    #expect(!list.emptyState.isLoading)
    #expect(list.phase == .notLoaded)
    #expect(list.takeEvents().contains(.didEndLoad(.load, .cancelled)))
    gate.succeed([2])
    await task.value
    #expect(list.table.numberOfSections == 0)
    #expect(list.phase == .notLoaded)
  }
}
