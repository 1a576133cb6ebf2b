/// When a list's announcements are spoken and which one, kept in the list's machine: the
/// article "Telling Screen Readers".
struct AnnouncementSchedule {
  /// What the list's own placeholder read when the last pass ended (`nil`: nothing shown).
  private var shownAtPassStart: EmptyStateAnnouncement?
  /// What it reads now, as last observed.
  var shown: EmptyStateAnnouncement?
  /// The last announcement a section's placeholder asked for in this pass.
  var requested: EmptyStateAnnouncement?
  /// The announcement waiting for the interval to end.
  private var held: EmptyStateAnnouncement?
  /// Whether the drain under way has spoken: a second announcement in it is held.
  var spokeInThisDrain = false

  /// A schedule for a list whose own placeholder reads `shown` now; that reading is not news.
  init(shown: EmptyStateAnnouncement?) {
    shownAtPassStart = shown
    self.shown = shown
  }

  /// A section's placeholder went away: what it asked for, held or not, is dropped.
  mutating func withdraw(section: Int) {
    if requested?.section == section { requested = nil }
    if held?.section == section { held = nil }
  }

  /// Announcements were turned off: what was asked for and held is dropped.
  mutating func turnOff<Held>() -> EmptyStateMachine<Held>.Effect {
    requested = nil
    shownAtPassStart = shown
    guard held != nil else { return .none }
    held = nil
    return .cancelWaitToSpeak
  }

  /// Speaks the list's news, else a section's, now or once the interval ends.
  mutating func endPass<Held>(
    since: Duration?, interval: Duration
  ) -> EmptyStateMachine<Held>.Effect {
    let wasHolding = held != nil
    // What the list's own placeholder reads at the end, unless the pass began with it too.
    let news = shown == shownAtPassStart ? nil : shown
    shownAtPassStart = shown
    // The list's own placeholder that a held announcement speaks for is gone.
    if let waiting = held, waiting.section == nil, waiting != shown { held = nil }
    let next = news ?? outranking(requested)
    requested = nil
    guard let next else { return wasHolding ? .cancelWaitToSpeak : .none }
    let remaining = since.map { max(.zero, interval - $0) } ?? .zero
    if !spokeInThisDrain, remaining == .zero {
      held = nil
      spokeInThisDrain = true
      return .speak(next)
    }
    held = next
    return .waitToSpeak(remaining)
  }

  /// Without news of the list: its held one (no section's outranks it), `request`, a section's.
  private func outranking(_ request: EmptyStateAnnouncement?) -> EmptyStateAnnouncement? {
    if let held, held.section == nil { return held }
    return request ?? held
  }
}
