/// What a list's empty state measures with a stopwatch: one per slot.
enum StopwatchSlot: Hashable {
  /// How long the loading placeholder has been shown.
  case load
  /// The time the fades are measured in.
  case fade
  /// The time since the last announcement was spoken.
  case announcement
}

/// The alarms and stopwatches of a list's empty state, on its one clock.
typealias ListTimers = TimerStore<StopwatchSlot>
