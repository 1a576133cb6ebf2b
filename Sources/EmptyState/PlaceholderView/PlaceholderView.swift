/// The view of a shown placeholder: image, title, description and buttons, or a custom view.
///
/// The list's ``EmptyStateController`` creates it from an ``EmptyStatePlaceholder`` and shows it
/// while the decision says so. Its parts are subviews laid out by the rule of
/// ``EmptyStateMetrics`` and ``PlaceholderAlignment``: a background, an ``ImageNode``, two
/// ``LabelNode``s and up to two ``ButtonNode``s, or the app's custom view. It reads the list's
/// traits when it is laid out: fonts and spacing scale with the text size, and leading
/// alignment and the order of the buttons mirror in right-to-left layout.
///
/// For assistive technologies, a placeholder without a button or custom view is one element
/// labelled with its title and description; otherwise the title, the description and the
/// buttons are separate elements, read in that order (``ViewNode/accessibilityElements``).
@MainActor
public final class PlaceholderView: ViewNode {
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
  /// The secondary button, if the placeholder has one.
  public let secondaryButtonNode: ButtonNode?
  let backgroundNode = BackgroundNode()
  /// What the view was built to show, without its actions.
  let fingerprint: PlaceholderFingerprint
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
      applyStyles(appearance)
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

  package private(set) var layoutCount = 0

  /// The area the view was last laid out in, and whether that layout is still valid.
  private(set) var layoutArea: ViewRect?
  private var layoutTraits: ViewTraits?
  /// The offset asked for, kept so that a layout in a larger area can honour it again.
  private var requestedOffset = 0.0

  /// The size of all the parts: taller than the frame while they scroll
  /// (``EmptyStateMetrics/Overflow/scroll``), the frame's size otherwise.
  public var contentSize: ViewSize {
    partsSize
  }

  private var partsSize = ViewSize.zero

