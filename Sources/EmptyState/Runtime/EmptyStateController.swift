import ListViews

/// A list's empty state: its placeholders, its phase, what is shown, and its events.
///
/// Every list has one, created on first use and reached through ``ListContainer/emptyState``.
/// `List` is the list's own type, which every action, predicate and event receives. Setting a
/// ``configuration`` with at least one placeholder hooks the controller to the list's content
/// hooks; from then on every content change, phase change and configuration change runs the
/// decision (``EmptyStateDecision``) and shows, swaps or hides the placeholder. Nothing happens
/// to the view when the decision does not change.
///
/// Its behaviour is one machine (events in, effects out); what app code run by an effect asks
/// for (an event handler reloading the list, say) waits in one queue, first in, first out,
/// and a handler that keeps asking stops after ``HookDefaults/maximumPasses`` rounds with a
/// diagnostic.
@MainActor
public final class EmptyStateController<List: ListContainer>: ViewAttachment
where List.HookOwner == List {
  /// Receives the controller's events with the list they concern.
  public typealias EventHandler = @MainActor (_ list: List, _ event: EmptyStateEvent) -> Void

  /// The placeholders, appearance overrides, options and predicate; setting it re-evaluates at
  /// once.
  ///
  /// Setting ``EmptyStateOptions/Display/always`` together with a
  /// ``EmptyStateConfiguration/shouldDisplay`` predicate is reported as
  /// ``ListDiagnostic/conflictingOptions(_:)``: forced display wins.
  public var configuration = EmptyStateConfiguration<List>() {
    didSet { configurationDidChange() }
  }

  /// Where the list's content is.
  ///
  /// Setting it fires ``EmptyStateEvent/didChangePhase(_:)`` when the kind changes, and for
  /// every failure (a retry that fails again is news), then re-evaluates. Lists that never set
  /// it stay ``ContentPhase/loaded``. Managed loads (``load(id:_:apply:)``) set it themselves;
  /// setting it by hand supersedes the running one.
  public var phase: ContentPhase {
    get { machine.phase }
    set { send(.phaseSet(newValue, byApp: true)) }
  }

  /// Told about every event before the listeners added with ``onEvent(_:)``; held weakly.
  ///
  /// A delegate for another type of list is refused with
  /// ``ListDiagnostic/invalidConfiguration(_:)``, and the previous delegate stays.
  public weak var delegate: (any EmptyStateDelegate)? {
    didSet { delegateDidChange(from: oldValue) }
  }

  typealias Machine = EmptyStateMachine<HeldLoadOutcome>

  @exclusivity(unchecked) var machine = Machine()
  /// The list; it owns this controller.
  weak var list: List?
  /// The view of the shown placeholder, or of the last one shown while it stays current.
  var view: PlaceholderView?
  var eventListeners: HookRegistry<List, EmptyStateEvent>?
  var workQueue = WorkQueue()
  /// Keeps the controller's hook on the list while placeholders are set, and what it follows.
  var listHook: (token: HookToken, followsEveryChange: Bool)?
  // What a feature keeps, made the first time the feature is used (most lists use none of
  // them), so that an attached empty view stays small.
  var announcementStorage: AnnouncementStorage<List>?
  var loadStorage: LoadStorage<List>?
  var providedStorage: ProvidedPlaceholders<List>?
  var transitionStorage: TransitionStorage?
  var timerStorage: ListTimers?
  var sectionStorage: SectionStorage<List>?
  /// Run when a drain of work ends or the shown view's appearance was redone (a host redraws).
  package var didFinishWork: (@MainActor () -> Void)?

  var timers: ListTimers {
    if let timerStorage { return timerStorage }
    let made = ListTimers()
    timerStorage = made
    return made
  }

  var loads: LoadStorage<List> {
    if let loadStorage { return loadStorage }
    let made = LoadStorage<List>(owner: LoadOwnerNumbers.next())
    loadStorage = made
    return made
  }

  var provided: ProvidedPlaceholders<List> {
    if let providedStorage { return providedStorage }
    let made = ProvidedPlaceholders<List>()
    providedStorage = made
    return made
  }

  init(list: List?) {
    self.list = list
  }

  /// Which placeholder is shown, if any.
  public var shownPlaceholder: PlaceholderKind? {
    machine.visible
  }

  /// Whether a placeholder is currently shown.
  public var isShown: Bool {
    shownPlaceholder != nil
  }

  /// Adds a listener for every event, called after the delegate and the listeners added before.
  ///
  /// Listeners are additive: each call adds one, and the returned token removes it (dropping
  /// the token removes it too).
  ///
  /// - Parameter handler: Receives the list and the event.
  /// - Returns: The token that keeps the listener.
  public func onEvent(_ handler: @escaping EventHandler) -> HookToken {
    let listeners = eventListeners ?? HookRegistry()
    eventListeners = listeners
    return listeners.after(handler)
  }

  /// Moves to ``ContentPhase/loading``.
  public func beginLoading() {
    phase = .loading
  }

  /// Moves to ``ContentPhase/loaded``: the empty placeholder shows if the list has no rows.
  public func finishLoading() {
    phase = .loaded
  }

  /// Moves to ``ContentPhase/failed(_:)`` with `error`.
  ///
  /// - Parameter error: Why the load failed.
  public func failLoading(with error: any Error) {
    phase = .failed(error)
  }

  /// Runs the decision again, for when something it reads changed outside the list (a
  /// ``EmptyStateConfiguration/shouldDisplay`` predicate's inputs, or ``EmptyStateDefaults``).
  public func reevaluate() {
    send(.inputsChanged)
    if isShown, view != nil {
      redoAppearance()
      didFinishWork?()
    }
  }

  // MARK: Events from the list

  /// The list's content changed: the hot path of every reload.
  func listDidChangeContent(_ list: List, isEmpty: Bool) {
    guard machine.needsDecision(hasContent: !isEmpty) else { return }
    perform(.decide)
  }

  /// The list's layout changed: lays the shown view out again if its area moved.
  public func viewDidLayout(_ view: ViewNode) {
    guard isShown, let list, let shown = self.view else { return }
    shown.layoutIfNeeded(in: shown.area(in: list))
  }

  /// The list's traits changed: lays the shown view out again with them (its fonts and
  /// spacing scale with the text size, its alignment mirrors); nothing else runs.
  public func viewTraitsDidChange(_ view: ViewNode) {
    viewDidLayout(view)
  }

  // MARK: Events from the app

  private func configurationDidChange() {
    if configuration.options.transitionsBox?.value.exceedsMaximum == true {
      list?.report(
        .invalidConfiguration(
          "empty state: a transition longer than \(PlaceholderFade.maximumDuration) is cut to it"))
    }
    reportLoadingTimingBeyondMaximum()
    if configuration.options.display == .always, configuration.shouldDisplay != nil {
      list?.report(
        .conflictingOptions(
          "empty state: display .always with a shouldDisplay predicate: forced display wins, "
            + "the predicate is not asked"))
    }
    // A predicate and a content rule read more than emptiness, and a presentation after the
    // completion must decide while the change is under way: those follow every change.
    hookList(
      while: configuration.hasPlaceholders,
      everyChange: configuration.shouldDisplay != nil || configuration.contentRule != nil
        || configuration.options.presentation == .afterCompletion)
    hookSections()
    send(.configured(configuration.setup))
  }

  private func delegateDidChange(from old: (any EmptyStateDelegate)?) {
    guard let delegate, !Self.accepts(delegate) else { return }
    list?.report(
      .invalidConfiguration(
        "empty state: a delegate for \(Self.listType(of: delegate)) cannot listen to a "
          + "\(List.self); kept the previous delegate"))
    self.delegate = old
  }

  private static func accepts<Delegate: EmptyStateDelegate>(_ delegate: Delegate) -> Bool {
    List.self is Delegate.List.Type
  }

  private static func listType<Delegate: EmptyStateDelegate>(of delegate: Delegate) -> Any.Type {
    Delegate.List.self
  }

  /// The hook closure, made once in a static context (the article "Design Decisions" says why).
  private static func listHook<Change: EmptinessAnswer>() -> HookRegistry<List, Change>.After {
    { owner, change in
      owner.attachment(ofType: EmptyStateController.self)?.listDidChangeContent(
        owner, isEmpty: change.listIsEmpty ?? owner.isContentEmpty)
    }
  }

  private func hookList(while hooked: Bool, everyChange: Bool) {
    guard let list, hooked else {
      listHook?.token.cancel()
      listHook = nil
      return
    }
    let followsEveryChange = everyChange || list.emptinessHooks == nil
    if let listHook, listHook.followsEveryChange == followsEveryChange { return }
    listHook?.token.cancel()
    let token =
      if followsEveryChange {
        list.contentHooks.after(Self.listHook())
      } else {
        list.emptinessHooks?.after(Self.listHook()) ?? list.contentHooks.after(Self.listHook())
      }
    listHook = (token, followsEveryChange)
  }
}

/// What a hook's input says about the list's emptiness.
protocol EmptinessAnswer {
  var listIsEmpty: Bool? { get }
}

extension Bool: EmptinessAnswer {
  var listIsEmpty: Bool? { self }
}

extension ListChange: EmptinessAnswer {
  /// A content change says nothing about emptiness.
  var listIsEmpty: Bool? { nil }
}

extension EmptyStateConfiguration {
  /// What the decision reads from this configuration.
  var setup: DecisionSetup {
    var configured = PlaceholderKinds()
    for kind in PlaceholderKind.allCases where self[kind] != nil || placeholderProvider != nil {
      configured.insert(PlaceholderKinds(kind))
    }
    return DecisionSetup(
      configured: configured, hasProvider: placeholderProvider != nil, display: options.display,
      refresh: options.refresh, hasPredicate: shouldDisplay != nil,
      hasContentRule: contentRule != nil, presentation: options.presentation)
  }
}
