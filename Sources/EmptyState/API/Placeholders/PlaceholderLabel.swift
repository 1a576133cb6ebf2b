/// What the one-line empty view shows: an image, a title, or both.
///
/// Named after SwiftUI's `Label`, which is exactly this pair. The three cases are the only valid
/// ones, so "nothing to show" cannot be represented.
public enum PlaceholderLabel: Hashable, Sendable {
  /// An image alone.
  case image(ViewImage)
  /// A title alone.
  case title(String)
  /// An image above a title.
  case imageAndTitle(ViewImage, String)

  /// Creates a label from an optional image and an optional title, as read from configuration.
  ///
  /// - Parameters:
  ///   - image: The image, if any.
  ///   - title: The title, if any.
  /// - Throws: ``EmptyStateError/nothingToShow`` when both are `nil`.
  public init(image: ViewImage?, title: String?) throws(EmptyStateError) {
    switch (image, title) {
    case (let image?, let title?): self = .imageAndTitle(image, title)
    case (let image?, nil): self = .image(image)
    case (nil, let title?): self = .title(title)
    case (nil, nil): throw .nothingToShow
    }
  }

  /// The image, if the label has one.
  public var image: ViewImage? {
    switch self {
    case .image(let image), .imageAndTitle(let image, _): return image
    case .title: return nil
    }
  }

  /// The title, if the label has one.
  public var title: String? {
    switch self {
    case .title(let title), .imageAndTitle(_, let title): return title
    case .image: return nil
    }
  }
}
