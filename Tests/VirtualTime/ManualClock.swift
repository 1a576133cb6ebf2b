import Foundation

/// A clock that moves only when told to: for tests and the Sandbox, where nothing waits for real
/// time.
///
/// ``now`` starts at zero. ``advance(by:)`` moves it and wakes every sleeper whose deadline it
/// reached, earliest first; a sleep whose deadline has already passed returns at once, and a
/// cancelled sleep throws `CancellationError` at once.
///
/// ```swift
/// let clock = ManualClock()
/// table.emptyState.clock = clock
/// clock.advance(by: .milliseconds(250))
/// await table.emptyState.settleTimers()
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  // `@unchecked Sendable` is safe: the only mutable stored property, `state`, is read and
  // written only while `lock` is held, and continuations are resumed after it is released.

  /// An instant of a manual clock: how far it has been advanced.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates an instant `offset` after the start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset in milliseconds, such as `250ms`.
    public var description: String {
      "\(Self.milliseconds(offset))ms"
    }

    /// Whole milliseconds of `duration`.
    public static func milliseconds(_ duration: Duration) -> Int64 {
      let (seconds, attoseconds) = duration.components
      return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    /// Sleeps that have an id but are not registered yet (nor answered).
    var unregistered: Set<UInt64> = []
    /// Sleeps cancelled before they were registered: always among ``unregistered``.
    var cancelledEarly: Set<UInt64> = []
    /// Who waits for a number of sleepers (``waitForSleepers(_:)``).
    var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// The count waiters whose count is reached, no longer waiting.
    mutating func takeReachedCountWaiters() -> [CheckedContinuation<Void, Never>] {
      let reached = countWaiters.filter { $0.count <= sleepers.count }.map(\.continuation)
      countWaiters.removeAll { $0.count <= sleepers.count }
      return reached
    }
  }

  private let lock = NSLock()
  private var state = State()

  /// Creates a clock at zero.
  public init() {}

  /// The current instant.
  public var now: Instant {
    lock.withLock { state.now }
  }

  /// The smallest step: none.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting.
  public var sleeperCount: Int {
    lock.withLock { state.sleepers.count }
  }

  /// How many sleeps the clock keeps anything of: waiting, or on their way to be (a bound for
  /// tests; a sleep woken or cancelled keeps nothing).
  package var trackedSleepCount: Int {
    lock.withLock { state.sleepers.count + state.unregistered.union(state.cancelledEarly).count }
  }

  /// Waits until the clock has been advanced to `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = lock.withLock {
      state.nextID += 1
      state.unregistered.insert(state.nextID)
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          state.unregistered.remove(id)
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
        for waiter in lock.withLock({ state.takeReachedCountWaiters() }) { waiter.resume() }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          // Not registered yet: the registration throws. Already woken (the task has not
          // returned yet): nothing to do, and nothing to keep.
          if state.unregistered.contains(id) { state.cancelledEarly.insert(id) }
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Returns once at least `count` sleeps wait: woken by each new sleeper, never by polling.
  package func waitForSleepers(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let reached = lock.withLock {
        if state.sleepers.count >= count { return true }
        state.countWaiters.append((count, continuation))
        return false
      }
      if reached { continuation.resume() }
    }
  }

  /// Moves the clock forward by `duration` and wakes the sleepers whose deadline it reached,
  /// earliest first.
  ///
  /// - Parameter duration: How far to move; a negative duration does nothing.
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    let due: [Sleeper] = lock.withLock {
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
