/// A node that shows lines of text.
@MainActor
public final class LabelNode: ViewNode {
  /// The full text.
  public internal(set) var text: String
  /// The text broken into the lines that fit the label's width, as laid out.
  public internal(set) var lines: [String]
  /// How the text looks; `nil` for the renderer's default.
  public var style: TextStyle?

  /// Creates a label for `text`, laid out as a single line until its container lays it out.
  public init(text: String) {
    self.text = text
    self.lines = [text]
    super.init(frame: .zero)
  }
}
