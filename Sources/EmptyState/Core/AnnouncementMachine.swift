/// When a list's announcements are spoken: at most one per pass, never one for a placeholder
/// that was already shown with the same text, and at most one per minimum interval, the latest
/// held one spoken when the interval ends.
///
/// A pass is one drain of the controller's work queue (one public call, or one timer). During
/// it the owner tells the machine what the list's placeholder shows after each change
/// (``observe(_:)``) and what a section's placeholder asks to be spoken (``request(_:)``);
/// the last of these is the pass's candidate. At the end of the pass, ``passEnded(since:interval:spokeInThisDrain:)``
/// says what to do with it: speak it now, or hold it until the interval ends (a held
/// announcement is replaced by every later candidate, and dropped when the list's placeholder
/// it speaks for is gone).
struct AnnouncementMachine {
  /// What the owner does at the end of a pass.
  enum Action: Equatable {
    /// Nothing.
    case none
    /// Speak this now, and start measuring the interval again.
    case speak(EmptyStateAnnouncement)
    /// An announcement is held: set the timer, unless it is set, to end the pass again after
    /// this delay.
    case wait(Duration)
    /// Nothing is held any more: cancel the timer.
    case cancelWait
  }

  /// What the list's own placeholder read when the last pass ended (`nil`: nothing shown).
  private var shownAtPassStart: EmptyStateAnnouncement?
  /// What it reads now, as last observed.
  private var shown: EmptyStateAnnouncement?
  /// The pass's candidate: the last change observed or requested in it.
  private var candidate: EmptyStateAnnouncement?
  /// The announcement waiting for the interval to end.
  private var held: EmptyStateAnnouncement?

  /// A machine for a list whose own placeholder reads `shown` now; that reading is not news.
  init(shown: EmptyStateAnnouncement? = nil) {
    shownAtPassStart = shown
    self.shown = shown
  }

  /// The list's own placeholder changed during the pass: it reads `announcement` now, or
  /// nothing (`nil`: it is hidden, or has no text).
  mutating func observe(_ announcement: EmptyStateAnnouncement?) {
    guard announcement != shown else { return }
    shown = announcement
    if let announcement { candidate = announcement }
  }

  /// A section's placeholder asks for `announcement` to be spoken.
  mutating func request(_ announcement: EmptyStateAnnouncement) {
    candidate = announcement
  }

  /// A section's placeholder went away: what it asked for, held or not, is dropped.
  mutating func withdraw(section: Int) {
    if candidate?.section == section { candidate = nil }
    if held?.section == section { held = nil }
  }

  /// The pass ended; the last announcement was spoken `since` ago (`nil`: never), the minimum
  /// interval is `interval`, and `spokeInThisDrain` says whether this drain spoke already.
  mutating func passEnded(
    since: Duration?, interval: Duration, spokeInThisDrain: Bool
  ) -> Action {
    let wasHolding = held != nil
    // Back to what the pass started with: nothing new for the list's own placeholder.
    if let proposed = candidate, proposed.section == nil, proposed == shownAtPassStart {
      candidate = nil
    }
    shownAtPassStart = shown
    // The list's own placeholder that a held announcement speaks for is gone.
    if let waiting = held, waiting.section == nil, waiting != shown { held = nil }
    guard let next = candidate ?? held else { return wasHolding ? .cancelWait : .none }
    candidate = nil
    let remaining = since.map { max(.zero, interval - $0) } ?? .zero
    if !spokeInThisDrain, remaining == .zero {
      held = nil
      return .speak(next)
    }
    held = next
    return .wait(remaining)
  }

  /// Announcements were turned off, or the last listener went: nothing is candidate or held;
  /// what is shown stays known.
  mutating func forget() -> Action {
    candidate = nil
    shownAtPassStart = shown
    guard held != nil else { return .none }
    held = nil
    return .cancelWait
  }
}
