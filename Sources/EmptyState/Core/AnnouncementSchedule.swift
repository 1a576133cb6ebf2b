/// When a list's announcements are spoken and which one ("Telling Screen Readers").
struct AnnouncementSchedule {
  /// What the owner does for the schedule.
  enum Action {
    /// Tell the listeners this now, and start measuring the interval again.
    case speak(EmptyStateAnnouncement)
    /// One is held: set the interval's alarm, unless it is set, to end the pass again then.
    case wait(Duration)
    /// Nothing is held any more: cancel the interval's alarm.
    case cancelWait
    /// The pass ended in the list's open batch: have its end sent, then say it was asked for.
    case waitForBatch
    /// The list ran what waits for its batch at once: end the pass now, in the same work.
    case endPassNow
    /// The batch the pass waited for ended: end the pass again, in the list's queue.
    case endPassAgain
  }

  /// A pass ended in the list's open batch: asking for the batch's end, waiting, or ended.
  private enum BatchWait { case none, asking, waiting, ended }

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
  /// Whether a pass waits for the list's open batch.
  private var batch = BatchWait.none

  /// A schedule for a list whose own placeholder reads `shown` now; that reading is not news.
  init(shown: EmptyStateAnnouncement?) {
    shownAtPassStart = shown
    self.shown = shown
  }

  /// The list's own placeholder reads `announcement` now (`nil`: nothing).
  mutating func observe(shown announcement: EmptyStateAnnouncement?) {
    shown = announcement
  }

  /// A section's placeholder asks for `announcement`; the last one asked for in a pass counts.
  mutating func request(_ announcement: EmptyStateAnnouncement) {
    requested = announcement
  }

  /// A section's placeholder went away: what it asked for, held or not, is dropped.
  mutating func withdraw(section: Int) {
    if requested?.section == section { requested = nil }
    if held?.section == section { held = nil }
  }

  /// The drain of the list's work ended: the next one may speak at once.
  mutating func endDrain() {
    spokeInThisDrain = false
    if batch == .ended { batch = .none }
  }

  /// The list was asked to send the end of its batch: the pass ends now if it already did.
  mutating func batchEndAsked() -> Action? {
    switch batch {
    case .asking: batch = .waiting
    case .ended: return .endPassNow
    case .none, .waiting: break
    }
    return nil
  }

  /// The batch a pass waited for ended: the pass ends again (at once, if still being asked).
  mutating func endBatch() -> Action? {
    switch batch {
    case .asking: batch = .ended
    case .waiting:
      batch = .none
      return .endPassAgain
    case .none, .ended: break
    }
    return nil
  }

  /// Announcements were turned off: what was asked for and held is dropped, what shows is old.
  mutating func turnOff() -> Action? {
    requested = nil
    shownAtPassStart = shown
    guard held != nil else { return nil }
    held = nil
    return .cancelWait
  }

  /// Speaks the list's news, else a section's, now, after the interval, or after the batch.
  mutating func endPass(since: Duration?, interval: Duration, batchIsOpen: Bool) -> Action? {
    switch batch {
    case .asking where batchIsOpen, .waiting where batchIsOpen: return nil
    case .none where batchIsOpen:
      batch = .asking
      return .waitForBatch
    case .ended: batch = .none
    default: break
    }
    let wasHolding = held != nil
    // What the list's own placeholder reads at the end, unless the pass began with it too.
    let news = shown == shownAtPassStart ? nil : shown
    shownAtPassStart = shown
    // The list's own placeholder that a held announcement speaks for is gone.
    if let waiting = held, waiting.section == nil, waiting != shown { held = nil }
    let next = news ?? outranking(requested)
    requested = nil
    guard let next else { return wasHolding ? .cancelWait : nil }
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
