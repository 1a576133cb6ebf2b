/// When a list's announcements are spoken and which one ("Telling Screen Readers").
struct AnnouncementSchedule {
  enum Action {
    case speak(EmptyStateAnnouncement)
    /// One is held and the interval's alarm is not set: set it, to end the pass again then.
    case wait(Duration)
    case cancelWait
    case waitForBatch
    case endPassNow
    case endPassAgain
  }

  /// A pass ended in the list's open batch: asking for the batch's end, waiting, or ended.
  private enum BatchWait { case none, asking, waiting, ended }

  private var shownAtPassStart: EmptyStateAnnouncement?
  private var shown: EmptyStateAnnouncement?
  private var requested: EmptyStateAnnouncement?
  private var held: EmptyStateAnnouncement?
  private var spokeInThisDrain = false
  /// The interval's alarm is set: from a `wait` until it rings, or a `speak` or `cancelWait`.
  private var waitsForInterval = false
  private var batch = BatchWait.none

  init(shown: EmptyStateAnnouncement?) {
    shownAtPassStart = shown
    self.shown = shown
  }

  mutating func observe(shown announcement: EmptyStateAnnouncement?) {
    shown = announcement
  }

  mutating func request(_ announcement: EmptyStateAnnouncement) {
    requested = announcement
  }

  mutating func withdraw(section: Int) {
    if requested?.section == section { requested = nil }
    if held?.section == section { held = nil }
  }

  mutating func endDrain() {
    spokeInThisDrain = false
    if batch == .ended { batch = .none }
  }

  mutating func batchEndAsked() -> Action? {
    switch batch {
    case .asking: batch = .waiting
    case .ended: return .endPassNow
    case .none, .waiting: break
    }
    return nil
  }

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

  mutating func turnOff() -> Action? {
    requested = nil
    shownAtPassStart = shown
    guard held != nil else { return nil }
    held = nil
    return cancellingWait()
  }

  /// The interval's alarm rang: the pass ends again.
  mutating func endInterval() -> Action {
    waitsForInterval = false
    return .endPassAgain
  }

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
    guard let next else { return wasHolding ? cancellingWait() : nil }
    let remaining = since.map { max(.zero, interval - $0) } ?? .zero
    if !spokeInThisDrain, remaining == .zero {
      held = nil
      spokeInThisDrain = true
      waitsForInterval = false  // speaking cancels the alarm
      return .speak(next)
    }
    held = next
    guard !waitsForInterval else { return nil }
    waitsForInterval = true
    return .wait(remaining)
  }

  private mutating func cancellingWait() -> Action {
    waitsForInterval = false
    return .cancelWait
  }

  private func outranking(_ request: EmptyStateAnnouncement?) -> EmptyStateAnnouncement? {
    if let held, held.section == nil { return held }
    return request ?? held
  }
}
