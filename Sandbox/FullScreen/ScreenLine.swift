import EmptyState

/// One line of the full screen, cut to the terminal's width so that it never wraps (a wrapped
/// line would scroll the screen and spoil drawing in place).
///
/// The line is text already made safe (``TerminalText``): the only escapes it may hold are the
/// renderer's colour codes, which take no width and are kept. Wide characters take two columns
/// and are never cut in half.
struct ScreenLine: Equatable {
  /// The text to write, within the width.
  let text: String
  /// The columns it takes.
  let columns: Int
  /// Whether some of the line did not fit.
  let isCut: Bool

  /// `line` cut to at most `width` columns.
  init(_ line: String, width: Int) {
    var text = ""
    var columns = 0
    var inColourCode = false
    var hasColour = false
    var cut = false
    for character in line {
      if inColourCode || character == "\u{1B}" {
        text.append(character)
        inColourCode = character != "m"
        hasColour = true
        continue
      }
      let characterColumns = MonospacedTextMeasure.columns(of: character)
      guard columns + characterColumns <= width else {
        cut = true
        break
      }
      text.append(character)
      columns += characterColumns
    }
    // A line cut before its own reset would leave its colour on for what follows.
    if cut, hasColour { text += TerminalCodes.resetStyle }
    self.text = text
    self.columns = columns
    isCut = cut
  }

  /// `text` (without colour codes) in lines of at most `width` columns, broken anywhere.
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var columns = 0
    for character in text {
      let characterColumns = MonospacedTextMeasure.columns(of: character)
      if columns + characterColumns > width, !line.isEmpty {
        lines.append(line)
        line = ""
        columns = 0
      }
      line.append(character)
      columns += characterColumns
    }
    return lines + [line]
  }
}
