/// An object told about a list's empty-state events; every method is optional.
///
/// The delegate is held weakly. It hears each event before the controller's
/// ``EmptyStateController/eventHandler`` does. Visibility events fire only when visibility
/// changes (see ``EmptyStateEvent``).
@MainActor
public protocol EmptyStateDelegate: AnyObject {
  /// A placeholder is about to be shown.
  func emptyStateWillAppear(in list: ViewNode)
  /// A placeholder has been shown.
  func emptyStateDidAppear(in list: ViewNode)
  /// The placeholder is about to be hidden.
  func emptyStateWillDisappear(in list: ViewNode)
  /// The placeholder has been hidden.
  func emptyStateDidDisappear(in list: ViewNode)
  /// The shown placeholder was tapped outside its button.
  func emptyState(in list: ViewNode, didTapView view: EmptyStateView)
  /// The shown placeholder's button was tapped.
  func emptyState(in list: ViewNode, didTapButton button: ButtonNode)
  /// The list's phase changed.
  func emptyState(in list: ViewNode, didChangePhaseTo phase: ContentPhase)
}

extension EmptyStateDelegate {
  /// Does nothing.
  public func emptyStateWillAppear(in list: ViewNode) {}
  /// Does nothing.
  public func emptyStateDidAppear(in list: ViewNode) {}
  /// Does nothing.
  public func emptyStateWillDisappear(in list: ViewNode) {}
  /// Does nothing.
  public func emptyStateDidDisappear(in list: ViewNode) {}
  /// Does nothing.
  public func emptyState(in list: ViewNode, didTapView view: EmptyStateView) {}
  /// Does nothing.
  public func emptyState(in list: ViewNode, didTapButton button: ButtonNode) {}
  /// Does nothing.
  public func emptyState(in list: ViewNode, didChangePhaseTo phase: ContentPhase) {}
}
