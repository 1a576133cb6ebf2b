import EmptyState

/// The documented order of the visibility events, checked on the events alone: will-appear
/// starts an appearance that did-appear completes, will-disappear a disappearance that
/// did-disappear completes, and a transition turned back mid-way (a will- event of the other
/// kind) never sends the event it was on its way to.
struct VisibilityEventOrder {
  private(set) var state = ListModel.Presentation.hidden

  /// Takes `event` in; returns what it breaks, if anything.
  mutating func receive(_ event: EmptyStateEvent) -> String? {
    let next: ListModel.Presentation
    switch (event, state) {
    case (.willAppear, .hidden), (.willAppear, .disappearing): next = .appearing
    case (.didAppear, .appearing): next = .shown
    case (.willDisappear, .appearing), (.willDisappear, .shown): next = .disappearing
    case (.didDisappear, .disappearing): next = .hidden
    case (.willAppear, _), (.didAppear, _), (.willDisappear, _), (.didDisappear, _):
      return "\(event) while the placeholder is \(state)"
    default: return nil
    }
    state = next
    return nil
  }
}
