extension EmptyStateController {
  /// Decides again and carries the decision out, as one pass of ``evaluations``.
  ///
  /// Asked for while a pass runs (from an event handler or a predicate), it only asks for one
  /// more pass after the current one.
  func evaluate() {
    evaluations.run(self, ()) { controller, _ in controller.decideAndCarryOut() }
  }

  private func decideAndCarryOut() {
    guard let list, !waitsForContentChange(of: list) else { return }
    let hasContent = hasContent(of: list)
    let action = machine.contentChanged(hasContent: hasContent) { askPredicate(list) }
    switch action {
    case .none: break
    case .show(let kind): show(kind, in: list)
    case .hide: hide(in: list)
    case .swap(let kind): swap(to: kind, in: list)
    }
    if !isShown, !machine.viewIsCurrent {
      view = nil  // built for a configuration that is gone; freed with what it captured
    }
  }

  private func askPredicate(_ list: List) -> Bool {
    configuration.shouldDisplay?(list) ?? true
  }

  private func show(_ kind: PlaceholderKind, in list: List) {
    emit(.willAppear, in: list)
    guard let view = makeView(kind) else { return }
    place(view, in: list)
    view.layoutIfNeeded(in: list.contentArea)
    emit(.didAppear, in: list)
  }

  private func hide(in list: List) {
    emit(.willDisappear, in: list)
    view?.removeFromSuperview()
    emit(.didDisappear, in: list)
  }

  /// Replaces one shown placeholder by another: no visibility events, the view changes in place.
  private func swap(to kind: PlaceholderKind, in list: List) {
    view?.removeFromSuperview()
    guard let view = makeView(kind) else { return }
    place(view, in: list)
    view.layoutIfNeeded(in: list.contentArea)
  }

  /// The view for `kind`: the current one if it was built from this configuration for this kind.
  ///
  /// `nil` when the placeholder went away meanwhile (an event handler changed the
  /// configuration): nothing is shown, and the pass that follows decides again.
  private func makeView(_ kind: PlaceholderKind) -> EmptyStateView? {
    guard let placeholder = configuration[kind] else {
      machine.placeholderMissing()
      evaluate()  // one more pass, after this one
      return nil
    }
    if let view, view.kind == kind, machine.viewIsCurrent {
      view.appearance = resolvedAppearance(for: placeholder)
      return view
    }
    view?.removeFromSuperview()
    let options = configuration.options
    let view = EmptyStateView(
      placeholder: placeholder, kind: kind, appearance: resolvedAppearance(for: placeholder),
      customNode: placeholder.customView.flatMap(makeCustomView))
    if placeholder.onTap != nil {
      view.tapAction = { [weak self] _ in self?.viewWasTapped() }
    }
    view.buttonNode?.tapAction = { [weak self] _ in self?.buttonWasTapped() }
    view.passesTouchesThrough = options.touches == .passThrough
    view.absorbsTaps = options.touches == .placeholder
    view.blocksScrolling = options.scrolling == .blocked
    self.view = view
    machine.viewBuilt()
    return view
  }

  /// A new instance of a custom view, unless it is already in a view tree: a view that has a
  /// superview (or is the list or one of its ancestors) is refused with
  /// ``ListDiagnostic/invalidHierarchy(_:)``, and the placeholder shows its other parts.
  private func makeCustomView(_ custom: CustomPlaceholderView) -> ViewNode? {
    let node = custom.make()
    guard node.superview != nil || (list.map { $0.isDescendant(of: node) } ?? false) else {
      return node
    }
    list?.report(
      .invalidHierarchy(
        "empty state: a custom view must be new (its factory returned a view that is already "
          + "in a view tree); showed the placeholder without it"))
    return nil
  }

  /// The global default, the list's overrides, then the placeholder's own.
  ///
  /// An invalid result (a font size that is not finite and positive, or a spacing, offset or
  /// padding that is not finite, or a negative spacing or padding) is reported as
  /// ``ListDiagnostic/invalidGeometry(_:)`` and replaced by the global default, or by the
  /// built-in appearance if the default itself is invalid.
  func resolvedAppearance(for placeholder: EmptyStatePlaceholder<List>?) -> EmptyStateAppearance {
    let resolved = EmptyStateDefaults.appearance.applying(configuration.appearance)
      .applying(placeholder?.appearance)
    guard !resolved.isValid else { return resolved }
    let fallback =
      EmptyStateDefaults.appearance.isValid ? EmptyStateDefaults.appearance : EmptyStateAppearance()
    list?.report(
      .invalidGeometry(
        "appearance with a font size that is not finite and positive, or a spacing, offset or "
          + "padding that is not finite, or a negative spacing or padding"))
    return fallback
  }

  /// In front of everything, or behind the rows: the list's overlay or underlay.
  private func place(_ view: EmptyStateView, in list: List) {
    switch configuration.options.placement {
    case .front: list.overlayView = view
    case .background: list.underlayView = view
    }
  }

  /// Tells the delegate, then every listener.
  func emit(_ event: EmptyStateEvent, in list: List) {
    delegate?.receive(event, in: list, view: view, phase: phase)
    eventListeners.notify(list, event)
  }
}
