/// A list's empty state: its placeholders, its phase, what is shown, and its events.
///
/// Every list has one, created on first use and reached through ``ListContainer/emptyState``.
/// `List` is the list's own type, which every action, predicate and event receives. Setting a
/// ``configuration`` with at least one placeholder hooks the controller to the list's content
/// hooks; from then on every content change, phase change and configuration change runs the
/// decision (``EmptyStateDecision``) and shows, swaps or hides the placeholder. Nothing happens
/// to the view when the decision does not change.
///
/// Evaluations asked for while one is being carried out (by an event handler or a predicate)
/// coalesce into one more pass, through the same hook runtime as the list's reloads, and stop
/// after ``HookDefaults/maximumPasses`` passes with a diagnostic.
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
  /// Setting it fires ``EmptyStateEvent/didChangePhase(_:)`` when the kind changes, and for every
  /// failure (a retry that fails again is news), then re-evaluates. Lists that never set it stay ``ContentPhase/loaded``.
  /// Managed loads (``load(id:_:apply:)``) set it themselves; setting it by hand supersedes the
  /// running one.
  public var phase: ContentPhase = .loaded {
    didSet { phaseDidChange(from: oldValue) }
  }

  /// Told about every event before the listeners added with ``onEvent(_:)``; held weakly.
  ///
  /// A delegate for another type of list is refused with
  /// ``ListDiagnostic/invalidConfiguration(_:)``, and the previous delegate stays.
  public weak var delegate: (any EmptyStateDelegate)? {
    didSet { delegateDidChange(from: oldValue) }
  }

  /// The list; it owns this controller.
  weak var list: List?
  /// The decision's inputs and the visible placeholder.
  var machine = EmptyStateMachine()
  /// The view of the shown placeholder, or of the last one shown while it stays current.
  var view: EmptyStateView?
  /// Coalesces re-entrant evaluations into further passes.
  let evaluations: HookPoint<EmptyStateController, Void>
  /// The listeners added with ``onEvent(_:)``.
  let eventListeners = HookRegistry<List, EmptyStateEvent>()
  /// Keeps the controller's hook on the list's content hooks while placeholders are set.
  var contentToken: HookToken?
  /// Managed loads: the state machine, the task, the timer, the last loader and the clock.
  var loads = LoadStorage<List>()
  /// The inputs of computed placeholders besides the phase, and what they last gave.
  var provided = ProvidedPlaceholders<List>()

  init(list: List?) {
    self.list = list
    evaluations = HookPoint(label: "EmptyStateController.evaluate")
    evaluations.diagnosticHandler = { controller, diagnostic in
      controller.list?.report(.hook(diagnostic))
    }
  }

  /// Which placeholder is shown, if any.
  public var visiblePlaceholder: PlaceholderKind? {
    machine.visible
  }

  /// Whether a placeholder is currently shown.
  public var isShown: Bool {
    machine.visible != nil
  }

  /// Adds a listener for every event, called after the delegate and the listeners added before.
  ///
  /// Listeners are additive: each call adds one, and the returned token removes it (dropping
  /// the token removes it too).
  ///
  /// - Parameter handler: Receives the list and the event.
  /// - Returns: The token that keeps the listener.
  public func onEvent(_ handler: @escaping EventHandler) -> HookToken {
    eventListeners.after(handler)
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
    machine.outsideInputsChanged()
    provided.inputsChanged()
    evaluate()
    if let view, isShown {
      view.appearance = resolvedAppearance(for: placeholder(for: view.kind))
    }
  }

  // MARK: Events from the list

  /// The list's content changed: the hot path of every reload.
  ///
  /// Two comparisons tell that nothing can have changed; only then is the decision skipped.
  func listDidChangeContent(_ list: List) {
    let hasContent = list.firstNonEmptySection != nil
    guard evaluations.isRunning || machine.needsDecision(hasContent: hasContent) else { return }
    evaluate()
  }

  /// The list's layout changed: lays the shown view out again if its area moved.
  public func viewDidLayout(_ view: ViewNode) {
    guard isShown, let list, let shown = self.view else { return }
    shown.layoutIfNeeded(in: list.contentArea)
  }

  // MARK: Events from the app

  private func configurationDidChange() {
    machine.configurationChanged(to: configuration.setup)
    provided.inputsChanged()
    if configuration.options.display == .always, configuration.shouldDisplay != nil {
      list?.report(
        .conflictingOptions(
          "empty state: display .always with a shouldDisplay predicate: forced display wins, "
            + "the predicate is not asked"))
    }
    if configuration.hasPlaceholders {
      if contentToken == nil { contentToken = hookListContent() }
    } else {
      contentToken?.cancel()
      contentToken = nil
    }
    evaluate()
    if !isShown, !evaluations.isRunning {
      view = nil  // built for a configuration that is gone; freed with what it captured
    }
  }

  private func phaseDidChange(from old: ContentPhase) {
    phaseWasWritten()
    provided.inputsChanged()
    let reported = old.kind != phase.kind || phase.kind == .failed
    let decisionDue = machine.phaseChanged(to: displayedPhase.kind)
    if reported, let list { emit(.didChangePhase(phase.kind), in: list) }
    if decisionDue {
      evaluate()
    } else if reported, computesPlaceholders {
      machine.outsideInputsChanged()  // a new error is news to computed placeholders
      evaluate()
    }
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

  /// Registers the after-hook that follows the list's content.
  ///
  /// The hook holds the controller, and the token (held by the controller) holds the hook's
  /// entry weakly, so the controller lives exactly as long as the list's hook registry.
  private func hookListContent() -> HookToken? {
    guard let list else { return nil }
    return list.contentHooks.after { [self] owner, _ in listDidChangeContent(owner) }
  }
}
