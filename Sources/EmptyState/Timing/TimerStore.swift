/// Every timer and stopwatch of a list's empty state, on its one clock, with one rule for a
/// clock change.
///
/// The loads, the fades and the paging footer keep their times here: the show delay or the
/// minimum display of the current load, the end of the next fade, the show delay or minimum
/// display of the footer's spinner, how long the loading placeholder has been shown, and the
/// time the fades are measured in. There is one timer per slot (a load's timer replaces the
/// load's previous one; the next fade end replaces the previous one), one counter that tells a
/// stale alarm from the current one, and one clock. Replacing the clock keeps every pending
/// time: each timer goes on on the new clock for the time it had left, and each stopwatch goes
/// on from what it showed.
///
/// Made the first time a list needs a time (most lists never do) and kept with the controller;
/// releasing it cancels every alarm.
@MainActor
final class TimerStore {
  /// What a timer is for.
  enum Purpose: Equatable {
    /// The show delay of the current load.
    case showDelay
    /// The minimum display time of the loading placeholder, for the held outcome of this
    /// generation.
    case minimumDisplay(generation: UInt64)
    /// The end of the next fade, at this reading of ``Watch/transitions``.
    case fadeEnd(at: Duration)
    /// The show delay or the minimum display of the paging footer's spinner, for the page
    /// request of this number (its paged loader's state machine knows which of the two).
    case pageFooter(request: UInt64)

    /// Where the timer is kept: the load's timers exclude each other, and so do fade ends and
    /// the footer's timers.
    var slot: Slot {
      switch self {
      case .showDelay, .minimumDisplay: .load
      case .fadeEnd: .fade
      case .pageFooter: .pageFooter
      }
    }
  }

  /// The timers that can be pending together.
  enum Slot: Int, CaseIterable {
    case load
    case fade
    case pageFooter
  }

  /// What a stopwatch measures.
  enum Watch: Int, CaseIterable {
    /// How long the loading placeholder has been shown.
    case loadingShown
    /// The time the fades are measured in, since the first fade.
    case transitions
  }

  /// A pending timer.
  private struct Pending {
    let id: UInt64
    let purpose: Purpose
    let alarm: ClockAlarm
    /// What runs when it is due instead of the store's `fire`, for a timer set by a part of
    /// the list the controller does not know (the paging footer's).
    let work: (@MainActor () -> Void)?
  }

  /// A running stopwatch and its latest reading (a reading never goes back, even on a clock
  /// that does).
  private struct Reading {
    let stopwatch: Stopwatch
    var latest: Duration
  }

  /// What the times are measured on.
  private(set) var clock: any Clock<Duration> = ContinuousClock()
  private var pending: [Pending?] = Array(repeating: nil, count: Slot.allCases.count)
  private var readings: [Reading?] = Array(repeating: nil, count: Watch.allCases.count)
  /// Numbers the alarms, so that a stale one is recognised.
  private var lastID: UInt64 = 0
  /// Runs the work of a timer whose deadline came.
  private let fire: @MainActor (Purpose) -> Void

  /// A store whose timers run `fire` with their purpose when due.
  init(fire: @escaping @MainActor (Purpose) -> Void) {
    self.fire = fire
  }

  // MARK: Timers

  /// The pending timer's purpose in `slot`, if any.
  func purpose(in slot: Slot) -> Purpose? {
    pending[slot.rawValue]?.purpose
  }

  /// Sets a timer for `purpose`, `delay` from now; it replaces the one in its slot.
  ///
  /// When due, it runs `work` if given, and the store's `fire` with `purpose` otherwise.
  func set(
    _ purpose: Purpose, after delay: Duration, firing work: (@MainActor () -> Void)? = nil
  ) {
    lastID += 1
    let id = lastID
    let slot = purpose.slot
    let alarm = ClockAlarm.set(on: clock, after: delay) { [weak self] in
      self?.alarmFired(id, in: slot)
    }
    pending[slot.rawValue] = Pending(id: id, purpose: purpose, alarm: alarm, work: work)
  }

  /// Cancels the timer in `slot`, if any.
  func cancel(_ slot: Slot) {
    pending[slot.rawValue] = nil
  }

  private func alarmFired(_ id: UInt64, in slot: Slot) {
    guard let timer = pending[slot.rawValue], timer.id == id else { return }
    pending[slot.rawValue] = nil
    if let work = timer.work {
      work()
    } else {
      fire(timer.purpose)
    }
  }

  // MARK: Stopwatches

  /// The reading of `watch`, or `nil` when it does not run.
  func elapsed(_ watch: Watch) -> Duration? {
    guard var reading = readings[watch.rawValue] else { return nil }
    reading.latest = max(reading.latest, reading.stopwatch.elapsed())
    readings[watch.rawValue] = reading
    return reading.latest
  }

  /// The reading of `watch`, started now if it does not run.
  func reading(_ watch: Watch) -> Duration {
    if let elapsed = elapsed(watch) { return elapsed }
    start(watch)
    return .zero
  }

  /// Starts `watch` from zero now, unless it runs.
  func start(_ watch: Watch) {
    guard readings[watch.rawValue] == nil else { return }
    readings[watch.rawValue] = Reading(stopwatch: Stopwatch.started(on: clock), latest: .zero)
  }

  /// Stops `watch`.
  func stop(_ watch: Watch) {
    readings[watch.rawValue] = nil
  }

  // MARK: The clock

  /// Replaces the clock: every timer goes on on `newClock` for the time it had left, and every
  /// stopwatch from its reading now; nothing fires because of the change.
  func replaceClock(with newClock: any Clock<Duration>) {
    let left = pending.map { timer in
      timer.map { ($0.purpose, $0.alarm.remaining(), $0.work) }
    }
    let shown = Watch.allCases.map(elapsed)
    clock = newClock
    for slot in Slot.allCases {
      pending[slot.rawValue] = nil
      if let (purpose, remaining, work) = left[slot.rawValue] {
        set(purpose, after: remaining, firing: work)
      }
    }
    for watch in Watch.allCases {
      guard let reading = shown[watch.rawValue] else { continue }
      readings[watch.rawValue] = Reading(
        stopwatch: Stopwatch.started(on: newClock, after: reading), latest: reading)
    }
  }

  // MARK: Waiting, for tests and the Sandbox

  /// Waits until every timer whose deadline the clock has reached has fired and been handled.
  func settle() async {
    while let due = pending.lazy.compactMap({ $0 }).first(where: { $0.alarm.isDue() }) {
      await due.alarm.owned.task.value
      let slot = due.purpose.slot
      if pending[slot.rawValue]?.id == due.id { pending[slot.rawValue] = nil }
    }
  }
}
