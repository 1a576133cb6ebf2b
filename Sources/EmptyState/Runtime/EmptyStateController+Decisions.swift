extension EmptyStateController {
  func apply(_ held: HeldLoadOutcome) {
    switch held.outcome {
    case .success(let apply):
      apply()
      send(.applied(failure: nil))
    case .failure(let error):
      send(.applied(failure: error))
    }
  }

  /// Counts the list for the decision unless it may wait for the content change under way (the
  /// list is asked only then: `isChangingContent` is app code), then decides the sections.
  func decideNow(mayWait: Bool) {
    if let list {
      if mayWait, list.isChangingContent {
        send(.contentChanging)
      } else {
        send(.counted(hasContent: hasContent(of: list)))
      }
    }
    decideSections()
  }

  func askPredicate(hasContent: Bool, content: DecisionContent?) {
    let allowed = list.map { configuration.shouldDisplay?($0) ?? true } ?? true
    send(.decided(hasContent: hasContent, content: content, shouldDisplay: allowed))
  }

  /// Shows the placeholder of `kind`: at once, or fading in (``EmptyStateOptions/transitions``).
  func show(_ kind: PlaceholderKind, in list: List) {
    updateTransitions()
    emit(.willAppear, in: list)
    guard let view = makeView(kind) else {
      send(.fade(.appearanceCancelled))
      return cancelAppearance(in: list)
    }
    present(view, in: list)
    beginEntrance(of: view)
  }

  /// A handler took the placeholder away while it was about to appear.
  private func cancelAppearance(in list: List) {
    emit(.willDisappear, in: list)
    emit(.didDisappear, in: list)
  }

  private func present(_ view: PlaceholderView, in list: List) {
    applyInteractionOptions(to: view)
    place(view, in: list)
    view.layoutIfNeeded(in: view.area(in: list))
  }

  /// Hides the shown placeholder: at once, or fading out, after which did-disappear comes.
  func hide(in list: List) {
    updateTransitions()
    emit(.willDisappear, in: list)
    beginExit()
  }

  func swap(to kind: PlaceholderKind, in list: List) {
    updateTransitions()
    let old = view
    let showing = placeholder(for: kind).map { PlaceholderFingerprint($0, kind: kind) }
    let changed = showing != old?.fingerprint
    beginCrossfadeOut(of: old, contentChanged: changed)
    // A handler (of a fade's end, say) took the placeholder to show away meanwhile: nothing is
    // shown now, so the shown one is hidden, with its events and its fade.
    guard let view = makeView(kind) else { return hide(in: list) }
    present(view, in: list)
    beginSwapEntrance(replacing: old, contentChanged: changed)
  }

  func applyInteractionOptions(to view: PlaceholderView) {
    let options = configuration.options
    view.isUserInteractionEnabled = true
    view.passesTouchesThrough = options.touches == .passThrough
    view.absorbsTaps = options.touches == .placeholder
    view.blocksScrolling = options.scrolling == .blocked
  }

  /// The view for `kind`: the current one if the machine keeps it, else a new one.
  private func makeView(_ kind: PlaceholderKind) -> PlaceholderView? {
    guard placeholder(for: kind) != nil else {
      send(.placeholderMissing)  // one more pass, after this one
      return nil
    }
    send(.viewNeeded(kind))
    return view
  }

  /// The shown view's appearance, resolved again over its placeholder.
  func redoAppearance() {
    guard let view else { return }
    view.appearance = resolvedAppearance(for: placeholder(for: view.kind))
  }

  /// Replaces the view built last, which leaves the list unless it is fading out.
  func buildView(_ kind: PlaceholderKind) {
    if let old = view, old !== transitionStorage?.leavingView { old.removeFromSuperview() }
    // Built from the configuration of now: one that app code run by the build (a custom
    // view's factory) sets makes the view stale again, and the next pass replaces it.
    view = placeholder(for: kind).map { newView(kind, showing: $0) }
  }

  private func newView(
    _ kind: PlaceholderKind, showing placeholder: EmptyStatePlaceholder<List>
  ) -> PlaceholderView {
    let view = PlaceholderView(
      placeholder: placeholder, kind: kind, appearance: resolvedAppearance(for: placeholder),
      customNode: placeholder.customView.flatMap(makeCustomView))
    if placeholder.tap != nil {
      view.tapAction = { node in Self.controller(of: node)?.viewWasTapped() }
    }
    view.buttonNode?.tapAction = { node in Self.controller(of: node)?.buttonWasTapped() }
    view.secondaryButtonNode?.tapAction = { node in
      Self.controller(of: node)?.secondaryButtonWasTapped()
    }
    return view
  }

  /// A new instance of a custom view, unless it cannot go in the list.
  func makeCustomView(_ custom: CustomPlaceholderView) -> ViewNode? {
    let node = custom.make()
    // The custom view goes inside the placeholder view, one level below the list's children.
    let refusal = list?.refusal(toHold: node, levelsBelow: 1)
    guard node.superview != nil || refusal != nil else { return node }
    let problem =
      refusal.map(String.init(describing:))
      ?? "its factory returned a view that is already in a view tree"
    list?.report(
      .invalidHierarchy(
        "empty state: a custom view must be new and fit in the list (\(problem)); showed the "
          + "placeholder without it"))
    return nil
  }

  /// The global default, the list's overrides, then the placeholder's own.
  func resolvedAppearance(for placeholder: EmptyStatePlaceholder<List>?) -> EmptyStateAppearance {
    resolvedAppearance(for: placeholder, over: configuration.appearance)
  }

  func resolvedAppearance(
    for placeholder: EmptyStatePlaceholder<List>?, over layer: EmptyStateAppearance.Overrides?
  ) -> EmptyStateAppearance {
    let resolved = EmptyStateDefaults.appearance.applying(layer).applying(placeholder?.appearance)
    guard !resolved.isValid else { return resolved }
    let fallback =
      EmptyStateDefaults.appearance.isValid ? EmptyStateDefaults.appearance : EmptyStateAppearance()
    list?.report(
      .invalidGeometry(
        "appearance with a font size that is not finite and positive, or a spacing, gap, "
          + "offset, padding, margin, corner radius or inset that is not finite, or a negative "
          + "spacing, gap, padding, margin or corner radius; the default appearance is used"))
    return fallback
  }

  /// The controller of the list a tapped part of a placeholder is shown in.
  private static func controller(of node: ViewNode) -> EmptyStateController? {
    var current: ViewNode? = node
    while let view = current, !(view is PlaceholderView) { current = view.superview }
    return current?.superview?.attachment(ofType: EmptyStateController.self)
  }

  /// In front of everything, or behind the rows: the list's overlay or underlay.
  private func place(_ view: PlaceholderView, in list: List) {
    switch configuration.options.placement {
    case .front: list.overlayView = view
    case .background: list.underlayView = view
    }
  }

  /// Tells the delegate, then every listener.
  func emit(_ event: EmptyStateEvent, in list: List) {
    guard !workQueue.isSettling else { return }
    delegate?.receive(event, in: list, view: view, phase: phase)
    eventListeners?.notify(list, event)
  }
}

extension EmptyStateController {
  func hasContent(of list: List) -> Bool {
    guard let rule = configuration.contentRule else { return !list.isContentEmpty }
    return rule.hasContent(list)
  }
}
