/// Where a list's empty state keeps a timer and a stopwatch: one of each per slot.
enum TimerSlot: Hashable {
  /// The current load's show delay or minimum display; its stopwatch measures how long the
  /// loading placeholder has been shown.
  case load
  /// The end of the next fade; its stopwatch is the time the fades are measured in.
  case fade
  /// The show delay or minimum display of a paged loader's footer spinner.
  case page
  /// The end of the minimum interval between two announcements; its stopwatch measures the
  /// time since the last one was spoken.
  case announcement
}

/// What a timer of a list's empty state is for.
enum TimerPurpose: Equatable {
  /// The show delay of the current load.
  case showDelay
  /// The minimum display time of the loading placeholder, for the held outcome (the load
  /// slot's timer changes with it).
  case minimumDisplay
  /// The end of the next fade, at this reading of the fade slot's stopwatch.
  case fadeEnd(at: Duration)
  /// The footer spinner's timer of a page request: its number, and its paged loader's number
  /// among loads (unique for the process, so a freed loader's timer reaches no other). The
  /// loader's state machine knows whether it is a show delay or a minimum display.
  case pageFooter(request: UInt64, loader: UInt64)
  /// The end of the minimum interval between two announcements, when one is held.
  case announcementInterval
}

/// The timers of a list's empty state.
typealias ListTimers = TimerStore<TimerSlot, TimerPurpose>