  /// How far the parts are scrolled up, while they are taller than the view
  /// (``EmptyStateMetrics/Overflow/scroll``); `y` only, as a vertical scroll view's.
  ///
  /// A value beyond the content is kept at its end (0 to the content's height less the view's);
  /// a NaN or infinite value is refused: the offset stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var contentOffset: ViewPoint {
    get { ViewPoint(x: 0, y: scrolledOffset) }
    set {
      guard !refuses(newValue, named: "contentOffset", isValid: newValue.isFinite) else { return }
      requestedOffset = newValue.y
      relayout()
    }
  }
  private var scrolledOffset = 0.0

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
    secondaryButtonNode = placeholder.secondaryButton.map {
      ButtonNode(title: $0.title, image: $0.image)
    }
    self.customNode = customNode
    customSize = customNode?.frame.size
    title = placeholder.title
    detail = placeholder.detail
    fingerprint = PlaceholderFingerprint(placeholder, kind: kind)
    super.init(frame: .zero)
    titleNode.role = .title
    detailNode.role = .detail
    let indicator: [ViewNode] = activityIndicatorNode.map { [$0] } ?? []
    for part in [backgroundNode, imageNode] + indicator + [titleNode, detailNode] {
      part.isUserInteractionEnabled = false
      adopt(part)
    }
    for button in [buttonNode, secondaryButtonNode] { if let button { adopt(button) } }
    if let customNode { adopt(customNode) }
    accessibilityIdentifier = placeholder.accessibilityIdentifier
    accessibilityLabel = placeholder.accessibilityLabel
    if buttonNode == nil, secondaryButtonNode == nil, customNode == nil {
      isAccessibilityElement = true
    } else {
      for label in [titleNode, detailNode] {
        label.isAccessibilityElement = !label.text.isEmpty
        label.accessibilityLabel = label.text
        label.accessibilityTraits = label === titleNode ? .header : .staticText
      }
    }
    applyStyles(appearance)
  }

  package var shownTitle: String? {
    title == nil ? nil : titleNode.text
  }

  /// What the placeholder reads to a screen reader.
  var readText: String {
    accessibilityLabel ?? customNode?.accessibilityLabel ?? ""
  }

  /// The image and title, when that is all the placeholder has (the one-line API's label).
  public var label: PlaceholderLabel? {
    guard detail == nil, buttonNode == nil, secondaryButtonNode == nil, customNode == nil else {
      return nil
    }
    return try? PlaceholderLabel(image: imageNode.image, title: title)
  }

  /// A dashed box: the view's frame (its background is drawn by a part of its own).
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(
      role: .emptyView, shape: .outline, frame: frame,
      identifier: DisplayItem.Role.emptyView.rawValue)
  }

  /// A custom view is drawn as a dashed box labelled with its accessibility label, so that a
  /// picture shows where the app's view goes; the secondary button is drawn as one.
  public override func displayItem(for subview: ViewNode, in frame: ViewRect) -> DisplayItem? {
    if subview === secondaryButtonNode {
      var item = super.displayItem(for: subview, in: frame)
      item?.role = .secondaryButton
      return item
    }
    guard subview === customNode else { return super.displayItem(for: subview, in: frame) }
    return DisplayItem(
      role: .custom, shape: .dashedBox, frame: frame,
      lines: [subview.accessibilityLabel ?? "custom view"])
  }

  package func layout(in area: ViewRect) {
    let traits = self.traits
    let drawn = appearance.scaled(for: traits.textSize)
    applyStyles(drawn)
    let layout = PlaceholderLayout(
      parts: parts, in: area, appearance: drawn, measure: textMeasure,
      direction: traits.layoutDirection, contentOffset: requestedOffset)
    layoutArea = area
    layoutTraits = traits
    layoutCount += 1
    frame = layout.frame
    partsSize = layout.contentSize
    scrolledOffset = layout.contentOffset
    Self.place(backgroundNode, at: layout.backgroundFrame)
    backgroundNode.fill = drawn.background.color
    backgroundNode.cornerRadius = drawn.background.cornerRadius
    if let activityIndicatorNode {
      Self.place(activityIndicatorNode, at: layout.imageFrame)
      Self.place(imageNode, at: nil)
    } else {
      Self.place(imageNode, at: layout.imageFrame)
    }
    Self.place(titleNode, at: layout.titleFrame)
    Self.place(detailNode, at: layout.detailFrame)
    if let buttonNode { Self.place(buttonNode, at: layout.buttonFrame) }
    if let secondaryButtonNode { Self.place(secondaryButtonNode, at: layout.secondaryButtonFrame) }
    if let customNode { Self.place(customNode, at: layout.customFrame) }
    titleNode.lines = layout.titleLines
    detailNode.lines = layout.detailLines
    titleNode.textAlignment = layout.textAlignment
    detailNode.textAlignment = layout.textAlignment
  }

  func fittingHeight(width: Double) -> Double {
    var drawn = appearance.scaled(for: traits.textSize)
    drawn.metrics.overflow = .scroll  // nothing is dropped: the parts' whole height
    let area = ViewRect(x: 0, y: 0, width: width, height: Self.measuringHeight)
    let layout = PlaceholderLayout(
      parts: parts, in: area, appearance: drawn, measure: textMeasure,
      direction: traits.layoutDirection)
    let margins = drawn.metrics.layoutMargins
    return min(layout.contentSize.height + margins.top + margins.bottom, .greatestFiniteMagnitude)
  }

  /// The height a placeholder is measured in: more than any placeholder needs.
  private static let measuringHeight = 1e9

  func area(in list: some ListContainer) -> ViewRect {
    let area = list.contentArea
    guard appearance.metrics.safeArea == .respect, list.safeAreaInsets != .zero else {
      return area
    }
    return area.intersection(list.bounds.inset(by: list.safeAreaInsets))
  }

  func layoutIfNeeded(in area: ViewRect) {
    if layoutArea != area || layoutTraits != traits { layout(in: area) }
  }

  private var parts: PlaceholderParts {
    PlaceholderParts(
      image: activityIndicatorNode?.style.size ?? imageNode.image?.size, title: title,
      detail: detail,
      button: buttonNode.map { PlaceholderParts.Button(title: $0.title, image: $0.image?.size) },
      secondaryButton: secondaryButtonNode.map {
        PlaceholderParts.Button(title: $0.title, image: $0.image?.size)
      },
      custom: customSize)
  }

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

  private func applyStyles(_ drawn: EmptyStateAppearance) {
    titleNode.style = drawn.titleStyle
    detailNode.style = drawn.detailStyle
    buttonNode?.style = drawn.buttonStyle
    secondaryButtonNode?.style = drawn.secondaryButtonStyle
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
  /// A placeholder's secondary button.
  public static let secondaryButton: Self = "secondary-button"
  /// A placeholder's background.
  public static let placeholderBackground: Self = "placeholder-background"
}

/// Draws a placeholder's background: a filled rectangle with rounded corners, behind the parts.
@MainActor
final class BackgroundNode: ViewNode {
  var fill: ColorValue?
  var cornerRadius = 0.0

  override func displayItem(in frame: ViewRect) -> DisplayItem? {
    guard let fill else { return nil }
    return DisplayItem(
      role: .placeholderBackground, shape: .background(cornerRadius: cornerRadius), frame: frame,
      fill: fill)
  }
}
