/// An alarm set on a ``TimerStore``, kept by whoever set it.
struct TimerAlarm: Hashable {
  fileprivate let id: UInt64
}

/// Alarms and stopwatches on one clock, with one rule for a clock change.
@MainActor
final class TimerStore<Slot: Hashable> {
  private struct Pending {
    let fire: @MainActor () -> Void
    let alarm: ClockAlarm
  }

  /// A running stopwatch, and the most it has shown (a clock moved back never makes it shrink).
  private struct Reading {
    let stopwatch: Stopwatch
    var latest: Duration
  }

  private(set) var clock: any Clock<Duration> = ContinuousClock()
  private var pending: [UInt64: Pending] = [:]
  private var readings: [Slot: Reading] = [:]
  private var lastID: UInt64 = 0

  // MARK: Alarms

  /// Whether `alarm` is set and not yet due nor cancelled.
  func isPending(_ alarm: TimerAlarm?) -> Bool {
    alarm.map { pending[$0.id] != nil } ?? false
  }

  func set(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> TimerAlarm {
    lastID += 1
    schedule(lastID, after: delay, fire)
    return TimerAlarm(id: lastID)
  }

  func set(
    _ alarm: inout TimerAlarm?, after delay: Duration, _ fire: @escaping @MainActor () -> Void
  ) {
    cancel(alarm)
    alarm = set(after: delay, fire)
  }

  /// Cancels `alarm`, if it is pending: it never fires.
  func cancel(_ alarm: TimerAlarm?) {
    guard let id = alarm?.id else { return }
    pending[id] = nil
  }

  private func schedule(
    _ id: UInt64, after delay: Duration, _ fire: @escaping @MainActor () -> Void
  ) {
    let alarm = ClockAlarm.set(on: clock, after: delay) { [weak self] in self?.alarmFired(id) }
    pending[id] = Pending(fire: fire, alarm: alarm)
  }

  private func alarmFired(_ id: UInt64) {
    guard pending[id] != nil else { return }
    var due = pending.compactMap { $0.value.alarm.isDue() ? $0.key : nil }
    if !due.contains(id) { due.append(id) }
    for next in due.sorted() {
      // Work run by an earlier alarm may have cancelled this one.
      pending.removeValue(forKey: next)?.fire()
    }
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

  func stop(_ slot: Slot) {
    readings[slot] = nil
  }

  // MARK: The clock

  /// Measures every time on `newClock` from now on, keeping each pending time.
  func replaceClock(with newClock: any Clock<Duration>) {
    let left = pending.sorted { $0.key < $1.key }.map {
      (id: $0.key, fire: $0.value.fire, remaining: $0.value.alarm.remaining())
    }
    let shown = readings.keys.map { ($0, elapsed($0) ?? .zero) }
    clock = newClock
    pending = [:]
    readings = [:]
    for timer in left { schedule(timer.id, after: timer.remaining, timer.fire) }
    for (slot, reading) in shown {
      readings[slot] = Reading(
        stopwatch: Stopwatch.started(on: newClock, after: reading), latest: reading)
    }
  }

  // MARK: Waiting, for tests and the Sandbox

  func settle() async {
    while let (id, due) = pending.filter({ $0.value.alarm.isDue() }).min(by: { $0.key < $1.key }) {
      await due.alarm.owned.task.value
      pending[id] = nil
    }
  }
}

/// A task that sleeps on a clock until a deadline, then runs its work on the main actor.
struct ClockAlarm {
  let owned: AlarmTask
  let isDue: @Sendable () -> Bool
  /// The time left until the deadline on the alarm's clock; zero once it is due.
  let remaining: @Sendable () -> Duration

  /// Sets an alarm on `clock`, `delay` from now, that runs `fire`.
  @MainActor
  static func set<C: Clock>(
    on clock: C, after delay: Duration, _ fire: @escaping @MainActor () -> Void
  ) -> ClockAlarm where C.Duration == Duration {
    let deadline = clock.now.advanced(by: delay)
    let task = Task {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled: superseded, finished or released
      }
      fire()
    }
    let observer = clock as? any AlarmObservingClock
    observer?.alarmWasSet(task, deadline: deadline)
    return ClockAlarm(
      owned: AlarmTask(task, observer: observer), isDue: { clock.now >= deadline },
      remaining: { max(.zero, clock.now.duration(to: deadline)) })
  }
}

/// An alarm's task, cancelled on release, when a clock observing alarms forgets it at once.
final class AlarmTask: Sendable {
  let task: Task<Void, Never>
  private let observer: (any AlarmObservingClock)?

  init(_ task: Task<Void, Never>, observer: (any AlarmObservingClock)?) {
    self.task = task
    self.observer = observer
  }

  deinit {
    task.cancel()
    observer?.alarmWasDropped(task)
  }
}

/// A clock that wants to know the library's alarms.
package protocol AlarmObservingClock: Sendable {
  func alarmWasSet(_ task: Task<Void, Never>, deadline: any Sendable)
  /// The alarm of `task` was dropped (superseded, cancelled or released): forget it at once.
  func alarmWasDropped(_ task: Task<Void, Never>)
}

/// What a list's empty state measures with a stopwatch: one per slot.
enum StopwatchSlot: Hashable {
  /// How long the loading placeholder has been shown.
  case load
  case fade
  /// The time since the last announcement was spoken.
  case announcement
}

typealias ListTimers = TimerStore<StopwatchSlot>

/// Measures the time since it was made, on the clock it was made with.
struct Stopwatch {
  let elapsed: @Sendable () -> Duration

  /// A stopwatch started now on `clock`, already showing `elapsed`.
  static func started<C: Clock>(
    on clock: C, after elapsed: Duration = .zero
  ) -> Stopwatch where C.Duration == Duration {
    let start = clock.now
    return Stopwatch { elapsed + start.duration(to: clock.now) }
  }
}
