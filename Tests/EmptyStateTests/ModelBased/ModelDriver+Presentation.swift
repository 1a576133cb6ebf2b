import EmptyState

/// Traits, transitions and the invariants of the fades: what the model-based suite checks of
/// the placeholder while animations may be in flight.
extension ModelDriver {
  /// The views in the list before a trait change, and whether the list's traits change.
  struct TraitChangeCheck {
    var views: [(view: PlaceholderView, layouts: Int, opacity: Double)]
    var shown: PlaceholderView?
    var traitsChange: Bool
    var transitioning: Bool
  }

  /// The placeholder views in the list, back to front.
  var emptyViews: [PlaceholderView] {
    list.view.subviews.compactMap { $0 as? PlaceholderView }
  }

  func setTraits(_ change: ModelOperation.TraitChange, expected: inout Expected) {
    let before = model.effectiveTraits
    model.traits = change.applied(to: model.traits)
    expected.traitChange = TraitChangeCheck(
      views: emptyViews.map { ($0, $0.layoutCount, $0.opacity) },
      shown: model.shown == nil ? nil : list.emptyView,
      traitsChange: model.effectiveTraits != before, transitioning: list.isTransitioning)
    list.view.traitOverrides = model.traits
  }

  func setTransitions(_ transitions: EmptyStateOptions.Transitions, expected: inout Expected) {
    model.transitions = transitions
    model.configurationChanged()
    expectConfigurationChange(&expected)
    list.setTransitions(transitions)
  }

  /// An event as it arrives: its order, and did-appear only once the view is fully shown,
  /// did-disappear only once no placeholder view is left in the list.
  func eventArrived(_ event: EmptyStateEvent) {
    if let broken = eventOrder.receive(event) { eventFailures.append(broken) }
    switch event {
    case .didAppear:
      let view = list.emptyView
      if view?.opacity != 1 || view !== list.view.subviews.last {
        eventFailures.append("did-appear with the view at opacity \(view?.opacity ?? -1)")
      }
    case .didDisappear:
      if !emptyViews.isEmpty { eventFailures.append("did-disappear with a view in the list") }
    default:
      break
    }
  }

  /// The fades: the views in the list, their opacity, the visibility the events told, and
  /// everything at rest once every fade has had the time to end.
  func checkPresentation() -> String? {
    if let failure = eventFailures.first { return failure }
    if eventOrder.state != model.presentation {
      return "the events tell \(eventOrder.state), the model says \(model.presentation)"
    }
    let views = emptyViews
    let count = (model.shown == nil ? 0 : 1) + (model.leaving == nil ? 0 : 1)
    if views.count != count { return "\(views.count) empty views in the list, expected \(count)" }
    if let view = views.first(where: { !(0...1).contains($0.opacity) }) {
      return "a view at opacity \(view.opacity)"
    }
    if list.isTransitioning != model.isFading {
      return "transitioning \(list.isTransitioning), model says \(model.isFading)"
    }
    let shown = model.shown == nil ? nil : list.emptyView
    if let shown, abs(shown.opacity - model.shownOpacity) > 1e-9 {
      return "shown view at opacity \(shown.opacity), model says \(model.shownOpacity)"
    }
    if let leaving = model.leaving, let view = views.first(where: { $0 !== shown }),
      abs(view.opacity - leaving.shown) > 1e-9
    {
      return "view fading out at opacity \(view.opacity), model says \(leaving.shown)"
    }
    let atRest = !list.isTransitioning && views.count == (shown == nil ? 0 : 1)
    if model.micro >= model.settledBy, !atRest || (shown.map { $0.opacity != 1 } ?? false) {
      return "fades still under way after the time of every fade"
    }
    return nil
  }

  /// A trait change lays out the shown placeholder again, and changes nothing else.
  func check(_ change: TraitChangeCheck) -> String? {
    let views = emptyViews
    guard views.count == change.views.count,
      zip(views, change.views).allSatisfy({ $0 === $1.view })
    else { return "a trait change changed the views in the list" }
    for (view, before) in zip(views, change.views) {
      let layouts = change.traitsChange && view === change.shown ? 1 : 0
      if view.layoutCount != before.layouts + layouts {
        return
          "a trait change laid a view out \(view.layoutCount - before.layouts) times, expected \(layouts)"
      }
      if view.opacity != before.opacity { return "a trait change changed an opacity" }
    }
    if list.isTransitioning != change.transitioning {
      return "a trait change changed whether the list fades"
    }
    return nil
  }
}

extension ListModel {
  /// The list's traits: its overrides on the standard traits.
  var effectiveTraits: (ViewTraits.InterfaceStyle, ViewTraits.TextSize, ViewTraits.LayoutDirection)
  {
    (
      traits.interfaceStyle ?? .light, traits.textSize ?? .large,
      traits.layoutDirection ?? .leftToRight
    )
  }
}
