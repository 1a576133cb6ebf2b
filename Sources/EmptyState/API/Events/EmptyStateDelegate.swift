/// An object told about a list's empty-state events; every method is optional.
///
/// `List` is the type of list it listens to, inferred from the methods it implements, so each
/// method receives the list as its own type. The delegate is held weakly, and hears each event
/// before the listeners added with ``EmptyStateController/onEvent(_:)``. Visibility events fire
/// only when visibility changes (see ``EmptyStateEvent``).
///
/// ```swift
/// final class Analytics: EmptyStateDelegate {
///   func emptyStateDidAppear(in list: TableView) { print("empty in", list.numberOfSections) }
///   func emptyState(in list: TableView, didTapButton button: ButtonNode) { print("button tapped") }
/// }
/// ```
@MainActor
public protocol EmptyStateDelegate: AnyObject {
  /// The type of list this delegate listens to.
  associatedtype List: ListContainer

  /// A placeholder is about to be shown.
  func emptyStateWillAppear(in list: List)
  /// A placeholder has been shown.
  func emptyStateDidAppear(in list: List)
  /// The placeholder is about to be hidden.
  func emptyStateWillDisappear(in list: List)
  /// The placeholder has been hidden.
  func emptyStateDidDisappear(in list: List)
  /// The shown placeholder was tapped outside its button.
  func emptyState(in list: List, didTapView view: PlaceholderView)
  /// The shown placeholder's button was tapped.
  func emptyState(in list: List, didTapButton button: ButtonNode)
  /// The shown placeholder's secondary button was tapped.
  func emptyState(in list: List, didTapSecondaryButton button: ButtonNode)
  /// The list's phase changed.
  func emptyState(in list: List, didChangePhaseTo phase: ContentPhase)
  /// The shown placeholder was replaced in place by one that shows something else.
  func emptyStateDidReplacePlaceholder(in list: List)
  /// The old name of ``emptyStateDidReplacePlaceholder(in:)``, heard until 0.3.0.
  @available(*, deprecated, renamed: "emptyStateDidReplacePlaceholder(in:)")
  func emptyStateDidChangeContent(in list: List)
  /// A managed load started.
  func emptyState(in list: List, didStartLoad kind: LoadKind)
  /// A managed load ended with `outcome`.
  func emptyState(in list: List, didEndLoad kind: LoadKind, outcome: LoadOutcome)
}

// MARK: Default implementations: each event is ignored unless the delegate implements it.

// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
extension EmptyStateDelegate {
  public func emptyStateWillAppear(in list: List) {}
  public func emptyStateDidAppear(in list: List) {}
  public func emptyStateWillDisappear(in list: List) {}
  public func emptyStateDidDisappear(in list: List) {}
  public func emptyState(in list: List, didTapView view: PlaceholderView) {}
  public func emptyState(in list: List, didTapButton button: ButtonNode) {}
  public func emptyState(in list: List, didTapSecondaryButton button: ButtonNode) {}
  public func emptyState(in list: List, didChangePhaseTo phase: ContentPhase) {}
  public func emptyState(in list: List, didStartLoad kind: LoadKind) {}
  public func emptyState(in list: List, didEndLoad kind: LoadKind, outcome: LoadOutcome) {}
}

extension EmptyStateDelegate {
  func receive(
    _ event: EmptyStateEvent, in list: some ListContainer, view: PlaceholderView?,
    phase: ContentPhase
  ) {
    guard let list = list as? List else { return }
    switch event {
    case .willAppear: emptyStateWillAppear(in: list)
    case .didAppear: emptyStateDidAppear(in: list)
    case .willDisappear: emptyStateWillDisappear(in: list)
    case .didDisappear: emptyStateDidDisappear(in: list)
    case .didTapView: if let view { emptyState(in: list, didTapView: view) }
    case .didTapButton:
      if let button = view?.buttonNode { emptyState(in: list, didTapButton: button) }
    case .didTapSecondaryButton:
      if let button = view?.secondaryButtonNode {
        emptyState(in: list, didTapSecondaryButton: button)
      }
    case .didChangePhase: emptyState(in: list, didChangePhaseTo: phase)
    case .didReplacePlaceholder: emptyStateDidReplacePlaceholder(in: list)
    case .didStartLoad(let kind): emptyState(in: list, didStartLoad: kind)
    case .didEndLoad(let kind, let outcome):
      emptyState(in: list, didEndLoad: kind, outcome: outcome)
    }
  }
}
