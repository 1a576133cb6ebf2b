/// A node that shows a button: a title and/or an image, and takes taps.
///
/// Exposed to assistive technologies as a button labelled with its title (or image name).
@MainActor
public final class ButtonNode: ViewNode {
  /// The button's title.
  public internal(set) var title: String?
  /// The button's image.
  public internal(set) var image: ViewImage?
  /// How the title looks.
  public var style: TextStyle?

  /// Creates a button node.
  ///
  /// - Parameters:
  ///   - title: The title, if any.
  ///   - image: The image, if any.
  public init(title: String?, image: ViewImage?) {
    self.title = title
    self.image = image
    super.init(frame: .zero)
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityLabel = title ?? image?.name
  }

  /// A button with its title (or its image's name).
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(
      role: .button, shape: .button, frame: frame, lines: [title ?? image?.name ?? ""],
      textStyle: style)
  }
}
