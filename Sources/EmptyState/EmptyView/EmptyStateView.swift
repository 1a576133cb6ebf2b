/// The view shown when a list is empty: an image, a title, or both.
///
/// Created by ``ListContainer/setEmptyView(image:title:onTap:)`` and its siblings; the list
/// shows it as its front-most subview while it has no rows and removes it when rows arrive.
/// Its subviews are an ``ImageNode`` and a ``LabelNode``, laid out by a rule documented on
/// ``EmptyStateMetrics`` and ``layout(in:)``.
@MainActor
public final class EmptyStateView: ViewNode {
  /// What the view shows.
  public let content: EmptyStateContent

  /// The image part; its frame is zero when the content has no image or the image was dropped.
  public let imageNode: ImageNode

  /// The title part; its frame is zero when the content has no title.
  public let titleNode: LabelNode

  /// The spacing rules; changing them lays the view out again if it is shown.
  public var metrics = EmptyStateMetrics() {
    didSet { relayout() }
  }

  /// The text measuring rule; changing it lays the view out again if it is shown.
  public var textMeasure: any TextMeasuring = MonospacedTextMeasure() {
    didSet { relayout() }
  }

  /// How many times the view has been laid out; reloads that change nothing do not add to it.
  public private(set) var layoutCount = 0

  /// The area the view was last laid out in, in its superview's space.
  private(set) var layoutArea: ViewRect?

  /// Creates a view for `content`; it is laid out when shown.
  ///
  /// - Parameter content: What to show.
  public init(content: EmptyStateContent) {
    self.content = content
    imageNode = ImageNode(image: content.image)
    titleNode = LabelNode(text: content.title ?? "")
    super.init(frame: .zero)
    place(imageNode, at: 0)
    place(titleNode, at: 1)
  }

  /// Lays the view and its parts out inside `area` of its superview.
  ///
  /// - Parameter area: The region of the superview the view is centred in.
  public func layout(in area: ViewRect) {
    let layout = EmptyStateLayout(
      content: content, in: area, metrics: metrics, measure: textMeasure)
    layoutArea = area
    layoutCount += 1
    frame = layout.frame
    imageNode.frame = layout.imageFrame ?? .zero
    imageNode.isHidden = layout.imageFrame == nil
    titleNode.frame = layout.titleFrame ?? .zero
    titleNode.isHidden = layout.titleFrame == nil
    titleNode.lines = layout.titleLines
  }

  private func relayout() {
    if let layoutArea, superview != nil { layout(in: layoutArea) }
  }
}
