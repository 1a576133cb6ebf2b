import EmptyState
import Testing

/// Shared values and helpers for the EmptyState tests.
@MainActor
enum Fixtures {
  static let bounds = ViewRect(x: 0, y: 0, width: 320, height: 480)

  static func image(
    _ name: String = "no-orders", width: Double = 64, height: Double = 64
  ) throws -> EmptyStateImage {
    try EmptyStateImage(name: name, width: width, height: height)
  }

  /// A table in `bounds` over `source`, reloaded once.
  ///
  /// Diagnostics go to `diagnostics`; without a log, any diagnostic fails the test.
  static func table(_ source: SectionsSource, diagnostics: DiagnosticLog? = nil) -> TableView {
    let table = TableView(frame: bounds)
    table.dataSource = source
    table.diagnosticHandler = { _, diagnostic in
      if let diagnostics {
        diagnostics.entries.append(diagnostic)
      } else {
        Issue.record("unexpected diagnostic: \(diagnostic)")
      }
    }
    table.reloadData()
    return table
  }

  /// A collection in `bounds` over `source`, reloaded once; any diagnostic fails the test.
  static func collection(_ source: SectionsSource) -> CollectionView {
    let collection = CollectionView(frame: bounds)
    collection.dataSource = source
    collection.diagnosticHandler = { _, diagnostic in
      Issue.record("unexpected diagnostic: \(diagnostic)")
    }
    collection.reloadData()
    return collection
  }
}

/// Collects the diagnostics of a list.
@MainActor
final class DiagnosticLog {
  var entries: [ListDiagnostic] = []
}

/// Records the empty-state events of a list.
@MainActor
final class EventLog {
  var events: [EmptyStateEvent] = []

  init(observing controller: EmptyStateController) {
    controller.eventHandler = { [unowned self] _, event in self.events.append(event) }
  }

  var appearances: Int { events.filter { $0 == .didAppear }.count }
  var disappearances: Int { events.filter { $0 == .didDisappear }.count }
}

extension EmptyStateView {
  /// The centre of the placeholder's button, in its list's coordinates (or its own centre
  /// without a button).
  var buttonCentre: ViewPoint {
    guard let button = buttonNode else { return ViewPoint(x: frame.midX, y: frame.midY) }
    return ViewPoint(x: frame.minX + button.frame.midX, y: frame.minY + button.frame.midY)
  }
}
