/// A reason the empty-state API refused its input; nothing was changed.
public enum EmptyStateError: Error, Hashable, Sendable {
  /// Nothing to show was given: no image, title, description, button or custom view.
  case nothingToShow
  /// No preset is registered under this name.
  case unknownPreset(String)
}

extension EmptyStateError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .nothingToShow:
      return "a placeholder needs something to show (an image, a title, a description, a button "
        + "or a custom view); all were missing"
    case .unknownPreset(let name):
      return "no preset is registered as '\(name)'; register it with EmptyStateDefaults.register"
    }
  }
}
