/// A reason the empty-state API refused its input; nothing was changed.
public enum EmptyStateError: Error, Hashable, Sendable {
  /// Neither an image nor a title was given, so there is nothing to show.
  case missingContent
  /// An image size was negative, infinite or NaN.
  case invalidImageSize(width: Double, height: Double)
  /// An image name was empty.
  case emptyImageName
  /// No preset is registered under this name.
  case unknownPreset(String)
}

extension EmptyStateError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .missingContent:
      return "a placeholder needs something to show (an image, a title, a description, a button "
        + "or a custom view); all were missing"
    case .invalidImageSize(let width, let height):
      return "image size \(width) x \(height) is invalid; "
        + "width and height must be finite and not negative"
    case .emptyImageName:
      return "an image needs a non-empty name"
    case .unknownPreset(let name):
      return "no preset is registered as '\(name)'; register it with EmptyStateDefaults.register"
    }
  }
}
