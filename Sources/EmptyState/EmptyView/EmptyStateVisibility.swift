/// Whether an empty view is shown, and the transition each new decision causes.
///
/// The decision logic without any view: a value type, so it is tested on its own.
struct EmptyStateVisibility: Equatable {
  /// A change of visibility.
  enum Transition: Equatable {
    case show
    case hide
  }

  private(set) var isShown = false

  /// Records whether the view should be shown and returns the transition, if any.
  mutating func update(shouldShow: Bool) -> Transition? {
    guard shouldShow != isShown else { return nil }
    isShown = shouldShow
    return shouldShow ? .show : .hide
  }
}
