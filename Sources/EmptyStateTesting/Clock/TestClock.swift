import EmptyState
import Testing
import VirtualTime

/// A clock that moves only when a test moves it, for testing show delays, minimum display
/// times, fades and loaders without waiting for real time.
///
/// Give it to a list, then move it with ``advance(by:)``, ``advance(to:)`` or ``run()``:
///
/// ```swift
/// let clock = TestClock()
/// table.emptyState.clock = clock
/// table.emptyState.load {
///   try await api.value()
/// } apply: { table, names in
///   orders.names = names
///   table.reloadData()
/// }
/// await clock.advance(by: .milliseconds(250))
/// await table.emptyState.settle()  // the show delay is over: loading shows
/// ```
///
/// **When a timer starts counting.** Every timer of the library (the show delay, the minimum
/// display, a fade) takes its deadline from ``now`` at the call that starts it (`load`, a phase
/// change, a reload that shows a placeholder), not when its task first runs. So a test can
/// advance right after that call, with no wait and no poll: the deadline is already set.
///
/// **What advancing does.** The clock steps from deadline to deadline, earliest first, with
/// ``now`` set to each: the sleepers due at that instant wake in the order they slept, then the
/// library's timers due then (a show delay, a minimum display, a fade) fire on the main actor,
/// in the order they were set, before the clock moves on. A library timer fires at its own
/// deadline even when the advance comes right after the call that set it, before its task ran,
/// as on a real clock.
///
/// **Which sleepers go on before the clock moves on.** A sleeper on the main actor (where the
/// clock is advanced) that called this clock's own `sleep(for:)` or `sleep(until:)` goes on, up
/// to its next suspension or its end, before the next sleeper wakes and before ``now`` moves
/// past its deadline: such sleepers go on in the order above, and each sees ``now`` at its own
/// deadline. Every other sleeper wakes in that order too but goes on by itself, perhaps after
/// the clock has moved on: one on another actor or on no actor (a loader that slept on the
/// clock), and one that sleeps through generic code, `Task.sleep(for:clock:)` included (the
/// `Clock` requirement, ``sleep(until:tolerance:)``, cannot know its caller's actor). For a
/// list's loaders, call `settle()` on the list's empty state
/// (``EmptyStateController/settle(sourceLocation:)``), which returns once the loader has
/// returned or waits for the test again, or
/// ``EmptyStateController/settle(running:sourceLocation:)``, which runs this clock until
/// nothing but the test is waited for. For a sleeper of the test's own,
/// ``waitForSleepers(_:)`` waits, without polling, until it sleeps.
///
/// Sleeps and cancellation work as with any clock, `Task.sleep(for:clock:)` included: a sleep
/// whose deadline has passed returns at once, a cancelled one throws `CancellationError` at
/// once and is forgotten (no cancelled sleeper stays pending). Pending sleepers are kept in a
/// heap: waking one costs O(log n). A library timer that is superseded, cancelled or released
/// (a fade turned back, a show delay whose load ended) leaves the clock at once too: a list
/// that toggles its placeholder without end keeps a bounded number of timers on it, and the
/// next advance waits for the live ones only.
///
/// **Its bounds.** The clock saturates instead of trapping: its instants stop at `Int64.max`
/// seconds after the start (about 292 billion years). An advance past that instant stops
/// there, a sleep or a timer whose deadline lies past it has that instant as its deadline (and
/// wakes when the clock reaches it), and ``Instant/duration(to:)`` and
/// ``Instant/description`` never trap, however often the clock is moved by
/// `.seconds(Int64.max)`.
///
/// A thin face over the clock the Sandbox's virtual time runs on too (`VirtualClock`, in a module
/// without Swift Testing): this type adds its public instant and records a runaway as an issue.
public final class TestClock: Clock, AlarmObservingClock, Sendable {
  /// An instant of a test clock: how far it has been moved since it started.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later, or the clock's latest instant when that is past it.
    ///
    /// A test clock's instants saturate: they stop at `Int64.max` seconds after the start
    /// (about 292 billion years), and an instant further away is that one, so no arithmetic on
    /// them traps.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset.addingSaturated(duration))
    }

    /// The duration from this instant to `other`, at most `Int64.max` seconds either way.
    public func duration(to other: Instant) -> Duration {
      other.offset.subtractingSaturated(offset)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset in milliseconds, such as `250.0 ms`; one past the latest instant reads as it.
    public var description: String {
      let (seconds, attoseconds) = offset.clampedToVirtualRange.components
      return "\(Double(seconds) * 1_000 + Double(attoseconds) / 1e15) ms"
    }
  }

  /// The most sleepers one call to ``advance(to:)`` wakes; past it the clock stops there, at the
  /// deadline of the last one woken, and the test records an issue (a sleeper that sleeps again
  /// for a tiny step, forever, cannot hang a test).
  public static let maximumWakesPerAdvance = VirtualClock<Instant>.maximumWakesPerAdvance

  private let clock: VirtualClock<Instant>

  /// Creates a clock at its start (`offset` zero), or at `now`.
  ///
  /// - Parameter now: The instant to start at.
  public init(now: Instant = Instant(offset: .zero)) {
    clock = VirtualClock(now: now) { call, now in
      TestSupportIssue.record(
        "TestClock.\(call) stopped after \(Self.maximumWakesPerAdvance) wakes at \(now): "
          + "a sleeper keeps sleeping again", sourceLocation: #_sourceLocation)
    }
  }

  /// The current instant.
  public var now: Instant {
    clock.now
  }

  /// The smallest step: none.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock.
  public var pendingSleepCount: Int {
    clock.pendingSleepCount
  }

  /// The earliest deadline a sleeper waits for, or `nil` when none waits.
  public var nextDeadline: Instant? {
    clock.nextDeadline
  }

  /// Waits until the clock has been moved to `deadline`: the `Clock` requirement, which generic
  /// code and `Task.sleep(until:tolerance:clock:)` call.
  ///
  /// The sleeper goes on on the generic executor, whatever its caller's actor: a caller on the
  /// main actor is not back on it before the clock moves on. Called on a `TestClock` itself,
  /// `sleep(until:)` is ``sleep(until:tolerance:isolation:)``, which goes on on the caller's
  /// actor.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at; one already reached returns at once.
  ///   - tolerance: Ignored: a test clock is exact.
  /// - Throws: `CancellationError` when the task is or becomes cancelled first.
  @_disfavoredOverload
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance, isolation: nil)
  }

  /// Waits until the clock has been moved to `deadline`, then goes on on the caller's actor.
  ///
  /// A sleeper on the main actor, where the clock is advanced, goes on before the clock moves
  /// past its deadline (see the type's documentation).
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at; one already reached returns at once.
  ///   - tolerance: Ignored: a test clock is exact.
  ///   - isolation: The caller's actor, where the sleeper wakes; leave the default.
  /// - Throws: `CancellationError` when the task is or becomes cancelled first.
  public func sleep(
    until deadline: Instant, tolerance: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance, isolation: isolation)
  }

  /// Waits until the clock has moved `duration` from ``now``, then goes on on the caller's
  /// actor, as ``sleep(until:tolerance:isolation:)`` does.
  ///
  /// - Parameters:
  ///   - duration: How long to sleep; zero or a negative duration returns at once.
  ///   - tolerance: Ignored: a test clock is exact.
  ///   - isolation: The caller's actor, where the sleeper wakes; leave the default.
  /// - Throws: `CancellationError` when the task is or becomes cancelled first.
  public func sleep(
    for duration: Duration, tolerance: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await clock.sleep(
      until: now.advanced(by: duration), tolerance: tolerance, isolation: isolation)
  }

  /// Returns once at least `count` sleepers wait for the clock.
  ///
  /// For a test's own task that must reach its sleep before the test advances the clock. Woken
  /// by each new sleeper, never by polling.
  ///
  /// - Parameter count: How many sleepers to wait for.
  public func waitForSleepers(_ count: Int) async {
    await clock.waitForSleepers(count)
  }

  /// Moves the clock forward by `duration`, waking every sleeper it reaches in turn.
  ///
  /// The clock stops at its latest instant, `Int64.max` seconds after its start, however far
  /// past it `duration` reaches (see the type's documentation).
  ///
  /// - Parameter duration: How far to move; zero or a negative duration wakes only the
  ///   sleepers already due, and moves nothing.
  @MainActor
  public func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }

  /// Moves the clock to `deadline`, waking every sleeper it reaches in turn, earliest first.
  ///
  /// An instant before ``now`` moves nothing. See the type's documentation for the order.
  ///
  /// - Parameter deadline: The instant to move to.
  @MainActor
  public func advance(to deadline: Instant) async {
    await clock.advance(to: deadline)
  }

  /// Moves the clock from deadline to deadline until no sleeper waits.
  ///
  /// Each step moves to the earliest pending deadline, as ``advance(to:)`` does. A sleep that a
  /// woken task sets only later is not waited for: for a list's timers and loads, use
  /// ``EmptyStateController/settle(running:sourceLocation:)``, which settles the list after each step. Stops
  /// after ``maximumWakesPerAdvance`` steps and records an issue: a timer that always sets
  /// another has no end to run to.
  @MainActor
  public func run() async {
    await clock.run()
  }

  /// Keeps the library's alarm `task`, to wait for it once the clock has reached `deadline`.
  package func alarmWasSet(_ task: Task<Void, Never>, deadline: any Sendable) {
    clock.alarmWasSet(task, deadline: deadline)
  }

  /// Forgets the library's alarm `task` at once: its setter dropped it.
  package func alarmWasDropped(_ task: Task<Void, Never>) {
    clock.alarmWasDropped(task)
  }

  /// How many of the library's alarms the clock keeps (set, neither due nor dropped), for tests.
  package var keptAlarmCount: Int {
    clock.keptAlarmCount
  }

  /// How many of the library's alarms the advances so far have waited for, for tests.
  package var alarmsWaitedFor: Int {
    clock.alarmsWaitedFor
  }
}
