/// A task that sleeps on a clock until a deadline, then runs its work on the main actor, unless
/// it is cancelled first: releasing its ``owned`` task cancels it.
///
/// The loads' timers and the transitions' end all wait this way, so that a manual clock moves
/// them all together.
struct ClockAlarm {
  let owned: OwnedTask
  /// Whether the clock has reached the deadline.
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
    (clock as? any AlarmObservingClock)?.alarmWasSet(task, deadline: deadline)
    return ClockAlarm(
      owned: OwnedTask(task), isDue: { clock.now >= deadline },
      remaining: { max(.zero, clock.now.duration(to: deadline)) })
  }
}

/// A clock that wants to know the library's alarms: a test clock, which waits for the alarms it
/// wakes to have fired before it moves on (`EmptyStateTesting`'s `TestClock`).
package protocol AlarmObservingClock: Sendable {
  /// An alarm was set on this clock; `task` sleeps until `deadline` (an instant of this clock),
  /// then fires on the main actor, unless it is cancelled first.
  func alarmWasSet(_ task: Task<Void, Never>, deadline: any Sendable)
}
