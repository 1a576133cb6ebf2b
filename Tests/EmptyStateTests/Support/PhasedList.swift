import EmptyState
import TestSupport

/// A table with all three placeholders configured, for the phase and option tests.
@MainActor
struct PhasedList {
  let source: SectionsSource
  let table: TableView

  init(
    rows: [Int] = [], options: EmptyStateOptions = EmptyStateOptions(),
    shouldDisplay: EmptyStateConfiguration<TableView>.Predicate? = nil, log: DiagnosticLog? = nil
  ) throws {
    source = SectionsSource(rows)
    table = Fixtures.table(source, diagnostics: log)
    table.emptyState.phase = .notLoaded
    table.emptyState.configuration = try Self.configuration(
      options: options, shouldDisplay: shouldDisplay)
  }

  static func configuration(
    options: EmptyStateOptions = EmptyStateOptions(),
    shouldDisplay: EmptyStateConfiguration<TableView>.Predicate? = nil
  ) throws -> EmptyStateConfiguration<TableView> {
    EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading…"),
      failure: try EmptyStatePlaceholder(
        title: "Could not load", button: PlaceholderButton(title: "Retry")),
      options: options, shouldDisplay: shouldDisplay)
  }

  var shown: PlaceholderKind? { table.emptyState.shownPlaceholder }
}

/// An error for failed loads.
struct LoadError: Error, CustomStringConvertible {
  var description: String { "offline" }
}

/// Records a delegate's calls.
@MainActor
final class DelegateLog: EmptyStateDelegate {
  var calls: [String] = []

  func emptyStateWillAppear(in list: TableView) { calls.append("willAppear") }
  func emptyStateDidAppear(in list: TableView) { calls.append("didAppear") }
  func emptyStateWillDisappear(in list: TableView) { calls.append("willDisappear") }
  func emptyStateDidDisappear(in list: TableView) { calls.append("didDisappear") }
  func emptyState(in list: TableView, didTapView view: PlaceholderView) { calls.append("tapView") }
  func emptyState(in list: TableView, didTapButton button: ButtonNode) { calls.append("tapButton") }
  func emptyState(in list: TableView, didChangePhaseTo phase: ContentPhase) {
    calls.append("phase:\(phase)")
  }
}
