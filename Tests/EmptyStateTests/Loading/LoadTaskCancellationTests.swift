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

extension LoadTaskCancellationTests {
  /// A list whose load's result is held for the minimum display, with the load's task.
  static func holdingAResult() async throws -> (LoadingList, Task<Void, Never>) {
    let list = try LoadingList(
      timing: .init(showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500)))
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(300))  // shown at 250 ms
    gate.succeed([2])
    await list.clock.waitForSleepers(1)  // held: the minimum display's timer sleeps
    return (list, task)
  }

  /// Whether `task` ends within `turns` turns of the main actor: a parked task never does.
  static func ends(_ task: Task<Void, Never>, within turns: Int = 10_000) async -> Bool {
    let ended = Flag()
    let watcher = Task { @MainActor in
      await task.value
      ended.value = true
    }
    for _ in 0..<turns where !ended.value { await Task.yield() }
    if !ended.value { watcher.cancel() }
    return ended.value
  }

  @Test func cancellingALoadWhoseResultIsHeldLetsItsTaskEnd() async throws {
    let (list, task) = try await Self.holdingAResult()
    list.emptyState.cancelLoading()
    #expect(await Self.ends(task))
    #expect(list.phase == .notLoaded)
    #expect(list.table.numberOfSections == 0)
  }

  @Test func settingThePhaseWhileAResultIsHeldLetsTheLoadsTaskEnd() async throws {
    let (list, task) = try await Self.holdingAResult()
    list.emptyState.phase = .loaded
    #expect(await Self.ends(task))
    #expect(!list.emptyState.isLoading)
    #expect(list.table.numberOfSections == 0)
  }
}

/// A flag set by one task and read by another, on the main actor.
@MainActor private final class Flag {
  var value = false
}
