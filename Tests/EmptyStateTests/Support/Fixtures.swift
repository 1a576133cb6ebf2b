import EmptyState
import TestSupport
import Testing

/// Values the EmptyState tests share beyond the list fixtures.
extension Fixtures {
  static func image(
    _ name: String = "no-orders", width: Double = 64, height: Double = 64
  ) throws -> ViewImage {
    try ViewImage(name: name, width: width, height: height)
  }
}

/// Records the empty-state events of a list.
@MainActor
final class EventLog {
  var events: [EmptyStateEvent] = []
  private var token: HookToken?

  init<List>(observing controller: EmptyStateController<List>) {
    token = controller.onEvent { [unowned self] _, event in self.events.append(event) }
  }

  var appearances: Int { events.filter { $0 == .didAppear }.count }
  var disappearances: Int { events.filter { $0 == .didDisappear }.count }
}

extension PlaceholderView {
  /// The centre of the placeholder's button, in its list's coordinates (or its own centre
  /// without a button).
  var buttonCentre: ViewPoint {
    guard let button = buttonNode else { return ViewPoint(x: frame.midX, y: frame.midY) }
    return ViewPoint(x: frame.minX + button.frame.midX, y: frame.minY + button.frame.midY)
  }
}
