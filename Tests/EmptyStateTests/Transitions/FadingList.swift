import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A table with an empty placeholder, fades of 100 ms on a test clock, and its events: what
/// the transition tests step through frame by frame.
@MainActor
final class FadingList {
  let source: SectionsSource
  let table: TableView
  let clock: TestClock
  private(set) var events: [EmptyStateEvent] = []
  private var token: HookToken?

  /// A list with `rows`, fades of `duration` (linear, so each frame's opacity is plain), and the
  /// empty placeholder set; with `loading`, a loading placeholder too.
  init(
    rows: [Int] = [], transitions: EmptyStateOptions.Transitions = FadingList.linear,
    placement: EmptyStateOptions.Placement = .front, loading: Bool = false,
    clock: any Clock<Duration> = TestClock()
  ) throws {
    source = SectionsSource(rows)
    table = Fixtures.table(source)
    self.clock = clock as? TestClock ?? TestClock()
    table.emptyState.clock = clock
    token = table.emptyState.onEvent { [unowned self] _, event in self.events.append(event) }
    var configuration = EmptyStateConfiguration<TableView>(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      options: EmptyStateOptions(placement: placement, transitions: transitions))
    if loading { configuration.loading = try EmptyStatePlaceholder(title: "Loading…") }
    table.emptyState.configuration = configuration
  }

  /// Fades of 100 ms, linear.
  static let linear = EmptyStateOptions.Transitions.fade(
    duration: .milliseconds(100), curve: .linear)

  /// Moves the clock by `milliseconds` (the ends it reaches fire on their timers) and draws a
  /// frame.
  func frame(after milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
    table.emptyState.updateTransitions()
  }

  /// Moves the clock and lets the timers of the ends run, without drawing a frame.
  func wait(_ milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
    await table.emptyState.settle()
  }

  /// The table's rows become `rows`, and it reloads.
  func reload(_ rows: [Int]) {
    source.sections = rows
    table.reloadData()
  }

  /// The placeholder views in the list, back to front, with their opacity.
  var views: [(title: String, opacity: Double)] {
    table.subviews.compactMap { $0 as? PlaceholderView }.map { ($0.titleNode.text, $0.opacity) }
  }

  /// The events so far, then none.
  func takeEvents() -> [EmptyStateEvent] {
    defer { events = [] }
    return events
  }
}
