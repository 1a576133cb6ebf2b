import EmptyState
import EmptyStateTesting
import Testing

// The examples of the article "Telling Screen Readers" and of the announcement doc comments,
// compiled and run by `AnnouncementDocExampleTests`.

/// What a host's screen reader was told, standing in for `UIAccessibility.post`.
@MainActor
final class ScreenReader {
  var spoken: [(text: String, interrupting: Bool)] = []

  func speak(_ text: String, interrupting: Bool) {
    spoken.append((text, interrupting))
  }
}

extension DocExamples {
  /// The article's host: every announcement of `table` goes to `screenReader`.
  static func postingAnnouncements(of table: TableView, to screenReader: ScreenReader) -> HookToken
  {
    let token = table.onEmptyStateAnnouncement { table, announcement in
      // On iOS: UIAccessibility.post(notification: .announcement, argument: announcement.text)
      screenReader.speak(announcement.text, interrupting: announcement.politeness == .assertive)
    }
    return token
  }

  /// The doc comments' listeners: they print what they hear.
  static func printingAnnouncements(of table: TableView) -> [HookToken] {
    var tokens: [HookToken] = []
    do {
      let token = table.emptyState.onAnnouncement { table, announcement in
        print(announcement.politeness, announcement.text)
      }
      tokens.append(token)
    }
    do {
      let token = table.onEmptyStateAnnouncement { table, announcement in
        print(announcement.text)
      }
      tokens.append(token)
    }
    return tokens
  }

  /// The article's switch.
  static func turningAnnouncementsOff(of table: TableView) {
    table.emptyState.configuration.options.announcements = .off
  }

  /// The article's test; returns what was told.
  static func testingAnnouncements(of table: TableView) async throws -> [EmptyStateAnnouncement] {
    let clock = TestClock()
    table.emptyState.clock = clock
    var told: [EmptyStateAnnouncement] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    table.setEmptyView(title: "No orders yet")  // told: "No orders yet"
    table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading orders")
    table.emptyState.beginLoading()  // held: inside the interval
    await clock.advance(by: .seconds(1))
    await table.emptyState.settle()  // told: "Loading orders"
    token.cancel()
    return told
  }
}
