/// Something that happened to a list's placeholder.
///
/// Visibility events fire only when visibility actually changes, never on a reload that leaves
/// it as it was, in this order: ``willAppear``, the view is added, ``didAppear``; or
/// ``willDisappear``, the view is removed, ``didDisappear``. With
/// ``EmptyStateOptions/transitions`` the did-events come when the fade ends; a fade turned back
/// mid-way sends the opposite will-event and never its own did-event (will-appear,
/// will-disappear, did-disappear). Switching from one shown placeholder to another (say loading
/// to empty) is not a visibility change: the view is replaced in place (or crossfades), and
/// ``didReplacePlaceholder`` says so.
public enum EmptyStateEvent: Hashable, Sendable {
  /// A placeholder is about to be shown.
  case willAppear
  /// A placeholder has been shown.
  case didAppear
  /// The placeholder is about to be hidden.
  case willDisappear
  /// The placeholder has been hidden.
  case didDisappear
  /// The shown placeholder was tapped outside its button (and has a tap action).
  case didTapView
  /// The shown placeholder's button was tapped.
  case didTapButton
  /// The shown placeholder's secondary button was tapped.
  case didTapSecondaryButton
  /// The list's phase changed to this kind.
  case didChangePhase(ContentPhase.Kind)
  /// The shown placeholder was replaced in place by one that shows something else.
  case didReplacePlaceholder
  /// A managed load started (``EmptyStateController/load(id:_:apply:)`` and its siblings).
  case didStartLoad(LoadKind)
  /// A managed load ended, and how; its outcome is already applied when this fires.
  case didEndLoad(LoadKind, LoadOutcome)
}
