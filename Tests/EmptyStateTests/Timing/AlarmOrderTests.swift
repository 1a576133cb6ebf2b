import EmptyStateTesting
import Foundation
import Testing

@testable import EmptyState

/// Alarms due at one instant fire in the order they were set, whichever of their tasks the
/// clock wakes first.
@MainActor
@Suite struct AlarmOrderTests {
  @Test func alarmsDueAtOneInstantFireInTheOrderTheyWereSetWhicheverTaskWakesFirst() async {
    let clock = HandWokenClock()
    let fired = FiredAlarms()
    let timers = ListTimers()
    timers.replaceClock(with: clock)
    for name in ["fade end", "footer", "show delay"] {
      _ = timers.set(after: .milliseconds(500)) { fired.names.append(name) }
    }
    await clock.waitForSleepers(3)
    clock.now = clock.now.advanced(by: .milliseconds(500))
    // The tasks reach the clock's sleep in any order: the last to sleep wakes first, and all
    // three fire with it, in the order they were set.
    await clock.wake(sleeperNumber: 2)
    #expect(fired.names == ["fade end", "footer", "show delay"])
    await clock.wake(sleeperNumber: 0)
    await clock.wake(sleeperNumber: 1)
    #expect(fired.names == ["fade end", "footer", "show delay"])
  }

  @Test func anAlarmThatAnEarlierOneCancelsAtTheSameInstantNeverFires() async {
    let clock = HandWokenClock()
    let fired = FiredAlarms()
    let timers = ListTimers()
    timers.replaceClock(with: clock)
    let later = LaterAlarm()
    _ = timers.set(after: .milliseconds(500)) {
      fired.names.append("first")
      timers.cancel(later.alarm)
    }
    later.alarm = timers.set(after: .milliseconds(500)) { fired.names.append("cancelled") }
    await clock.waitForSleepers(2)
    clock.now = clock.now.advanced(by: .milliseconds(500))
    await clock.wake(sleeperNumber: 1)
    await clock.wake(sleeperNumber: 0)
    #expect(fired.names == ["first"])
  }
}

/// The alarm an earlier alarm's work cancels, set after that work was.
@MainActor
final class LaterAlarm {
  var alarm: TimerAlarm?
}

/// A clock whose sleepers wake only when the test wakes them, one at a time, in the order it
/// chooses: what a real clock may do with sleepers due at one instant.
///
/// `@unchecked Sendable`: every stored property is read and written under `lock`.
final class HandWokenClock: Clock, @unchecked Sendable {
  typealias Instant = TestClock.Instant

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [CheckedContinuation<Void, any Error>?] = []

  var now: Instant {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await withCheckedThrowingContinuation { continuation in
      lock.withLock { sleepers.append(continuation) }
    }
  }

  /// Waits until `count` sleepers sleep.
  @MainActor
  func waitForSleepers(_ count: Int) async {
    while lock.withLock({ sleepers.count }) < count { await Task.yield() }
  }

  /// Wakes the sleeper that began to sleep `sleeperNumber`-th (from 0), and lets it run.
  @MainActor
  func wake(sleeperNumber: Int) async {
    let continuation = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
      defer { sleepers[sleeperNumber] = nil }
      return sleepers[sleeperNumber]
    }
    continuation?.resume()
    for _ in 0..<10 { await Task.yield() }
  }
}
