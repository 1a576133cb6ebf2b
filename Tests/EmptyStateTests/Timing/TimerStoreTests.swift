import EmptyStateTesting
import Testing

@testable import EmptyState

/// The one store of a list's timers and stopwatches: one timer per slot, stale alarms ignored,
/// and one rule for a clock change; it knows no feature (the slots and purposes are the list's).
@MainActor
@Suite struct TimerStoreTests {
  /// A store on `clock` that records the purposes it fires.
  func store(on clock: TestClock, fired: FiredPurposes) -> ListTimers {
    let store = ListTimers { purpose in fired.purposes.append(purpose) }
    store.replaceClock(with: clock)
    return store
  }

  @Test func aTimerFiresOnceWithItsPurposeWhenDue() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.showDelay, in: .load, after: .milliseconds(100))
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
    timers.set(.showDelay, in: .load, after: .milliseconds(100))
    timers.set(.minimumDisplay, in: .load, after: .milliseconds(300))
    await clock.advance(by: .milliseconds(300))
    #expect(fired.purposes == [.minimumDisplay])
  }

  @Test func theLoadAndTheFadeSlotsRunTogether() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.minimumDisplay, in: .load, after: .milliseconds(200))
    timers.set(.fadeEnd(at: .milliseconds(100)), in: .fade, after: .milliseconds(100))
    await clock.advance(by: .milliseconds(200))
    #expect(fired.purposes == [.fadeEnd(at: .milliseconds(100)), .minimumDisplay])
  }

  @Test func aNewClockTakesEachTimerForTheTimeItHadLeft() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: old, fired: fired)
    timers.set(.showDelay, in: .load, after: .milliseconds(500))
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
    timers.start(.load)
    await old.advance(by: .milliseconds(400))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(100))
    #expect(timers.elapsed(.load) == .milliseconds(500))
    #expect(timers.elapsed(.fade) == nil)
  }
}

// MARK: The paging footer's slot

extension TimerStoreTests {
  @Test func theFootersTimerFiresItsPurposeBesideTheLoads() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.pageFooter(request: 3, loader: 9), in: .page, after: .milliseconds(100))
    timers.set(.showDelay, in: .load, after: .milliseconds(100))
    await clock.advance(by: .milliseconds(100))
    #expect(fired.purposes == [.pageFooter(request: 3, loader: 9), .showDelay])
  }

  @Test func aNewClockKeepsTheOrderOfTimersDueAtOneInstant() async {
    let old = TestClock()
    let new = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: old, fired: fired)
    timers.set(.fadeEnd(at: .milliseconds(500)), in: .fade, after: .milliseconds(500))
    timers.set(.pageFooter(request: 1, loader: 2), in: .page, after: .milliseconds(500))
    timers.set(.showDelay, in: .load, after: .milliseconds(500))
    await old.advance(by: .milliseconds(200))
    timers.replaceClock(with: new)
    await new.advance(by: .milliseconds(299))
    #expect(fired.purposes.isEmpty)
    await new.advance(by: .milliseconds(1))
    #expect(
      fired.purposes == [
        .fadeEnd(at: .milliseconds(500)), .pageFooter(request: 1, loader: 2), .showDelay,
      ])
  }

  @Test func theFootersSlotCancelsAlone() async {
    let clock = TestClock()
    let fired = FiredPurposes()
    let timers = store(on: clock, fired: fired)
    timers.set(.pageFooter(request: 1, loader: 2), in: .page, after: .milliseconds(100))
    timers.set(.showDelay, in: .load, after: .milliseconds(100))
    timers.cancel(.page)
    await clock.advance(by: .milliseconds(100))
    #expect(fired.purposes == [.showDelay])
  }
}

/// The purposes a store fired, in order.
@MainActor
final class FiredPurposes {
  var purposes: [TimerPurpose] = []
}
