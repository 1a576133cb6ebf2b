/// A node that shows an ``EmptyStateImage`` at its frame.
@MainActor
public final class ImageNode: ViewNode {
  /// The image drawn, or `nil` for nothing.
  public internal(set) var image: EmptyStateImage?

  /// Creates a node showing `image`.
  public init(image: EmptyStateImage?) {
    self.image = image
    super.init(frame: .zero)
  }
}
