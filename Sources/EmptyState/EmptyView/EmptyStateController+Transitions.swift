extension EmptyStateController {
  /// Decides which placeholder to show and changes the view only if that changed.
  func evaluate(hasContent: Bool) {
    guard let host else { return }
    let decided = decide(hasContent: hasContent, host: host)
    guard decided != visiblePlaceholder || (decided != nil && viewVersion != configurationVersion)
    else {
      keepInFront(host)
      return
    }
    switch (visiblePlaceholder, decided) {
    case (nil, let kind?): show(kind, in: host)
    case (_?, nil): hide(in: host)
    case (_?, let kind?): swap(to: kind, in: host)
    case (nil, nil): return
    }
  }

  /// The decision table, then: configured, predicate, dismissal (``EmptyStateDecision``).
  private func decide(hasContent: Bool, host: ViewNode) -> PlaceholderKind? {
    let options = configuration.options
    guard
      let kind = EmptyStateDecision.placeholder(
        phase: phase.kind, hasContent: hasContent, display: options.display,
        refresh: options.refresh),
      configuration[kind] != nil
    else {
      dismissed = nil
      return nil
    }
    if options.display == .automatic, let shouldDisplay = options.shouldDisplay,
      !shouldDisplay(host)
    {
      return nil
    }
    if let dismissed, dismissed != kind { self.dismissed = nil }
    return kind == dismissed ? nil : kind
  }

  private func show(_ kind: PlaceholderKind, in host: ViewNode) {
    emit(.willAppear, host)
    let view = makeView(kind)
    visiblePlaceholder = kind
    place(view, in: host)
    view.layoutIfNeeded(in: list.area())
    updateScrolling(host)
    emit(.didAppear, host)
  }

  private func hide(in host: ViewNode) {
    emit(.willDisappear, host)
    view?.removeFromSuperview()
    visiblePlaceholder = nil
    updateScrolling(host)
    emit(.didDisappear, host)
  }

  /// Replaces one shown placeholder by another: no visibility events, the view changes in place.
  private func swap(to kind: PlaceholderKind, in host: ViewNode) {
    view?.removeFromSuperview()
    let view = makeView(kind)
    visiblePlaceholder = kind
    place(view, in: host)
    view.layoutIfNeeded(in: list.area())
    updateScrolling(host)
  }

  /// The view for `kind`: the current one if it was built for this configuration and kind.
  private func makeView(_ kind: PlaceholderKind) -> EmptyStateView {
    guard let placeholder = configuration[kind] else { preconditionFailure("decided unconfigured") }
    if let view, view.kind == kind, viewVersion == configurationVersion {
      view.appearance = resolvedAppearance(for: placeholder)
      return view
    }
    let view = EmptyStateView(
      placeholder: placeholder, kind: kind, appearance: resolvedAppearance(for: placeholder))
    if placeholder.onTap != nil {
      view.tapAction = { [weak self] tapped in self?.viewWasTapped(tapped) }
    }
    view.buttonNode?.tapAction = { [weak self] button in self?.buttonWasTapped(button) }
    view.passesTouchesThrough = configuration.options.touches == .passThrough
    view.absorbsTaps = configuration.options.touches == .placeholder
    self.view = view
    viewVersion = configurationVersion
    return view
  }

  /// The global default, the list's overrides, then the placeholder's own.
  ///
  /// An invalid result (a font size or a spacing that is not finite and positive) is reported
  /// as ``ListDiagnostic/invalidGeometry(_:)`` and replaced by the global default, or by the
  /// built-in appearance if the default itself is invalid.
  func resolvedAppearance(for placeholder: EmptyStatePlaceholder) -> EmptyStateAppearance {
    let resolved = EmptyStateDefaults.appearance.applying(configuration.appearance)
      .applying(placeholder.appearance)
    guard !resolved.isValid else { return resolved }
    let fallback =
      EmptyStateDefaults.appearance.isValid ? EmptyStateDefaults.appearance : EmptyStateAppearance()
    host?.reportToNearestList(
      .invalidGeometry(
        "appearance with a font size, spacing or padding that is not finite and positive"))
    return fallback
  }

  private func place(_ view: EmptyStateView, in host: ViewNode) {
    switch configuration.options.placement {
    case .front:
      host.place(view, at: host.subviews.count)
    case .background:
      let background = backgroundHost ?? ViewNode(frame: host.bounds)
      backgroundHost = background
      background.frame = host.bounds
      background.place(view, at: background.subviews.count)
      if let scroll = host as? ScrollView {
        scroll.backgroundView = background
      } else if background.superview !== host {
        host.place(background, at: 0)
      }
    }
  }

  private func keepInFront(_ host: ViewNode) {
    guard isShown, configuration.options.placement == .front, let view,
      host.subviews.last !== view
    else { return }
    host.bringSubviewToFront(view)
  }

  private func updateScrolling(_ host: ViewNode) {
    guard let scroll = host as? ScrollView else { return }
    scroll.emptyStateBlocksScrolling = isShown && configuration.options.scrolling == .blocked
  }

  func emit(_ event: EmptyStateEvent, _ host: ViewNode) {
    switch event {
    case .willAppear: delegate?.emptyStateWillAppear(in: host)
    case .didAppear: delegate?.emptyStateDidAppear(in: host)
    case .willDisappear: delegate?.emptyStateWillDisappear(in: host)
    case .didDisappear: delegate?.emptyStateDidDisappear(in: host)
    case .didTapView, .didTapButton, .didChangePhase: break
    }
    eventHandler?(host, event)
  }
}
