import EmptyStateTesting
import Testing

@testable import EmptyState

/// The one store of a list's alarms and stopwatches: alarms kept by id and run when due, a
/// replaced or cancelled alarm never runs, and one rule for a clock change; it knows no
/// feature (each holder keeps its own alarm).
@MainActor
@Suite struct TimerStoreTests {
  /// A store on `clock`.
  func store(on clock: TestClock) -> ListTimers {
    let store = ListTimers()
    store.replaceClock(with: clock)
    return store
  }

  @Test func anAlarmRunsOnceWhenDue() async {
    let clock = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: clock)
    let alarm = timers.set(after: .milliseconds(100)) { fired.names.append("show delay") }
    await clock.advance(by: .milliseconds(99))
    #expect(fired.names.isEmpty)
    #expect(timers.isPending(alarm))
    await clock.advance(by: .milliseconds(1))
    #expect(fired.names == ["show delay"])
    #expect(!timers.isPending(alarm))
  }

  @Test func anAlarmReplacedByItsHolderNeverRuns() async {
    let clock = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: clock)
    var alarm: TimerAlarm?
    timers.set(&alarm, after: .milliseconds(100)) { fired.names.append("show delay") }
    timers.set(&alarm, after: .milliseconds(300)) { fired.names.append("minimum display") }
    await clock.advance(by: .milliseconds(300))
    #expect(fired.names == ["minimum display"])
  }

  @Test func alarmsOfTwoHoldersRunTogetherInTheOrderOfTheirTimes() async {
    let clock = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: clock)
    _ = timers.set(after: .milliseconds(200)) { fired.names.append("minimum display") }
    _ = timers.set(after: .milliseconds(100)) { fired.names.append("fade end") }
    await clock.advance(by: .milliseconds(200))
    #expect(fired.names == ["fade end", "minimum display"])
  }

  @Test func aCancelledAlarmNeverRunsAndLeavesTheOthers() async {
    let clock = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: clock)
    let footer = timers.set(after: .milliseconds(100)) { fired.names.append("footer") }
    _ = timers.set(after: .milliseconds(100)) { fired.names.append("show delay") }
    timers.cancel(footer)
    await clock.advance(by: .milliseconds(100))
    #expect(fired.names == ["show delay"])
  }

  @Test func aNewClockTakesEachAlarmForTheTimeItHadLeft() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: old)
    let alarm = timers.set(after: .milliseconds(500)) { fired.names.append("show delay") }
    await old.advance(by: .milliseconds(200))
    timers.replaceClock(with: new)
    #expect(old.pendingSleepCount == 0)
    #expect(timers.isPending(alarm))  // its holder still knows it
    await new.advance(by: .milliseconds(299))
    #expect(fired.names.isEmpty)
    await new.advance(by: .milliseconds(1))
    #expect(fired.names == ["show delay"])
  }

  @Test func anAlarmCancelledAfterAClockChangeNeverRuns() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: old)
    let alarm = timers.set(after: .milliseconds(500)) { fired.names.append("footer") }
    timers.replaceClock(with: new)
    timers.cancel(alarm)
    await new.advance(by: .milliseconds(500))
    #expect(fired.names.isEmpty)
  }

  @Test func aNewClockKeepsEachStopwatchsReading() async {
    let old = TestClock()
    let new = TestClock()
    let timers = store(on: old)
    timers.start(.load)
    await old.advance(by: .milliseconds(400))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(100))
    #expect(timers.elapsed(.load) == .milliseconds(500))
    #expect(timers.elapsed(.fade) == nil)
  }

  @Test func aNewClockKeepsTheOrderOfAlarmsDueAtOneInstant() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredAlarms()
    let timers = store(on: old)
    _ = timers.set(after: .milliseconds(500)) { fired.names.append("fade end") }
    _ = timers.set(after: .milliseconds(500)) { fired.names.append("footer") }
    _ = timers.set(after: .milliseconds(500)) { fired.names.append("show delay") }
    await old.advance(by: .milliseconds(200))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(299))
    #expect(fired.names.isEmpty)
    await new.advance(by: .milliseconds(1))
    #expect(fired.names == ["fade end", "footer", "show delay"])
  }
}

/// The alarms a store ran, in order.
@MainActor
final class FiredAlarms {
  var names: [String] = []
}
