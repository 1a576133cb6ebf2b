/// What an empty view shows: an image, a title, or both.
///
/// The three cases are the only valid ones, so "nothing to show" cannot be represented.
public enum EmptyStateContent: Hashable, Sendable {
  /// An image alone.
  case image(EmptyStateImage)
  /// A title alone.
  case title(String)
  /// An image above a title.
  case imageAndTitle(EmptyStateImage, String)

  /// Creates content from an optional image and an optional title, as read from configuration.
  ///
  /// - Throws: ``EmptyStateError/missingContent`` when both are `nil`.
  public init(image: EmptyStateImage?, title: String?) throws(EmptyStateError) {
    switch (image, title) {
    case (let image?, let title?): self = .imageAndTitle(image, title)
    case (let image?, nil): self = .image(image)
    case (nil, let title?): self = .title(title)
    case (nil, nil): throw .missingContent
    }
  }

  /// The image, if the content has one.
  public var image: EmptyStateImage? {
    switch self {
    case .image(let image), .imageAndTitle(let image, _): return image
    case .title: return nil
    }
  }

  /// The title, if the content has one.
  public var title: String? {
    switch self {
    case .title(let title), .imageAndTitle(_, let title): return title
    case .image: return nil
    }
  }
}
