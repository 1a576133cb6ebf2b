/// One thing a renderer draws, in the root view's coordinate space.
public struct DisplayItem: Hashable, Sendable {
  /// What the item stands for; renderers style by role.
  public enum Role: String, Hashable, Sendable {
    /// The list itself (its frame).
    case list
    /// A list's header view.
    case header
    /// A list's footer view.
    case footer
    /// A table row.
    case row
    /// A collection item.
    case item
    /// The empty view's box.
    case emptyView = "empty-view"
    /// The empty view's image.
    case image
    /// The empty view's title.
    case title
    /// The empty view's description.
    case detail
    /// The empty view's button.
    case button
    /// A custom placeholder view.
    case custom
    /// Text of any other label.
    case label
    /// Any other view.
    case view
  }

  /// What the item stands for.
  public var role: Role
  /// Where it is.
  public var frame: ViewRect
  /// Its text, one entry per line: a cell's text, a label's lines, an image's name.
  public var lines: [String]
  /// The text's style, when the view has one.
  public var textStyle: TextStyle?
  /// The background colour, when the view has one.
  public var fill: ColorValue?

  /// Creates an item.
  public init(
    role: Role, frame: ViewRect, lines: [String], textStyle: TextStyle? = nil,
    fill: ColorValue? = nil
  ) {
    self.role = role
    self.frame = frame
    self.lines = lines
    self.textStyle = textStyle
    self.fill = fill
  }
}
