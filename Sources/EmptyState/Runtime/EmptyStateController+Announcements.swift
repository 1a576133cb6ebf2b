import Hooks

extension EmptyStateController {
  /// Receives the announcements of the list with the list they concern.
  public typealias AnnouncementHandler =
    @MainActor (_ list: List, _ announcement: EmptyStateAnnouncement) -> Void

  /// Adds a listener for what screen readers should be told, called after the listeners added
  /// before; a host posts each announcement (see the article "Telling Screen Readers").
  ///
  /// An announcement comes when a placeholder appears, when the shown one is replaced by one
  /// that reads differently (loading, then failure), and when a section's placeholder appears:
  /// once, at the end of the call that caused it (after its events), never for a placeholder
  /// that was already shown with the same text, and at most one per
  /// ``EmptyStateOptions/Announcements/on(minimumInterval:)`` (``EmptyStateOptions/announcements``).
  /// When several placeholders appear in one call, the list's own is spoken, and no section's
  /// replaces it while it waits for the interval; of sections' alone, the one decided last.
  /// A listener may call back into the list: what that changes is spoken at the earliest when
  /// the interval ends.
  ///
  /// ```swift
  /// let token = table.emptyState.onAnnouncement { table, announcement in
  ///   print(announcement.politeness, announcement.text)
  /// }
  /// ```
  ///
  /// Listeners are additive: each call adds one, and the returned token removes it (dropping
  /// the token removes it too).
  ///
  /// - Parameter handler: Receives the list and the announcement.
  /// - Returns: The token that keeps the listener.
  public func onAnnouncement(_ handler: @escaping AnnouncementHandler) -> HookToken {
    (announcementStorage ?? beginAnnouncements()).listeners.after(handler)
  }

  /// Keeps the listeners, and starts the machine's schedule: what shows now is not news.
  private func beginAnnouncements() -> AnnouncementStorage<List> {
    let storage = AnnouncementStorage<List>()
    announcementStorage = storage
    send(.announcementsBegan(shown: shownAnnouncement()))
    return storage
  }

  func announce(
    _ text: String, politeness: EmptyStateAnnouncement.Politeness? = nil,
    kind: PlaceholderKind, section: Int?
  ) {
    guard announcementStorage != nil else { return }
    let announcement = EmptyStateAnnouncement(
      text: text, politeness: politeness, kind: kind, section: section)
    guard !announcement.text.isEmpty else { return }
    send(.announcementRequested(announcement))
    perform(.announce)
  }

  func withdrawAnnouncement(forSection section: Int) {
    guard announcementStorage != nil else { return }
    send(.announcementWithdrawn(section: section))
  }

  /// The list's own placeholder was shown, replaced or hidden; nothing runs while nobody listens.
  func shownPlaceholderDidChange() {
    guard announcementStorage != nil else { return }
    send(.shownTextChanged(shownAnnouncement()))
    perform(.announce)
  }

  func shownAnnouncement() -> EmptyStateAnnouncement? {
    guard let kind = shownPlaceholder, let view, view.kind == kind else { return nil }
    let announcement = EmptyStateAnnouncement(text: view.readText, kind: kind)
    return announcement.text.isEmpty ? nil : announcement
  }

  /// The end of a pass: the machine says whether to speak now, hold, or drop what it held.
  func endAnnouncementPass() {
    guard let storage = announcementStorage, let list else { return }
    guard let interval = configuration.options.announcements.effectiveInterval,
      !storage.listeners.isEmpty
    else { return send(.announcementsTurnedOff) }
    send(
      .announcementPassEnded(
        since: timerStorage?.elapsed(.announcement), interval: interval,
        batchIsOpen: list.hasOpenBatch))
  }

  func carryOut(_ action: AnnouncementSchedule.Action) {
    guard let storage = announcementStorage else { return }
    switch action {
    case .speak(let announcement):
      timerStorage?.cancel(storage.intervalAlarm)
      timers.stop(.announcement)
      timers.start(.announcement)
      if let list { storage.listeners.notify(list, announcement) }
    case .wait(let delay):
      timers.set(&storage.intervalAlarm, after: delay) { [weak self] in
        self?.send(.announcementIntervalEnded)
      }
    case .cancelWait:
      timerStorage?.cancel(storage.intervalAlarm)
    case .waitForBatch:
      list?.afterContentChange { [weak self] in self?.send(.announcementBatchEnded) }
      send(.announcementBatchEndAsked)
    case .endPassNow: endAnnouncementPass()
    case .endPassAgain: perform(.announce)
    }
  }
}

/// What a list's empty state keeps for announcements.
@MainActor
final class AnnouncementStorage<List: AnyObject> {
  let listeners = HookRegistry<List, EmptyStateAnnouncement>()
  /// The end of the minimum interval, while an announcement is held.
  var intervalAlarm: TimerAlarm?
}
