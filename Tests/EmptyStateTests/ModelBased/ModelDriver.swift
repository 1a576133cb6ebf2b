import EmptyState
import Hooks
import TestSupport
import Testing

/// Applies operations to a real list and to the model, and checks every invariant after each.
@MainActor
final class ModelDriver {
  let list: any ModelList
  var model = ListModel()
  let tracker: LifetimeTracker
  var source: SectionsSource?
  /// The test hooks registered on the real list, in registration order.
  var realHooks: [(id: Int, token: HookToken)] = []
  /// Ids of hooks added by hooks; kept in step with the model's numbering.
  private var realHookIDs = 0
  private var hookLog: [String] = []
  private var events: [EmptyStateEvent] = []
  private var diagnostics: [ListDiagnostic] = []
  private var eventToken: HookToken?
  private var reloadedHooks = Set<Int>()
  private var addingHooks = Set<Int>()

  func logHook(_ entry: String) {
    hookLog.append(entry)
  }

  /// Whether hook `id` may reload now (once in its life, as the model says).
  func markReloaded(_ id: Int) -> Bool {
    reloadedHooks.insert(id).inserted
  }

  /// Whether hook `id` may add a hook now (once in its life).
  func markAdded(_ id: Int) -> Bool {
    addingHooks.insert(id).inserted
  }

  /// The id the next hook gets; the model numbers in the same order.
  func nextRealHookID() -> Int {
    defer { realHookIDs += 1 }
    return realHookIDs
  }

  init(useCollection: Bool, tracker: LifetimeTracker) {
    self.tracker = tracker
    let frame = ViewRect(x: 0, y: 0, width: 320, height: 480)
    list =
      useCollection
      ? TypedModelList(CollectionView(frame: frame)) { $0.dataSource = $1 }
      : TypedModelList(TableView(frame: frame)) { $0.dataSource = $1 }
    let source = SectionsSource([])
    self.source = source
    list.setDataSource(source)
    list.view.reloadData()
    list.view.diagnosticHandler = { [unowned self] _, diagnostic in
      self.diagnostics.append(diagnostic)
    }
    eventToken = list.onEvent { [unowned self] event in self.events.append(event) }
    tracker.track(list.view, "list")
    tracker.track(source, "data source")
    tracker.track(list.controller, "controller")
  }

  /// Runs `operation` on both sides and returns the first broken invariant, if any.
  func run(_ operation: ModelOperation) -> String? {
    hookLog = []
    events = []
    diagnostics = []
    let before = model.shown
    var expected = Expected()
    apply(operation, expected: &expected)
    expected.diagnostics += model.releaseReports
    model.releaseReports = 0
    model.shown = model.expectedShown
    expected.events += Self.transitionEvents(from: before, to: model.shown)
    tracker.track(list.emptyView, "empty view")
    return check(expected)
  }

  struct Expected {
    var hookLog: [String] = []
    var events: [EmptyStateEvent] = []
    var diagnostics = 0
  }

  private static func transitionEvents(
    from old: PlaceholderKind?, to new: PlaceholderKind?
  ) -> [EmptyStateEvent] {
    switch (old, new) {
    case (nil, _?): return [.willAppear, .didAppear]
    case (_?, nil): return [.willDisappear, .didDisappear]
    default: return []
    }
  }

  private func check(_ expected: Expected) -> String? {
    if list.visiblePlaceholder != model.shown {
      return
        "shown \(String(describing: list.visiblePlaceholder)), model says \(String(describing: model.shown))"
    }
    let views = list.view.subviews.filter { $0 is EmptyStateView }
    if views.count != (model.shown == nil ? 0 : 1) {
      return "\(views.count) empty views in the list"
    }
    if model.shown != nil, list.view.subviews.last !== list.emptyView {
      return "shown view not in front"
    }
    if list.counts != model.listCounts { return "counts \(list.counts), model \(model.listCounts)" }
    if hookLog != expected.hookLog { return "hooks ran \(hookLog), expected \(expected.hookLog)" }
    if events != expected.events { return "events \(events), expected \(expected.events)" }
    if diagnostics.count != expected.diagnostics {
      return "diagnostics \(diagnostics), expected \(expected.diagnostics)"
    }
    if model.shown != nil, let view = list.emptyView {
      let area = list.view.contentArea
      let frame = view.frame
      let inside =
        frame.minX >= area.minX - 0.001 && frame.maxX <= area.maxX + 0.001
        && frame.minY >= area.minY - 0.001 && frame.maxY <= area.maxY + 0.001
      if !inside || !frame.size.isValid {
        return "view frame \(frame) outside content area \(area)"
      }
    }
    return nil
  }
}
