/// A reason the empty-state API refused its input; nothing was changed.
public enum EmptyStateError: Error, Hashable, Sendable {
  /// Neither an image nor a title was given, so there is nothing to show.
  case missingContent
  /// An image size was negative, infinite or NaN.
  case invalidImageSize(width: Double, height: Double)
  /// An image name was empty.
  case emptyImageName
}

extension EmptyStateError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .missingContent:
      return "an empty view needs an image, a title or both; both were missing"
    case .invalidImageSize(let width, let height):
      return "image size \(width) x \(height) is invalid; "
        + "width and height must be finite and not negative"
    case .emptyImageName:
      return "an image needs a non-empty name"
    }
  }
}
