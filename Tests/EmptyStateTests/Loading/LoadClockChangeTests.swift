import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Replacing the clock keeps every pending time: the show delay and a held result's minimum
/// display go on on the new clock for the time they had left.
@Suite @MainActor struct LoadClockChangeTests {
  static let timing = EmptyStateOptions.LoadingTiming(
    showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500))
}

extension LoadClockChangeTests {
  @Test func aHeldResultIsAppliedWhenItsTimeIsUpOnTheNewClock() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(300))  // shown at 250 ms
    await list.succeed(gate, with: [2], task: task)  // held until 750 ms
    let clock = TestClock(now: list.clock.now)
    list.emptyState.clock = clock
    await Self.advance(clock, by: .milliseconds(440), list: list)
    #expect(list.shown == .loading)
    await Self.advance(clock, by: .milliseconds(10), list: list)
    #expect(list.shown == nil)
    #expect(list.phase == .loaded)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func theShowDelayEndsWhenItsTimeIsUpOnTheNewClock() async throws {
    let list = try LoadingList(rows: [0], timing: Self.timing)
    list.emptyState.finishLoading()
    list.load(LoadGate<[Int]>())
    await list.advance(by: .milliseconds(100))
    let clock = TestClock(now: list.clock.now)
    list.emptyState.clock = clock
    await Self.advance(clock, by: .milliseconds(140), list: list)
    #expect(list.shown == .empty)
    await Self.advance(clock, by: .milliseconds(10), list: list)
    #expect(list.shown == .loading)
    #expect(list.phase == .loading)
  }

  @Test func theTimeTheLoadingPlaceholderWasShownCountsOnTheNewClock() async throws {
    let list = try LoadingList(timing: .init(showDelay: nil, minimumDisplay: .milliseconds(500)))
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(200))
    let clock = TestClock(now: list.clock.now)
    list.emptyState.clock = clock
    await list.succeed(gate, with: [2], task: task)  // shown for 200 ms: held for 300 more
    await Self.advance(clock, by: .milliseconds(290), list: list)
    #expect(list.shown == .loading)
    await Self.advance(clock, by: .milliseconds(10), list: list)
    #expect(list.phase == .loaded)
  }

  /// Moves `clock` and lets the list's due timers fire.
  static func advance(_ clock: TestClock, by duration: Duration, list: LoadingList) async {
    await clock.advance(by: duration)
    await list.emptyState.settle()
  }
}
