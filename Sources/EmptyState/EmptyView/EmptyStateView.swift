/// The view of a shown placeholder: image, title, description and button, or a custom view.
///
/// The list's ``EmptyStateController`` creates it from an ``EmptyStatePlaceholder`` and shows it
/// while the decision says so. Its parts are subviews laid out by the rule documented on
/// ``EmptyStateMetrics``: an ``ImageNode``, two ``LabelNode``s and a ``ButtonNode``, or the
/// app's custom view.
///
/// For assistive technologies the view is labelled with the title and the description and
/// carries the placeholder's identifier; its button is a separate element with the button trait.
@MainActor
public final class EmptyStateView: ViewNode {
  /// The placeholder shown.
  public let placeholder: EmptyStatePlaceholder
  /// Which of the list's placeholders this is.
  public let kind: PlaceholderKind
  /// The image part; hidden when the placeholder has none or it was dropped for lack of room.
  public let imageNode: ImageNode
  /// The title part.
  public let titleNode: LabelNode
  /// The description part.
  public let detailNode: LabelNode
  /// The button, if the placeholder has one.
  public let buttonNode: ButtonNode?
  /// The app's custom view, if the placeholder has one.
  public let customNode: ViewNode?

  /// The resolved appearance; changing it lays the view out again if it is shown.
  public var appearance: EmptyStateAppearance {
    didSet {
      guard appearance != oldValue else { return }
      applyStyles()
      relayout()
    }
  }

  /// The spacing rules (part of ``appearance``).
  public var metrics: EmptyStateMetrics {
    get { appearance.metrics }
    set { appearance.metrics = newValue }
  }

  /// The text measuring rule; changing it lays the view out again if it is shown.
  public var textMeasure: any TextMeasuring = MonospacedTextMeasure() {
    didSet { relayout() }
  }

  /// How many times the view has been laid out; reloads that change nothing do not add to it.
  public private(set) var layoutCount = 0

  /// The area the view was last laid out in, and whether that layout is still valid.
  private(set) var layoutArea: ViewRect?

  /// Creates the view of `placeholder`; it is laid out when shown.
  ///
  /// - Parameters:
  ///   - placeholder: What to show.
  ///   - kind: Which of the list's placeholders it is.
  ///   - appearance: The resolved appearance.
  public init(
    placeholder: EmptyStatePlaceholder, kind: PlaceholderKind = .empty,
    appearance: EmptyStateAppearance = EmptyStateAppearance()
  ) {
    self.placeholder = placeholder
    self.kind = kind
    self.appearance = appearance
    imageNode = ImageNode(image: placeholder.image)
    titleNode = LabelNode(text: placeholder.title ?? "")
    detailNode = LabelNode(text: placeholder.detail ?? "")
    buttonNode = placeholder.button.map { ButtonNode(title: $0.title, image: $0.image) }
    customNode = placeholder.customView?.make()
    super.init(frame: .zero)
    for (index, part) in [imageNode, titleNode, detailNode].enumerated() {
      part.isUserInteractionEnabled = false
      place(part, at: index)
    }
    if let buttonNode { place(buttonNode, at: subviews.count) }
    if let customNode { place(customNode, at: subviews.count) }
    accessibilityLabel = placeholder.accessibilityLabel
    accessibilityIdentifier = placeholder.accessibilityIdentifier
    isAccessibilityElement = buttonNode == nil && customNode == nil
    applyStyles()
  }

  /// Creates the view of the one-line API's content.
  ///
  /// - Parameter content: An image, a title, or both.
  public convenience init(content: EmptyStateContent) {
    self.init(placeholder: EmptyStatePlaceholder(content: content))
  }

  /// The image and title, when that is all the placeholder has (the one-line API's content).
  public var content: EmptyStateContent? {
    guard placeholder.detail == nil, placeholder.button == nil, placeholder.customView == nil
    else { return nil }
    return try? EmptyStateContent(image: placeholder.image, title: placeholder.title)
  }

  /// Lays the view and its parts out inside `area` of its superview.
  ///
  /// - Parameter area: The region of the superview the view is centred in.
  public func layout(in area: ViewRect) {
    let layout = PlaceholderLayout(
      parts: parts, in: area, appearance: appearance, measure: textMeasure)
    layoutArea = area
    layoutCount += 1
    frame = layout.frame
    Self.place(imageNode, at: layout.imageFrame)
    Self.place(titleNode, at: layout.titleFrame)
    Self.place(detailNode, at: layout.detailFrame)
    if let buttonNode { Self.place(buttonNode, at: layout.buttonFrame) }
    if let customNode { Self.place(customNode, at: layout.customFrame) }
    titleNode.lines = layout.titleLines
    detailNode.lines = layout.detailLines
  }

  /// Lays the view out in `area` unless it already is, and nothing changed since.
  func layoutIfNeeded(in area: ViewRect) {
    if layoutArea != area { layout(in: area) }
  }

  private var parts: PlaceholderParts {
    PlaceholderParts(
      image: placeholder.image?.size, title: placeholder.title, detail: placeholder.detail,
      buttonTitle: placeholder.button?.title, buttonImage: placeholder.button?.image?.size,
      custom: customNode?.frame.size)
  }

  private static func place(_ node: ViewNode, at frame: ViewRect?) {
    node.frame = frame ?? .zero
    node.isHidden = frame == nil
  }

  private func applyStyles() {
    titleNode.style = appearance.titleStyle
    detailNode.style = appearance.detailStyle
    buttonNode?.style = appearance.buttonStyle
  }

  private func relayout() {
    guard let area = layoutArea else { return }
    if superview != nil {
      layout(in: area)
    } else {
      layoutArea = nil  // laid out again when shown
    }
  }
}
