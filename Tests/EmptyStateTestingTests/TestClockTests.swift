import EmptyStateTesting
import Testing

/// The test clock: sleepers wake in deadline order at their deadline, and cancellation forgets
/// them.
///
/// The tests wait for their own tasks to sleep with `waitForSleepers`, never by polling.
@Suite @MainActor struct TestClockTests {}

extension TestClockTests {
  @Test func aSleeperWakesWhenTheClockReachesItsDeadline() async {
    let clock = TestClock()
    let task = Task { @MainActor in try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(999))
    #expect(clock.pendingSleepCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(clock.pendingSleepCount == 0)
    #expect((try? await task.value) != nil)
  }

  @Test func sleepersWakeAtTheirOwnDeadlinesEarliestFirst() async throws {
    let clock = TestClock()
    let late = Task { @MainActor in try await clock.sleep(for: .seconds(2)) }
    let early = Task { @MainActor in try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(2)
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(1)))
    await clock.advance(by: .milliseconds(1_500))
    try await early.value
    #expect(clock.pendingSleepCount == 1)
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(2)))
    await clock.advance(by: .milliseconds(500))
    try await late.value
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test func aCancelledSleeperThrowsAndIsForgotten() async {
    let clock = TestClock()
    let task = Task { @MainActor in try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func aSleepWhoseDeadlinePassedReturnsAtOnce() async throws {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(10)))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(3)))
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func advancingBackwardsMovesNothing() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    await clock.advance(by: .seconds(-5))
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test func runWakesEveryPendingSleeperAndStopsAtTheLastDeadline() async throws {
    let clock = TestClock()
    let tasks = [3, 1, 2].map { seconds in
      Task { @MainActor in try await clock.sleep(for: .seconds(seconds)) }
    }
    await clock.waitForSleepers(3)
    await clock.run()
    for task in tasks { try await task.value }
    #expect(clock.pendingSleepCount == 0)
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }

  @Test func manyCancelledSleepersLeaveNothingBehind() async {
    let clock = TestClock()
    let tasks = (0..<1_000).map { _ in
      Task { @MainActor in try await clock.sleep(for: .seconds(3_600)) }
    }
    await clock.waitForSleepers(1_000)
    for task in tasks { task.cancel() }
    for task in tasks { _ = try? await task.value }
    #expect(clock.pendingSleepCount == 0)
    #expect(clock.nextDeadline == nil)
  }
}

extension TestClockTests {
  @Test func aTimerSetJustBeforeAnAdvanceFiresAtItsOwnDeadline() async throws {
    // The show delay's task has not run when the clock moves 2 s at once: loading must still
    // count as shown from 250 ms, so its minimum display is over long before 2 s.
    let clock = TestClock()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.emptyState.clock = clock
    table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading…")
    table.emptyState.configuration.options.loadingTiming = .init(
      showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500))
    let api = TestLoader<Int>()
    table.emptyState.load {
      try await api.value()
    } apply: { table, _ in
      table.reloadData()
    }
    await clock.advance(by: .seconds(2))
    #expect(table.emptyState.shownPlaceholder == .loading)
    api.succeed(1)
    await table.emptyState.settle()
    #expect(!table.emptyState.isLoading)
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func timersDueAtOneInstantAllFire() async throws {
    // Two of the library's timers asleep for the same instant: waiting for the first must not
    // wait for the second before the clock has woken it.
    let clock = TestClock()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.emptyState.clock = clock
    table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading…")
    table.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(100))
    table.emptyState.configuration.options.loadingTiming = .init(
      showDelay: .milliseconds(100), minimumDisplay: nil)
    table.setEmptyView(title: "No orders yet")  // the fade-in ends at 100 ms
    let api = TestLoader<Int>()
    table.emptyState.load {
      try await api.value()
    } apply: { table, _ in
      table.reloadData()
    }
    await clock.waitForSleepers(2)  // the show delay ends at 100 ms too
    await clock.advance(by: .milliseconds(100))
    #expect(table.emptyState.shownPlaceholder == .loading)
    api.succeed(1)
    await table.emptyState.settle(running: clock)
    #expect(!table.emptyState.isLoading)
    #expect(clock.pendingSleepCount == 0)
  }
}

/// What the sleepers of the main actor saw: the order they slept and woke in, and the clock's
/// `now` when each went on.
@MainActor
private final class SleeperLog {
  var slept: [Duration] = []
  var woken: [(deadline: Duration, now: Duration)] = []
}

extension TestClockTests {
  @Test func manySleepersOfTheMainActorGoOnInOrderEachAtItsOwnDeadline() async throws {
    let clock = TestClock()
    let log = SleeperLog()
    // 10,000 sleepers, two for each millisecond from 1 to 5,000, sleeping in a shuffled order.
    var deadlines = (0..<10_000).map { Duration.milliseconds($0 / 2 + 1) }
    var random = SystemRandomNumberGenerator()
    deadlines.shuffle(using: &random)
    let tasks = deadlines.map { deadline in
      Task { @MainActor in
        log.slept.append(deadline)
        try await clock.sleep(for: deadline)
        log.woken.append((deadline, clock.now.offset))
      }
    }
    await clock.waitForSleepers(10_000)
    await clock.advance(by: .seconds(10))
    // Each went on before the clock moved past its deadline: all of them, by the advance's end.
    #expect(log.woken.count == 10_000)
    let late = log.woken.filter { $0.now != $0.deadline }
    #expect(late.isEmpty, "\(late.count) saw the clock past their deadline: \(late.prefix(3))")
    // Earliest first; at one deadline, in the order they slept.
    let expected = log.slept.enumerated().sorted {
      ($0.element, $0.offset) < ($1.element, $1.offset)
    }.map(\.element)
    let woken = log.woken.map(\.deadline)
    let outOfOrder = woken.indices.first { woken[$0] != expected[$0] }
    let message = outOfOrder.map { "woke \(woken[$0]) for \(expected[$0])" } ?? ""
    #expect(outOfOrder == nil, "\(message)")
    for task in tasks { try await task.value }
  }
}

extension TestClockTests {
  @Test func anInstantReadsAsItsDocumentationSays() {
    #expect("\(TestClock.Instant(offset: .milliseconds(250)))" == "250.0 ms")
    #expect("\(TestClock.Instant(offset: .zero))" == "0.0 ms")
    #expect("\(TestClock.Instant(offset: .seconds(2)))" == "2000.0 ms")
    #expect("\(TestClock.Instant(offset: .microseconds(1_500)))" == "1.5 ms")
  }
}

extension TestClockTests {
  @Test func advancingByInt64MaxSecondsAgainAndAgainStopsAtTheLatestInstant() async {
    let clock = TestClock()
    for _ in 0..<20 { await clock.advance(by: .seconds(Int64.max)) }
    #expect(clock.now.offset.components.seconds == Int64.max)
    #expect(clock.now.duration(to: TestClock.Instant(offset: .zero)) < .zero)
  }

  @Test func theLatestInstantReadsInMilliseconds() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(Int64.max))
    await clock.advance(by: .seconds(Int64.max))
    #expect("\(clock.now)" == "9.223372036854776e+21 ms")
  }

  @Test func aSleepPastTheLatestInstantWakesWhenTheClockReachesIt() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(Int64.max))
    let sleeper = Task { @MainActor in try await clock.sleep(for: .seconds(Int64.max)) }
    await clock.waitForSleepers(1)
    #expect(clock.nextDeadline?.offset.components.seconds == Int64.max)
    await clock.advance(by: .seconds(Int64.max))
    try await sleeper.value
    #expect(clock.pendingSleepCount == 0)
  }
}
