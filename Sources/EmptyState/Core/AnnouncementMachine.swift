/// When a list's announcements are spoken and which one: the article "Telling Screen Readers".
struct AnnouncementMachine {
  /// Something that happened to what the list's placeholders read.
  enum Event {
    /// The list's own placeholder reads this now, or nothing (`nil`: hidden, no text).
    case shownChanged(EmptyStateAnnouncement?)
    /// A section's placeholder asks for this to be spoken.
    case requested(EmptyStateAnnouncement)
    /// A section's placeholder went away: what it asked for, held or not, is dropped.
    case withdrawn(section: Int)
    /// A pass ended, this long after the last announcement, with the minimum interval.
    case passEnded(since: Duration?, interval: Duration)
    /// Announcements were turned off, or the last listener went.
    case turnedOff
    /// The drain of the list's work ended: the next one may speak at once.
    case drainEnded
  }

  /// What the owner does.
  enum Effect {
    /// Nothing.
    case none
    /// Speak this now, and start measuring the interval again.
    case speak(EmptyStateAnnouncement)
    /// One is held: set the timer, unless it is set, to end the pass again after this delay.
    case wait(Duration)
    /// Nothing is held any more: cancel the timer.
    case cancelWait
  }

  /// What the list's own placeholder read when the last pass ended (`nil`: nothing shown).
  private var shownAtPassStart: EmptyStateAnnouncement?
  /// What it reads now, as last observed.
  private var shown: EmptyStateAnnouncement?
  /// The last announcement a section's placeholder asked for in this pass.
  private var requested: EmptyStateAnnouncement?
  /// The announcement waiting for the interval to end.
  private var held: EmptyStateAnnouncement?
  /// Whether the drain under way has spoken: a second announcement in it is held.
  private var spokeInThisDrain = false

  /// A machine for a list whose own placeholder reads `shown` now; that reading is not news.
  init(shown: EmptyStateAnnouncement? = nil) {
    shownAtPassStart = shown
    self.shown = shown
  }

  /// Handles `event` and returns what the owner must do.
  mutating func handle(_ event: Event) -> Effect {
    switch event {
    case .shownChanged(let announcement):
      shown = announcement
    case .requested(let announcement):
      requested = announcement
    case .withdrawn(let section):
      if requested?.section == section { requested = nil }
      if held?.section == section { held = nil }
    case .passEnded(let since, let interval):
      return passEnded(since: since, interval: interval)
    case .turnedOff:
      requested = nil
      shownAtPassStart = shown
      guard held != nil else { return .none }
      held = nil
      return .cancelWait
    case .drainEnded:
      spokeInThisDrain = false
    }
    return .none
  }

  /// Speaks the list's news, else a section's, now or once the interval ends.
  private mutating func passEnded(since: Duration?, interval: Duration) -> Effect {
    let wasHolding = held != nil
    // What the list's own placeholder reads at the end, unless the pass began with it too.
    let news = shown == shownAtPassStart ? nil : shown
    shownAtPassStart = shown
    // The list's own placeholder that a held announcement speaks for is gone.
    if let waiting = held, waiting.section == nil, waiting != shown { held = nil }
    let next = news ?? outranking(requested)
    requested = nil
    guard let next else { return wasHolding ? .cancelWait : .none }
    let remaining = since.map { max(.zero, interval - $0) } ?? .zero
    if !spokeInThisDrain, remaining == .zero {
      held = nil
      spokeInThisDrain = true
      return .speak(next)
    }
    held = next
    return .wait(remaining)
  }

  /// Without news of the list: its held one (no section's outranks it), `request`, a section's.
  private func outranking(_ request: EmptyStateAnnouncement?) -> EmptyStateAnnouncement? {
    if let held, held.section == nil { return held }
    return request ?? held
  }
}
