import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A table with an empty, a loading and a failure placeholder, on a test clock, recording what
/// it announces.
@MainActor
final class AnnouncedList {
  static let empty = EmptyStateAnnouncement(text: "No orders yet", kind: .empty)
  static let loading = EmptyStateAnnouncement(text: "Loading orders", kind: .loading)
  static let failure = EmptyStateAnnouncement(
    text: "Could not load. Check your network.", kind: .failure)

  let source: SectionsSource
  let table: TableView
  let clock = TestClock()
  var told: [EmptyStateAnnouncement] = []
  var token: HookToken?

  /// A table with `rows` rows in one section (none: no section), its placeholders not set yet.
  init(rows: Int = 0, announcements: EmptyStateOptions.Announcements = .standard) {
    source = SectionsSource(rows > 0 ? [rows] : [])
    table = Fixtures.table(source)
    table.emptyState.clock = clock
    table.emptyState.configuration.options.announcements = announcements
    token = table.onEmptyStateAnnouncement { [unowned self] _, announcement in
      self.told.append(announcement)
    }
  }

  /// Sets the three placeholders, in one configuration change.
  func setPlaceholders() throws {
    var configuration = table.emptyState.configuration
    configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
    configuration.loading = try EmptyStatePlaceholder(title: "Loading orders")
    configuration.failure = try EmptyStatePlaceholder(
      title: "Could not load", detail: "Check your network.")
    table.emptyState.configuration = configuration
  }

  /// Gives the table `rows` rows (none: no section) and reloads it.
  func reload(rows: Int) {
    source.sections = rows > 0 ? [rows] : []
    table.reloadData()
  }

  /// Moves the clock past the minimum interval and lets the timers fire.
  func waitOutTheInterval(_ interval: Duration = .seconds(1)) async {
    await clock.advance(by: interval)
    await table.emptyState.settle()
  }
}

/// An error for failure phases.
struct OrdersUnavailable: Error {}
