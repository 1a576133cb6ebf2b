import EmptyState

/// A table with all three placeholders configured, for the phase and option tests.
@MainActor
struct PhasedList {
  let source: SectionsSource
  let table: TableView

  init(
    rows: [Int] = [], options: EmptyStateOptions = EmptyStateOptions(), log: DiagnosticLog? = nil
  )
    throws
  {
    source = SectionsSource(rows)
    table = Fixtures.table(source, diagnostics: log)
    table.emptyState.phase = .notLoaded
    table.emptyState.configuration = try Self.configuration(options: options)
  }

  static func configuration(options: EmptyStateOptions = EmptyStateOptions()) throws
    -> EmptyStateConfiguration
  {
    EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading…"),
      failure: try EmptyStatePlaceholder(
        title: "Could not load", button: PlaceholderButton(title: "Retry")),
      options: options)
  }

  var shown: PlaceholderKind? { table.emptyState.visiblePlaceholder }
}

/// An error for failed loads.
struct LoadError: Error, CustomStringConvertible {
  var description: String { "offline" }
}

/// Records a delegate's calls.
@MainActor
final class DelegateLog: EmptyStateDelegate {
  var calls: [String] = []

  func emptyStateWillAppear(in list: ViewNode) { calls.append("willAppear") }
  func emptyStateDidAppear(in list: ViewNode) { calls.append("didAppear") }
  func emptyStateWillDisappear(in list: ViewNode) { calls.append("willDisappear") }
  func emptyStateDidDisappear(in list: ViewNode) { calls.append("didDisappear") }
  func emptyState(in list: ViewNode, didTapView view: EmptyStateView) { calls.append("tapView") }
  func emptyState(in list: ViewNode, didTapButton button: ButtonNode) { calls.append("tapButton") }
  func emptyState(in list: ViewNode, didChangePhaseTo phase: ContentPhase) {
    calls.append("phase:\(phase)")
  }
}
