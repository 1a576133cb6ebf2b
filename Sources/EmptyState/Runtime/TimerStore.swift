/// Timers and stopwatches on one clock, kept by slot, with one rule for a clock change.
///
/// It knows no feature: its owner names the slots and what each timer is for (`Purpose`), and
/// is told the purpose when a timer is due. There is one timer per slot (setting one replaces
/// the slot's previous timer, whose alarm then fires into nothing), one counter that tells a
/// stale alarm from the current one, one stopwatch per slot, and one clock. Replacing the clock
/// keeps every pending time: each timer goes on on the new clock for the time it had left, and
/// each stopwatch goes on from what it showed.
///
/// Made the first time a list needs a time (most lists never do) and kept with its owner;
/// releasing it cancels every alarm.
@MainActor
final class TimerStore<Slot: Hashable, Purpose> {
  /// A timer set and not yet due.
  private struct Pending {
    /// Tells this timer's alarm from a stale one of the same slot.
    let id: UInt64
    let purpose: Purpose
    let alarm: ClockAlarm
  }

  /// A running stopwatch, and the most it has shown (a clock moved back never makes it shrink).
  private struct Reading {
    let stopwatch: Stopwatch
    var latest: Duration
  }

  /// The clock every time is measured on.
  private(set) var clock: any Clock<Duration> = ContinuousClock()
  private var pending: [Slot: Pending] = [:]
  private var readings: [Slot: Reading] = [:]
  private var lastID: UInt64 = 0
  private let fire: @MainActor (Purpose) -> Void

  /// A store that calls `fire` with a timer's purpose when it is due.
  init(fire: @escaping @MainActor (Purpose) -> Void) {
    self.fire = fire
  }

  // MARK: Timers

  /// The purpose of the timer pending in `slot`, if any.
  func purpose(in slot: Slot) -> Purpose? {
    pending[slot]?.purpose
  }

  /// Sets the timer of `slot` for `purpose`, due `delay` from now; replaces the slot's timer.
  func set(_ purpose: Purpose, in slot: Slot, after delay: Duration) {
    lastID += 1
    let id = lastID
    let alarm = ClockAlarm.set(on: clock, after: delay) { [weak self] in
      self?.alarmFired(id, in: slot)
    }
    pending[slot] = Pending(id: id, purpose: purpose, alarm: alarm)
  }

  /// Cancels the timer of `slot`, if any.
  func cancel(_ slot: Slot) {
    pending[slot] = nil
  }

  private func alarmFired(_ id: UInt64, in slot: Slot) {
    guard let timer = pending[slot], timer.id == id else { return }
    pending[slot] = nil
    fire(timer.purpose)
  }

  // MARK: Stopwatches

  /// The time on the stopwatch of `slot`, or `nil` when it is not running.
  func elapsed(_ slot: Slot) -> Duration? {
    guard var reading = readings[slot] else { return nil }
    reading.latest = max(reading.latest, reading.stopwatch.elapsed())
    readings[slot] = reading
    return reading.latest
  }

  /// The time on the stopwatch of `slot`, started now (at zero) if it was not running.
  func reading(_ slot: Slot) -> Duration {
    if let elapsed = elapsed(slot) { return elapsed }
    start(slot)
    return .zero
  }

  /// Starts the stopwatch of `slot` at zero, unless it runs already.
  func start(_ slot: Slot) {
    guard readings[slot] == nil else { return }
    readings[slot] = Reading(stopwatch: Stopwatch.started(on: clock), latest: .zero)
  }

  /// Stops the stopwatch of `slot` and forgets its time.
  func stop(_ slot: Slot) {
    readings[slot] = nil
  }

  // MARK: The clock

  /// Measures every time on `newClock` from now on, keeping each pending time; nothing fires
  /// because of the change.
  ///
  /// The timers are set again in the order they were set, so that two due at one instant
  /// still fire in that order.
  func replaceClock(with newClock: any Clock<Duration>) {
    let left = pending.sorted { $0.value.id < $1.value.id }.map {
      (slot: $0.key, purpose: $0.value.purpose, remaining: $0.value.alarm.remaining())
    }
    let shown = readings.keys.map { ($0, elapsed($0) ?? .zero) }
    clock = newClock
    pending = [:]
    readings = [:]
    for timer in left { set(timer.purpose, in: timer.slot, after: timer.remaining) }
    for (slot, reading) in shown {
      readings[slot] = Reading(
        stopwatch: Stopwatch.started(on: newClock, after: reading), latest: reading)
    }
  }

  // MARK: Waiting, for tests and the Sandbox

  /// Returns once no timer is due: each due timer's alarm task has run (and fired, unless it
  /// was replaced meanwhile).
  func settle() async {
    while let (slot, due) = pending.filter({ $0.value.alarm.isDue() }).min(by: {
      $0.value.id < $1.value.id
    }) {
      await due.alarm.owned.task.value
      if pending[slot]?.id == due.id { pending[slot] = nil }
    }
  }
}
