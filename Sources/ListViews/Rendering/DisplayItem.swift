/// One thing a renderer draws, in the root view's coordinate space.
///
/// The ``shape`` says how renderers draw it; the ``role`` names it (the SVG renderer writes it
/// as the element's class, and the text renderer colours by it). Higher layers add roles of
/// their own.
public struct DisplayItem: Hashable, Sendable {
  /// The name of what an item stands for.
  public struct Role: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name, as written into SVG `class` attributes.
    public let rawValue: String

    /// Creates a role from its name.
    ///
    /// - Parameter rawValue: A short lowercase name, such as `"row"`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a role from a string literal.
    ///
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
      self.init(rawValue: value)
    }

    /// The list itself (its frame).
    public static let list: Role = "list"
    /// A list's header view.
    public static let header: Role = "header"
    /// A list's footer view.
    public static let footer: Role = "footer"
    /// A collection section's header.
    public static let sectionHeader: Role = "section-header"
    /// A collection section's footer.
    public static let sectionFooter: Role = "section-footer"
    /// A table row.
    public static let row: Role = "row"
    /// A collection item.
    public static let item: Role = "item"
    /// An image.
    public static let image: Role = "image"
    /// The main text of a group, drawn emphasized.
    public static let title: Role = "title"
    /// The secondary text of a group.
    public static let detail: Role = "detail"
    /// A button.
    public static let button: Role = "button"
    /// An activity indicator.
    public static let activityIndicator: Role = "activity-indicator"
    /// Text of any other label.
    public static let label: Role = "label"
    /// Any other view.
    public static let view: Role = "view"
  }

  /// How an item is drawn.
  public enum Shape: Hashable, Sendable {
    /// The root's frame: an outlined canvas in SVG; the text renderer's border.
    case canvas
    /// A dashed outline (SVG only; the text renderer leaves it to what is inside).
    case outline
    /// A row: its text from the left and a rule at its bottom.
    case row
    /// A box with its text centred.
    case box
    /// A dashed box with its text centred.
    case dashedBox
    /// An image: a crossed box labelled with the image's name.
    case image
    /// Lines of text, centred, stacked from the top.
    case text
    /// A button: its title between brackets.
    case button
    /// A header or footer: its text, and a rule on the side facing the content.
    case accessory(Edge)
    /// An activity indicator: `(*)` centred in text, a dashed ring in SVG.
    case activityIndicator
    /// A background: a filled rectangle with corners of this radius in SVG, a dotted outline in
    /// text (whatever is drawn after it writes over it).
    case background(cornerRadius: Double)
  }

  /// Where lines of text sit across their frame.
  public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred (the default).
    case center
    /// Against the right edge.
    case right
  }

  /// A side of the content.
  public enum Edge: Hashable, Sendable {
    /// Above the content.
    case top
    /// Below the content.
    case bottom
  }

  /// What the item stands for.
  public var role: Role
  /// How it is drawn.
  public var shape: Shape
  /// Where it is.
  public var frame: ViewRect
  /// Its text, one entry per line: a cell's text, a label's lines, an image's name.
  public var lines: [String]
  /// The text's style, when the view has one.
  public var textStyle: TextStyle?
  /// The background colour, when the view has one.
  public var fill: ColorValue?
  /// A name that is unique in the picture (the SVG renderer writes it as the element's `id`).
  public var identifier: String?
  /// How opaque the item is drawn, 0...1: the product of the opacities of its node and of the
  /// node's ancestors.
  public var opacity: Double
  /// Where the item's lines sit across its frame (for ``Shape/text``).
  public var textAlignment: TextAlignment

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - role: What the item stands for.
  ///   - shape: How it is drawn.
  ///   - frame: Where it is, in the root's coordinate space.
  ///   - lines: Its text, one entry per line.
  ///   - textStyle: The text's style, if any.
  ///   - fill: The background colour, if any.
  ///   - identifier: A name unique in the picture, if any.
  ///   - opacity: How opaque it is drawn; 1 by default.
  ///   - textAlignment: Where its lines sit across its frame; centred by default.
  public init(
    role: Role, shape: Shape, frame: ViewRect, lines: [String] = [], textStyle: TextStyle? = nil,
    fill: ColorValue? = nil, identifier: String? = nil, opacity: Double = 1,
    textAlignment: TextAlignment = .center
  ) {
    self.role = role
    self.shape = shape
    self.frame = frame
    self.lines = lines
    self.textStyle = textStyle
    self.fill = fill
    self.identifier = identifier
    self.opacity = opacity
    self.textAlignment = textAlignment
  }
}
