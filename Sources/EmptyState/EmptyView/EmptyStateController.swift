import Hooks

/// A list's empty-state machinery: its placeholders, its phase, what is shown, and its events.
///
/// Every list has one, created on first use and reached through ``ListContainer/emptyState``.
/// Setting a ``configuration`` with at least one placeholder hooks it to the list's content
/// hooks; from then on every content change, phase change and configuration change runs the
/// decision (``EmptyStateDecision``) and shows, swaps or hides the placeholder. Nothing happens
/// to the view when the decision does not change.
@MainActor
public final class EmptyStateController {
  /// Receives the controller's events with the list they concern.
  public typealias EventHandler = @MainActor (_ list: ViewNode, _ event: EmptyStateEvent) -> Void

  /// The placeholders, appearance overrides and options; setting it re-evaluates at once.
  ///
  /// Setting ``EmptyStateOptions/Display/always`` together with a
  /// ``EmptyStateOptions/shouldDisplay`` predicate is reported as
  /// ``ListDiagnostic/conflictingOptions(_:)``: forced display wins.
  public var configuration = EmptyStateConfiguration() {
    didSet { configurationDidChange() }
  }

  /// Where the list's content is.
  ///
  /// Setting it fires ``EmptyStateEvent/didChangePhase(_:)`` and re-evaluates. Lists that never
  /// set it stay ``ContentPhase/loaded``.
  public var phase: ContentPhase = .loaded {
    didSet { phaseDidChange(from: oldValue) }
  }

  /// Told about every event before ``eventHandler``; held weakly.
  public weak var delegate: (any EmptyStateDelegate)?

  /// Receives every event; see ``EmptyStateEvent`` for when each fires.
  public var eventHandler: EventHandler?

  /// The view of the shown placeholder, or of the last one shown.
  ///
  /// It is kept while the configuration stays the same; `nil` before a placeholder was first
  /// shown, since views are built on first show.
  public internal(set) var view: EmptyStateView?

  /// The list; the list owns this controller.
  weak var host: ViewNode?
  /// Reads whether the list has content, its empty-state area, and hooks it.
  let list: ListAccess
  /// The decision's inputs and the visible placeholder.
  var machine = EmptyStateMachine()
  var contentToken: HookToken?
  /// Holds the view when it is placed behind the content.
  var backgroundHost: ViewNode?

  init(host: ViewNode, list: ListAccess) {
    self.host = host
    self.list = list
  }

  /// Which placeholder is shown, if any.
  public var visiblePlaceholder: PlaceholderKind? {
    machine.visible
  }

  /// Whether a placeholder is currently shown.
  public var isShown: Bool {
    machine.visible != nil
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
  /// ``EmptyStateOptions/shouldDisplay`` predicate's inputs, or ``EmptyStateDefaults``).
  public func reevaluate() {
    evaluate(hasContent: list.hasContent())
    if let view, isShown {
      view.appearance = resolvedAppearance(for: view.placeholder)
    }
  }

  /// The list's empty-state area changed; lays the shown view out again if it moved.
  func hostAreaDidChange() {
    backgroundHost?.frame = host?.bounds ?? .zero
    guard isShown, let view else { return }
    view.layoutIfNeeded(in: list.area())
  }

  private func configurationDidChange() {
    let options = configuration.options
    machine.display = options.display
    machine.refresh = options.refresh
    machine.hasPredicate = options.shouldDisplay != nil
    machine.configured = PlaceholderKinds(
      PlaceholderKind.allCases.filter { configuration[$0] != nil }.map(PlaceholderKinds.init))
    machine.dismissed = nil
    machine.configurationGeneration += 1
    if options.display == .always, options.shouldDisplay != nil {
      host?.reportToNearestList(
        .conflictingOptions(
          "display .always with a shouldDisplay predicate: forced display wins, "
            + "the predicate is not asked"))
    }
    if configuration.hasPlaceholders {
      if contentToken == nil { contentToken = list.hook(self) }
    } else {
      contentToken?.cancel()
      contentToken = nil
    }
    evaluate(hasContent: list.hasContent())
    if !isShown, !machine.isBusy {
      view = nil  // built for a configuration that is gone; freed with what it captured
    }
  }

  private func phaseDidChange(from old: ContentPhase) {
    guard old.kind != phase.kind || phase.kind == .failed else { return }
    machine.phase = phase.kind
    if let host {
      delegate?.emptyState(in: host, didChangePhaseTo: phase)
      eventHandler?(host, .didChangePhase(phase.kind))
    }
    evaluate(hasContent: list.hasContent())
  }
}

/// What the controller needs from its list, captured once with the list's concrete type.
@MainActor
struct ListAccess {
  let hasContent: () -> Bool
  let area: () -> ViewRect
  let hook: (EmptyStateController) -> HookToken?

  /// The access for `list`; the built-in lists get closures specialized for their class, so the
  /// hook that runs on every reload calls no generic code.
  static func make<List: ListContainer>(for list: List) -> ListAccess {
    if let table = list as? TableView { return ListAccess(table) }
    if let collection = list as? CollectionView { return ListAccess(collection) }
    return ListAccess(list)
  }

  init<List: ListContainer>(_ list: List) {
    hasContent = { [weak list] in list?.firstNonEmptySection != nil }
    area = { [weak list] in list?.emptyStateArea ?? .zero }
    hook = { [weak list] controller in
      // unowned(unsafe) spares every reload a weak load, and it is safe: the controller is the
      // only owner of this hook's token, so when the controller is freed so is the token, whose
      // deinit cancels the hook; a cancelled hook is never called, not even from a dispatch
      // already under way. And the controller lives as long as its list (the list's slot for
      // it is never cleared), while the list is alive whenever its own hooks run.
      list?.contentHooks.after { [unowned(unsafe) controller] owner, _ in
        controller.evaluate(hasContent: owner.firstNonEmptySection != nil)
      }
    }
  }
}
