import EmptyState

extension SandboxSession {
  /// Starts or stops printing the list's announcements to screen readers in the log.
  func printAnnouncements(_ printed: Bool) {
    if printed {
      listenToAnnouncements()
      note("announcements are printed: what a screen reader is told")
    } else {
      announcementToken = nil
      note("announcements are not printed")
    }
  }

  /// Prints every announcement of the current list as a line of the log.
  func listenToAnnouncements() {
    announcementToken = list.emptyState.onAnnouncement { [weak self] announcement in
      self?.note(Self.describe(announcement))
    }
  }

  /// `announces (polite, empty): "No orders yet"`, the section too when there is one.
  static func describe(_ announcement: EmptyStateAnnouncement) -> String {
    let section = announcement.section.map { ", section \($0)" } ?? ""
    return "announces (\(announcement.politeness.rawValue), \(announcement.kind.rawValue)"
      + "\(section)): \"\(announcement.text)\""
  }
}
