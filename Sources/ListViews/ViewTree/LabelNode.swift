/// A node that shows lines of text.
@MainActor
public final class LabelNode: ViewNode {
  /// The full text; setting it shows it as a single line until its container lays it out.
  public var text: String {
    didSet { lines = [text] }
  }
  /// The text broken into the lines that fit the label's width, as its container laid it out.
  public var lines: [String]
  /// How the text looks; `nil` for the renderer's default.
  public var style: TextStyle?
  /// What renderers call the label's text (``DisplayItem/Role/label`` unless a container says
  /// what the text is, such as a title).
  public var role = DisplayItem.Role.label
  /// Where the lines sit across the label's width; centred by default.
  public var textAlignment = DisplayItem.TextAlignment.center

  /// Creates a label for `text`, laid out as a single line until its container lays it out.
  ///
  /// - Parameter text: The text shown.
  public init(text: String) {
    self.text = text
    self.lines = [text]
    super.init(frame: .zero)
  }

  /// Lines of text.
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(
      role: role, shape: .text, frame: frame, lines: lines, textStyle: style,
      textAlignment: textAlignment)
  }
}
