/// The view of a shown placeholder: image, title, description and button, or a custom view.
///
/// The list's ``EmptyStateController`` creates it from an ``EmptyStatePlaceholder`` and shows it
/// while the decision says so. Its parts are subviews laid out by the rule documented on
/// ``EmptyStateMetrics``: an ``ImageNode``, two ``LabelNode``s and a ``ButtonNode``, or the
/// app's custom view.
///
/// For assistive technologies, a placeholder without a button or custom view is one element
/// labelled with its title and description; otherwise the title, the description and the
/// button are separate elements, read in that order (``ViewNode/accessibilityElements``).
@MainActor
public final class EmptyStateView: ViewNode {
  /// Which of the list's placeholders this is.
  public let kind: PlaceholderKind
  /// The image part; hidden when the placeholder has none or it was dropped for lack of room.
  public let imageNode: ImageNode
  /// The activity indicator, if the placeholder has one; it takes the image's place.
  public let activityIndicatorNode: ActivityIndicatorNode?
  /// The title part.
  public let titleNode: LabelNode
  /// The description part.
  public let detailNode: LabelNode
  /// The button, if the placeholder has one.
  public let buttonNode: ButtonNode?
  /// The app's custom view, if the placeholder has one.
  public let customNode: ViewNode?
  /// The size the app gave its custom view, before any shrinking.
  private let customSize: ViewSize?
  /// The title and the description as given (an empty title is a title of one empty line).
  private let title: String?
  private let detail: String?

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
  package private(set) var layoutCount = 0

  /// The area the view was last laid out in, and whether that layout is still valid.
  private(set) var layoutArea: ViewRect?

  /// Creates the view of `placeholder`; it is laid out when shown.
  ///
  /// - Parameters:
  ///   - placeholder: What to show.
  ///   - kind: Which of the list's placeholders it is.
  ///   - appearance: The resolved appearance.
  ///   - customNode: The placeholder's custom view, made and checked by the caller (it has no
  ///     superview); `nil` for none.
  package init<List>(
    placeholder: EmptyStatePlaceholder<List>, kind: PlaceholderKind = .empty,
    appearance: EmptyStateAppearance = EmptyStateAppearance(), customNode: ViewNode? = nil
  ) {
    self.kind = kind
    self.appearance = appearance
    imageNode = ImageNode(image: placeholder.image)
    activityIndicatorNode = placeholder.activityIndicator.map { ActivityIndicatorNode(style: $0) }
    titleNode = LabelNode(text: placeholder.title ?? "")
    detailNode = LabelNode(text: placeholder.detail ?? "")
    buttonNode = placeholder.button.map { ButtonNode(title: $0.title, image: $0.image) }
    self.customNode = customNode
    customSize = customNode?.frame.size
    title = placeholder.title
    detail = placeholder.detail
    super.init(frame: .zero)
    titleNode.role = .title
    detailNode.role = .detail
    let indicator: [ViewNode] = activityIndicatorNode.map { [$0] } ?? []
    for part in [imageNode] + indicator + [titleNode, detailNode] {
      part.isUserInteractionEnabled = false
      adopt(part)
    }
    if let buttonNode { adopt(buttonNode) }
    if let customNode { adopt(customNode) }
    accessibilityIdentifier = placeholder.accessibilityIdentifier
    accessibilityLabel = placeholder.accessibilityLabel
    if buttonNode == nil, customNode == nil {
      isAccessibilityElement = true
    } else {
      for label in [titleNode, detailNode] {
        label.isAccessibilityElement = !label.text.isEmpty
        label.accessibilityLabel = label.text
        label.accessibilityTraits = label === titleNode ? .header : .staticText
      }
    }
    applyStyles()
  }

  /// The image and title, when that is all the placeholder has (the one-line API's label).
  public var label: PlaceholderLabel? {
    guard detail == nil, buttonNode == nil, customNode == nil else { return nil }
    return try? PlaceholderLabel(image: imageNode.image, title: title)
  }

  /// A dashed box: the view's frame, with its background colour.
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(
      role: .emptyView, shape: .outline, frame: frame, fill: appearance.backgroundColor,
      identifier: DisplayItem.Role.emptyView.rawValue)
  }

  /// A custom view is drawn as a dashed box labelled with its accessibility label, so that a
  /// picture shows where the app's view goes.
  public override func displayItem(for subview: ViewNode, in frame: ViewRect) -> DisplayItem? {
    guard subview === customNode else { return super.displayItem(for: subview, in: frame) }
    return DisplayItem(
      role: .custom, shape: .dashedBox, frame: frame,
      lines: [subview.accessibilityLabel ?? "custom view"])
  }

  /// Lays the view and its parts out inside `area` of its superview.
  package func layout(in area: ViewRect) {
    let layout = PlaceholderLayout(
      parts: parts, in: area, appearance: appearance, measure: textMeasure)
    layoutArea = area
    layoutCount += 1
    frame = layout.frame
    if let activityIndicatorNode {
      Self.place(activityIndicatorNode, at: layout.imageFrame)
      Self.place(imageNode, at: nil)
    } else {
      Self.place(imageNode, at: layout.imageFrame)
    }
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
      image: activityIndicatorNode?.style.size ?? imageNode.image?.size, title: title,
      detail: detail,
      buttonTitle: buttonNode?.title, buttonImage: buttonNode?.image?.size,
      custom: customSize)
  }

  /// Adds a part; parts are new nodes or a custom view without a superview, so they cannot be
  /// this view's ancestors, and the refusal is only reported, never expected.
  private func adopt(_ part: ViewNode) {
    do {
      try addSubview(part)
    } catch {
      report(.invalidHierarchy("a placeholder part cannot be one of its own ancestors"))
    }
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

extension DisplayItem.Role {
  /// The box of a shown placeholder.
  public static let emptyView: Self = "empty-view"
  /// A custom placeholder view's frame.
  public static let custom: Self = "custom"
}
