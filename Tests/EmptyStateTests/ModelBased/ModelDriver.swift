import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing
import VirtualTime

/// Applies operations to a real list and to the model, and checks every invariant after each.
@MainActor
final class ModelDriver {
  private(set) var list: any ModelList
  var model = ListModel()
  let tracker: LifetimeTracker
  var source: SectionsSource?
  /// The list's clock; `swapClock` replaces it by one at the same time.
  private(set) var clock = TestClock()
  /// The test hooks registered on the real list, in registration order.
  var realHooks: [(id: Int, token: HookToken)] = []
  /// Every run of a loader on the current list, in the order the model numbers them.
  var runs: [Run] = []
  /// Counts the loaders given, to name what they capture.
  var loaders = 0
  /// Ids of hooks added by hooks; kept in step with the model's numbering.
  private var realHookIDs = 0
  private var hookLog: [String] = []
  private var events: [EmptyStateEvent] = []
  private var diagnostics: [ListDiagnostic] = []
  private var eventToken: HookToken?
  private var reloadedHooks = Set<Int>()
  private var addingHooks = Set<Int>()
  /// The visibility the events told so far, and what broke their order or timing.
  var eventOrder = VisibilityEventOrder()
  var eventFailures: [String] = []

  /// One run of a loader: the gate it waits for, and the task of its load.
  struct Run {
    let gate: LoadGate<[Int]>
    var task: Task<Void, Never>?
    var resolved = false
  }

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

  private let useCollection: Bool

  init(useCollection: Bool, tracker: LifetimeTracker, start: ModelStart = .reloaded) {
    self.tracker = tracker
    self.useCollection = useCollection
    list = Self.makeList(useCollection: useCollection)
    setUp(start: start)
  }

  private static func makeList(useCollection: Bool) -> any ModelList {
    let frame = ViewRect(x: 0, y: 0, width: 320, height: 480)
    return useCollection
      ? TypedModelList(CollectionView(frame: frame)) { $0.dataSource = $1 }
      : TypedModelList(TableView(frame: frame)) { $0.dataSource = $1 }
  }

  /// Gives the list a data source, the clock and the listeners, and tracks them; the list is
  /// left in the starting state `start`.
  private func setUp(start: ModelStart = .reloaded) {
    let source = SectionsSource(start.initialData)
    self.source = source
    list.setClock(clock)
    model.data = start.initialData
    switch start {
    case .reloaded:
      list.setDataSource(source)
      list.view.reloadData()
    case .neverReloaded:
      list.setDataSource(source)
      model.countsFetched = false
    case .readThroughCounts:
      list.setDataSource(source)
      _ = list.view.numberOfSections
      model.listCounts = start.initialData
    case .readThroughRendering:
      list.setDataSource(source)
      _ = PlainTextRenderer().render(list.view)
      model.listCounts = start.initialData
    case .dataSourceSetLate:
      _ = list.view.numberOfSections
      list.setDataSource(source)
      model.countsFetched = false
    case .dataSourceReplaced:
      let first = SectionsSource(start.initialData.map { $0 + 1 })
      list.setDataSource(first)
      _ = PlainTextRenderer().render(list.view)
      list.setDataSource(source)
      model.countsFetched = false
    }
    list.view.diagnosticHandler = { [unowned self] _, diagnostic in
      self.diagnostics.append(diagnostic)
    }
    eventToken = list.onEvent { [unowned self] event in
      self.events.append(event)
      self.eventArrived(event)
    }
    tracker.track(list.view, "list")
    tracker.track(source, "data source")
    tracker.track(list.controller, "controller")
  }

  /// Gives the list a new clock at the old one's time; the old one must be left with no sleeper.
  func swapClock() {
    let old = clock
    let new = TestClock(now: old.now)
    clock = new
    list.setClock(new)
    if old.pendingSleepCount > 0 {
      eventFailures.append("\(old.pendingSleepCount) timer(s) left on the replaced clock")
    }
  }

  /// Releases the list, whatever it is doing, waits for its loads to end, and starts again with
  /// a new one; the clock goes on.
  func replaceList() async {
    let tasks = runs.compactMap(\.task)
    runs = []
    realHooks = []
    eventToken = nil
    list = Self.makeList(useCollection: useCollection)  // the old list goes here
    for task in tasks { await task.value }
    realHookIDs = 0
    reloadedHooks = []
    addingHooks = []
    eventOrder = VisibilityEventOrder()
    model = ListModel()
    model.now = Int(clock.now.offset / .microseconds(1))
    setUp()
  }

  /// Ends the run: the list is released and every load has ended.
  func finish() async {
    await replaceList()
  }

  /// Runs `operation` on both sides and returns the first broken invariant, if any.
  func run(_ operation: ModelOperation) async -> String? {
    hookLog = []
    events = []
    diagnostics = []
    eventFailures = []
    var expected = Expected()
    // Counts never fetched are fetched by the list when it first needs them: in this operation,
    // unless it only changes what the data source would answer; by this check at the latest.
    if operation.readsCounts { model.fetchCountsIfNeeded() }
    await apply(operation, expected: &expected)
    model.fetchCountsIfNeeded()
    expected.diagnostics += model.releaseReports
    model.releaseReports = 0
    model.decide(into: &expected.events)
    // A fade that ends where it starts (turned back before it moved, or of no duration and no
    // delay to wait) ends on a timer due at once, on the next turn of the main actor: let it.
    await list.settle()
    model.endDueFades(events: &expected.events)
    // The tree as the operation left it, read before anything else reads the list.
    let treeProblem = ViewTreeCheck.problem(
      in: list.view, shown: model.shown, allowsFading: true)
    tracker.track(list.emptyView, "empty view")
    return check(expected, treeProblem: treeProblem)
  }

  struct Expected {
    var hookLog: [String] = []
    var events: [EmptyStateEvent] = []
    var diagnostics = 0
    /// The views before a trait change, to check what it changed.
    var traitChange: TraitChangeCheck?
  }

  private func check(_ expected: Expected, treeProblem: String?) -> String? {
    if list.phase != model.phase { return "phase \(list.phase), model says \(model.phase)" }
    if list.isLoading != (model.load != nil) {
      return "loading \(list.isLoading), model says \(model.load != nil)"
    }
    if list.shownPlaceholder != model.shown {
      return
        "shown \(String(describing: list.shownPlaceholder)), model says \(String(describing: model.shown))"
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
    if let broken = treeProblem { return broken }
    if let broken = checkPresentation() { return broken }
    if let change = expected.traitChange, let broken = check(change) { return broken }
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
