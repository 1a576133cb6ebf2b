extension EmptyStateController {
  /// Decides which placeholder to show and changes the view only if that changed.
  ///
  /// The hot path of every reload: one read of the state machine, no copy of the configuration,
  /// no weak load unless something changes (or a predicate must be asked).
  func evaluate(hasContent: Bool) {
    let current = machine
    var next = current
    let transition = next.next(hasContent: hasContent) { askPredicate() }
    if next != current { machine = next }
    guard let transition else {
      if next.visible != nil { keepInFront() }
      return
    }
    guard let host else { return }
    switch transition {
    case .show(let kind): show(kind, in: host)
    case .hide: hide(in: host)
    case .swap(let kind): swap(to: kind, in: host)
    }
  }

  private func askPredicate() -> Bool {
    guard let host, let shouldDisplay = configuration.options.shouldDisplay else { return true }
    return shouldDisplay(host)
  }

  private func show(_ kind: PlaceholderKind, in host: ViewNode) {
    emit(.willAppear, host)
    let view = makeView(kind)
    place(view, in: host)
    view.layoutIfNeeded(in: list.area())
    updateScrolling(host)
    emit(.didAppear, host)
  }

  private func hide(in host: ViewNode) {
    emit(.willDisappear, host)
    view?.removeFromSuperview()
    updateScrolling(host)
    emit(.didDisappear, host)
  }

  /// Replaces one shown placeholder by another: no visibility events, the view changes in place.
  private func swap(to kind: PlaceholderKind, in host: ViewNode) {
    view?.removeFromSuperview()
    let view = makeView(kind)
    place(view, in: host)
    view.layoutIfNeeded(in: list.area())
    updateScrolling(host)
  }

  /// The view for `kind`: the current one if it was built for this configuration and kind.
  private func makeView(_ kind: PlaceholderKind) -> EmptyStateView {
    guard let placeholder = configuration[kind] else { preconditionFailure("decided unconfigured") }
    if let view, view.kind == kind, view.configurationIsCurrent {
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
    self.view?.configurationIsCurrent = false
    view.configurationIsCurrent = true
    self.view = view
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

  private func keepInFront() {
    guard let view, let host, view.superview === host, host.subviews.last !== view else { return }
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
