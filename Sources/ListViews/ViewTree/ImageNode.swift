/// A node that shows a ``ViewImage`` at its frame.
@MainActor
public final class ImageNode: ViewNode {
  /// The image drawn, or `nil` for nothing.
  public internal(set) var image: ViewImage?

  /// Creates a node showing `image`.
  ///
  /// - Parameter image: The image, or `nil` for an empty node.
  public init(image: ViewImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// An image box labelled with the image's name.
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(role: .image, shape: .image, frame: frame, lines: [image?.name ?? ""])
  }
}
