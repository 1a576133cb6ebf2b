/// Something that happened to a list's empty view.
///
/// Visibility events fire only when visibility actually changes, never on a reload that leaves
/// it as it was, in this order: ``willAppear``, the view is added, ``didAppear``; or
/// ``willDisappear``, the view is removed, ``didDisappear``.
public enum EmptyStateEvent: Hashable, Sendable {
  /// The view is about to be shown.
  case willAppear
  /// The view has been shown.
  case didAppear
  /// The view is about to be hidden.
  case willDisappear
  /// The view has been hidden.
  case didDisappear
  /// The shown view was tapped (and had a tap block).
  case didTapView
}
