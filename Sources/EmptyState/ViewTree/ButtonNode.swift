/// A node that shows a button: a title and/or an image, and takes taps.
///
/// Exposed to assistive technologies as a button labelled with its title (or image name).
@MainActor
public final class ButtonNode: ViewNode {
  /// The button's title.
  public internal(set) var title: String?
  /// The button's image.
  public internal(set) var image: EmptyStateImage?
  /// How the title looks.
  public internal(set) var style: TextStyle?

  /// Creates a button node.
  public init(title: String?, image: EmptyStateImage?) {
    self.title = title
    self.image = image
    super.init(frame: .zero)
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityLabel = title ?? image?.name
  }
}
