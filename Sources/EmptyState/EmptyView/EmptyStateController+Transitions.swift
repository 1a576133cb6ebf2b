import Hooks

extension EmptyStateController {
  /// Decides which placeholder to show and changes the view only if that changed.
  ///
  /// The hot path of every reload: one read of the state machine, no copy of the configuration,
  /// no weak load unless something changes (or a predicate must be asked). An evaluation asked
  /// for while another is being carried out (by an event handler or a predicate) only asks for
  /// one more pass of the outer one.
  func evaluate(hasContent: Bool) {
    let current = machine
    if current.isBusy {
      machine.needsAnotherPass = true
      return
    }
    guard !current.hasPredicate else { return settle(hasContent: hasContent) }
    var next = current
    guard let transition = next.next(hasContent: hasContent, shouldDisplay: { true }) else {
      if next != current { machine = next }
      if next.visible != nil { keepInFront() }
      return
    }
    machine = next
    settle(hasContent: hasContent, firstTransition: transition)
  }

  /// Carries decisions out with the machine marked busy, pass after pass, until no nested
  /// evaluation asked for another (at most ``HookDefaults/maximumPasses`` passes).
  private func settle(hasContent: Bool, firstTransition: EmptyStateMachine.Transition? = nil) {
    var transition = firstTransition
    var decided = firstTransition != nil
    var hasContent = hasContent
    for _ in 0..<HookDefaults.maximumPasses {
      machine.isBusy = true
      machine.needsAnotherPass = false
      if !decided {
        var next = machine
        transition = next.next(hasContent: hasContent) { askPredicate() }
        // Only the decision's outputs: inputs a predicate changed meanwhile are kept.
        machine.visible = next.visible
        machine.dismissed = next.dismissed
      }
      if let transition, let host { carryOut(transition, in: host) }
      let again = machine.needsAnotherPass
      machine.isBusy = false
      machine.needsAnotherPass = false
      guard again else {
        if !isShown, !machine.viewIsCurrent { view = nil }
        return
      }
      decided = false
      hasContent = list.hasContent()
    }
    host?.reportToNearestList(
      .hook(
        .runawayReentrancy(
          label: "EmptyStateController.evaluate", passes: HookDefaults.maximumPasses)))
  }

  private func carryOut(_ transition: EmptyStateMachine.Transition, in host: ViewNode) {
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
    guard let view = makeView(kind) else { return }
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
    guard let view = makeView(kind) else { return }
    place(view, in: host)
    view.layoutIfNeeded(in: list.area())
    updateScrolling(host)
  }

  /// The view for `kind`: the current one if it was built from this configuration for this kind.
  ///
  /// `nil` when the placeholder went away meanwhile (an event handler changed the
  /// configuration): nothing is shown, and the pass that follows decides again.
  private func makeView(_ kind: PlaceholderKind) -> EmptyStateView? {
    guard let placeholder = configuration[kind] else {
      machine.visible = nil
      machine.needsAnotherPass = true
      return nil
    }
    if let view, view.kind == kind, machine.viewIsCurrent {
      view.appearance = resolvedAppearance(for: placeholder)
      return view
    }
    view?.removeFromSuperview()
    let view = EmptyStateView(
      placeholder: placeholder, kind: kind, appearance: resolvedAppearance(for: placeholder))
    if placeholder.onTap != nil {
      view.tapAction = { [weak self] tapped in self?.viewWasTapped(tapped) }
    }
    view.buttonNode?.tapAction = { [weak self] button in self?.buttonWasTapped(button) }
    view.passesTouchesThrough = configuration.options.touches == .passThrough
    view.absorbsTaps = configuration.options.touches == .placeholder
    self.view = view
    machine.viewGeneration = machine.configurationGeneration
    return view
  }

  /// The global default, the list's overrides, then the placeholder's own.
  ///
  /// An invalid result (a font size that is not finite and positive, or a spacing, offset or
  /// padding that is not finite, or a negative spacing or padding) is reported as
  /// ``ListDiagnostic/invalidGeometry(_:)`` and replaced by the global default, or by the
  /// built-in appearance if the default itself is invalid.
  func resolvedAppearance(for placeholder: EmptyStatePlaceholder) -> EmptyStateAppearance {
    let resolved = EmptyStateDefaults.appearance.applying(configuration.appearance)
      .applying(placeholder.appearance)
    guard !resolved.isValid else { return resolved }
    let fallback =
      EmptyStateDefaults.appearance.isValid ? EmptyStateDefaults.appearance : EmptyStateAppearance()
    host?.reportToNearestList(
      .invalidGeometry(
        "appearance with a font size that is not finite and positive, or a spacing, offset or "
          + "padding that is not finite, or a negative spacing or padding"))
    return fallback
  }

  private func place(_ view: EmptyStateView, in host: ViewNode) {
    switch configuration.options.placement {
    case .front:
      host.place(view, at: host.subviews.count)
    case .background:
      let backdrop = backgroundHost ?? ViewNode(frame: host.bounds)
      backgroundHost = backdrop
      backdrop.frame = host.bounds
      backdrop.passesTouchesThrough = true
      backdrop.place(view, at: backdrop.subviews.count)
      if let scroll = host as? ScrollView {
        scroll.placeholderBackdrop = backdrop
      } else if backdrop.superview !== host {
        host.place(backdrop, at: 0)
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
