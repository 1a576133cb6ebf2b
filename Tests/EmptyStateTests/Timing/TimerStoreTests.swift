import EmptyStateTesting
import Testing

@testable import EmptyState

/// The one store of a list's timers and stopwatches: one timer per slot, stale alarms ignored,
/// and one rule for a clock change.
@MainActor
@Suite struct TimerStoreTests {
  /// A store on `clock` that records the purposes it fires.
  func store(on clock: TestClock, fired: FiredPurposes) -> TimerStore {
    let store = TimerStore { purpose in fired.purposes.append(purpose) }
    store.replaceClock(with: clock)
    return store
  }

  @Test func aTimerFiresOnceWithItsPurposeWhenDue() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.showDelay, after: .milliseconds(100))
    await clock.advance(by: .milliseconds(99))
    #expect(fired.purposes.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(fired.purposes == [.showDelay])
    #expect(timers.purpose(in: .load) == nil)
  }

  @Test func aTimerReplacedInItsSlotNeverFires() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.showDelay, after: .milliseconds(100))
    timers.set(.minimumDisplay(generation: 7), after: .milliseconds(300))
    await clock.advance(by: .milliseconds(300))
    #expect(fired.purposes == [.minimumDisplay(generation: 7)])
  }

  @Test func theLoadAndTheFadeSlotsRunTogether() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.minimumDisplay(generation: 1), after: .milliseconds(200))
    timers.set(.fadeEnd(at: .milliseconds(100)), after: .milliseconds(100))
    await clock.advance(by: .milliseconds(200))
    #expect(fired.purposes == [.fadeEnd(at: .milliseconds(100)), .minimumDisplay(generation: 1)])
  }

  @Test func aNewClockTakesEachTimerForTheTimeItHadLeft() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: old, fired: fired)
    timers.set(.showDelay, after: .milliseconds(500))
    await old.advance(by: .milliseconds(200))
    timers.replaceClock(with: new)
    #expect(old.pendingSleepCount == 0)
    await new.advance(by: .milliseconds(299))
    #expect(fired.purposes.isEmpty)
    await new.advance(by: .milliseconds(1))
    #expect(fired.purposes == [.showDelay])
  }

  @Test func aNewClockKeepsEachStopwatchsReading() async {
    let old = TestClock()
    let new = TestClock()
    let timers = store(on: old, fired: FiredPurposes())
    timers.start(.loadingShown)
    await old.advance(by: .milliseconds(400))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(100))
    #expect(timers.elapsed(.loadingShown) == .milliseconds(500))
    #expect(timers.elapsed(.transitions) == nil)
  }
}

// MARK: Timers with work of their own (the paging footer's)

extension TimerStoreTests {
  @Test func aTimerWithWorkOfItsOwnRunsItInsteadOfTheStoresFire() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    var ran = 0
    timers.set(.pageFooter(request: 3), after: .milliseconds(100)) { ran += 1 }
    timers.set(.showDelay, after: .milliseconds(100))
    await clock.advance(by: .milliseconds(100))
    #expect(ran == 1)
    #expect(fired.purposes == [.showDelay])
  }

  @Test func aNewClockKeepsATimersWorkAndTheTimeItHadLeft() async {
    let old = TestClock()
    let new = TestClock()
    let timers = store(on: old, fired: FiredPurposes())
    var ran = 0
    timers.set(.pageFooter(request: 1), after: .milliseconds(500)) { ran += 1 }
    await old.advance(by: .milliseconds(200))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(299))
    #expect(ran == 0)
    await new.advance(by: .milliseconds(1))
    #expect(ran == 1)
  }

  @Test func theFootersSlotRunsBesideTheLoadsAndCancelsAlone() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    var ran = 0
    timers.set(.pageFooter(request: 1), after: .milliseconds(100)) { ran += 1 }
    timers.set(.showDelay, after: .milliseconds(100))
    timers.cancel(.pageFooter)
    await clock.advance(by: .milliseconds(100))
    #expect(ran == 0)
    #expect(fired.purposes == [.showDelay])
  }
}

/// The purposes a store fired, in order.
@MainActor
final class FiredPurposes {
  var purposes: [TimerStore.Purpose] = []
}
