import EmptyState
import Foundation

/// A clock that moves only when it is moved: the one implementation of virtual time, in a
/// module without Swift Testing, so that an executable can use it as well as a test.
///
/// It advances from deadline to deadline, earliest first; at each, the sleepers due wake in the
/// order they slept and the alarms the empty state set for then fire on the main actor, in the
/// order they were set; a main-actor sleeper of its own `sleep` goes on before the clock moves
/// on. A sleep whose deadline passed returns at once, a cancelled one throws at once and is
/// forgotten. `Instant` is the instant type of whoever wraps it (``VirtualInstant`` by default).
/// A runaway (an advance that wakes ``maximumWakesPerAdvance`` sleepers and stops) is reported
/// to the `runaway` hook given at creation.
///
/// ```swift
/// let clock = VirtualClock(now: VirtualInstant(offset: .zero))
/// list.emptyState.clock = clock
/// await clock.advance(by: .milliseconds(10))  // the timers due by then have fired
/// ```
package final class VirtualClock<Instant: InstantProtocol>: Clock, AlarmObservingClock,
  @unchecked Sendable
where Instant.Duration == Duration {
  // `@unchecked Sendable` is safe: the only mutable stored property, `state`, is read and
  // written only while `lock` is held, and continuations are resumed after it is released;
  // `runaway` is immutable and `@Sendable`.

  /// Told which call (`"advance(to:)"`, `"run()"`) stopped after too many wakes, and at which
  /// instant.
  package typealias RunawayReport = @MainActor @Sendable (_ call: String, _ now: Instant) -> Void

  /// The most sleepers one call to ``advance(to:)`` wakes (and the most steps of ``run()``).
  package static var maximumWakesPerAdvance: Int { 1_000_000 }

  private let lock = NSLock()
  private var state: SleeperQueue<Instant>
  private let runaway: RunawayReport

  /// Creates a clock at `now` that tells `runaway` when an advance stops after too many wakes.
  package init(now: Instant, runaway: @escaping RunawayReport = { _, _ in }) {
    state = SleeperQueue(now: now)
    self.runaway = runaway
  }

  /// The current instant.
  package var now: Instant {
    lock.withLock { state.now }
  }

  /// The smallest step: none.
  package var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock.
  package var pendingSleepCount: Int {
    lock.withLock { state.count }
  }

  /// How many sleeps the clock keeps anything of: waiting, or on their way to be (a bound for
  /// tests; a sleep woken or cancelled keeps nothing).
  package var trackedSleepCount: Int {
    lock.withLock { state.trackedCount }
  }

  /// The earliest deadline a sleeper (or a library alarm) waits for, or `nil` when none waits.
  package var nextDeadline: Instant? {
    lock.withLock { state.nextDeadline() }
  }

  /// Waits until the clock has been moved to `deadline`, then goes on on the generic executor:
  /// the `Clock` requirement, which generic code calls.
  ///
  /// - Throws: `CancellationError` when the task is or becomes cancelled first.
  @_disfavoredOverload
  package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, tolerance: tolerance, isolation: nil)
  }

  /// Waits until the clock has been moved to `deadline`, then goes on on `isolation`; a sleeper
  /// of the main actor goes on before the clock moves past its deadline.
  ///
  /// - Throws: `CancellationError` when the task is or becomes cancelled first.
  package func sleep(
    until deadline: Instant, tolerance: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try Task.checkCancellation()
    let load = LoadIdentity.current
    let isOnMainActor = isolation is MainActor
    let id = lock.withLock { state.reserveID() }
    let advanceWaits = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Bool, any Error>) in
        let outcome: Result<Bool, any Error>? = lock.withLock {
          if state.finishBeginning(id) { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(false) }
          state.insert(
            id: id, deadline: deadline, isOnMainActor: isOnMainActor,
            suspension: LoadSuspension(continuation, load: load))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
        for waiter in lock.withLock({ state.takeReachedCountWaiters() }) { waiter.resume() }
      }
    } onCancel: {
      lock.withLock { state.remove(id: id) }?.suspension.resume(with: .failure(CancellationError()))
    }
    // Back on the main actor: the advance that woke this sleeper goes on once the caller
    // reaches its next suspension, not before.
    if advanceWaits { lock.withLock { state.returnWaiters.removeValue(forKey: id) }?.resume() }
  }

  /// Returns once at least `count` sleepers wait: woken by each new sleeper, never by polling.
  package func waitForSleepers(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let reached = lock.withLock {
        if state.count >= count { return true }
        state.countWaiters.append((count, continuation))
        return false
      }
      if reached { continuation.resume() }
    }
  }

  /// Moves the clock forward by `duration` (at least zero), as ``advance(to:)`` does.
  @MainActor
  package func advance(by duration: Duration) async {
    await advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves the clock to `deadline`, from deadline to deadline in between.
  ///
  /// At each, the sleepers due wake earliest first (one of the main actor goes on before the
  /// next wakes), then the library's alarms due fire in the order they were set. An instant
  /// before ``now`` moves nothing.
  @MainActor
  package func advance(to deadline: Instant) async {
    var wakes = 0
    // Step to each deadline in turn: a sleeper's, or a library alarm's whose task has not
    // reached its sleep yet (set by the call just before, say), which must still fire at its
    // own deadline, not at the end of the advance.
    while let next = lock.withLock({ state.step(toward: deadline) }) {
      // Everyone due at this instant wakes before the library's alarms are waited for: an
      // alarm due now may be one of them.
      while let sleeper = lock.withLock({ state.popDue(by: next) }) {
        if sleeper.isOnMainActor {
          // It goes on (to its next suspension) before the next sleeper wakes and before the
          // clock moves on: sleepers of the main actor go on in order, each at its deadline.
          await withCheckedContinuation { (returned: CheckedContinuation<Void, Never>) in
            lock.withLock { state.returnWaiters[sleeper.id] = returned }
            sleeper.suspension.resume(with: .success(true))
          }
        } else {
          sleeper.suspension.resume(with: .success(false))
        }
        wakes += 1
      }
      await fireDueAlarms()
      await Task.yield()
      wakes += 1
      if wakes >= Self.maximumWakesPerAdvance {
        runaway("advance(to:)", now)
        return
      }
    }
    await fireDueAlarms()
  }

  /// Moves the clock from deadline to deadline until no sleeper waits; stops after
  /// ``maximumWakesPerAdvance`` steps and reports a runaway.
  @MainActor
  package func run() async {
    var steps = 0
    while let next = nextDeadline {
      await advance(to: next)
      steps += 1
      if steps == Self.maximumWakesPerAdvance {
        runaway("run()", now)
        return
      }
    }
  }

  /// How many of the library's alarms the clock keeps (set, neither due nor dropped), for tests.
  package var keptAlarmCount: Int {
    lock.withLock { state.alarmCount }
  }

  /// How many of the library's alarms the advances so far have waited for, for tests.
  package var alarmsWaitedFor: Int {
    lock.withLock { state.alarmsWaitedFor }
  }

  /// Keeps the library's alarm `task`, to wait for it once the clock has reached `deadline`.
  package func alarmWasSet(_ task: Task<Void, Never>, deadline: any Sendable) {
    guard let deadline = deadline as? Instant else { return }
    lock.withLock { state.addAlarm(task, deadline: deadline) }
  }

  /// Forgets the library's alarm `task` at once: its setter dropped it, so it never fires.
  package func alarmWasDropped(_ task: Task<Void, Never>) {
    lock.withLock { state.removeAlarm(task) }
  }

  /// Waits for the library's alarms that are due: they fire (on the main actor) before the
  /// clock moves on, so a test that advances past a show delay finds loading shown.
  @MainActor
  private func fireDueAlarms() async {
    while let alarm = lock.withLock({ state.takeDueAlarm() }) {
      await alarm.value
    }
  }
}
