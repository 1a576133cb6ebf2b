import EmptyState

/// What the full screen shows at one moment: the text of each row and where the cursor stands.
///
/// Each row holds one ``ScreenLine`` (cut to the width); rows not listed are blank. Every text
/// given here must already be safe to print (``TerminalText``).
struct ScreenFrame: Equatable {
  /// The text of each row that is not blank, by row (from 1).
  private(set) var rows: [Int: String] = [:]
  /// Where the cursor stands: at the end of the command line.
  private(set) var cursor = (row: 1, column: 1)

  /// What to put on the screen.
  struct Content {
    /// The list's picture, or a page of output shown in its place, one line each, already cut
    /// to the width (the list is cut once, not at every key).
    var picture: [ScreenLine]
    /// The last command's output, one line each, wrapped at the width; only the last lines
    /// that fit are shown.
    var messages: [String]
    /// What state the list is in, and how to use the screen.
    var status: String
    /// The command being typed, after the prompt.
    var command: String
    /// What to do, shown faintly after the prompt while the command is empty.
    var hint: String
  }

  /// The prompt before the command being typed.
  static let prompt = "> "

  /// Lays `content` out on a screen laid out by `layout`.
  init(_ content: Content, layout: ScreenLayout) {
    let width = layout.size.columns
    for (row, line) in zip(layout.pictureRows, content.picture) {
      set(row, line.text)
    }
    let messages = content.messages.flatMap { ScreenLine.wrapped($0, width: width) }
    for (row, line) in zip(layout.messageRows, messages.suffix(layout.messageRows.count)) {
      set(row, line)
    }
    if let statusRow = layout.statusRow {
      let status = ScreenLine(content.status, width: width)
      let padding = String(repeating: " ", count: width - status.columns)
      rows[statusRow] =
        TerminalCodes.reverseVideo + status.text + padding + TerminalCodes.resetStyle
    }
    let command = Self.commandLine(content.command, width: width)
    cursor = (layout.commandRow, min(command.columns + 1, width))
    if content.command.isEmpty {
      let hint = ScreenLine(content.hint, width: width - 1 - command.columns)
      set(
        layout.commandRow, command.text + TerminalCodes.faint + hint.text + TerminalCodes.resetStyle
      )
    } else {
      set(layout.commandRow, command.text)
    }
  }

  static func == (lhs: ScreenFrame, rhs: ScreenFrame) -> Bool {
    lhs.rows == rhs.rows && lhs.cursor == rhs.cursor
  }

  private mutating func set(_ row: Int, _ text: String) {
    if !text.isEmpty { rows[row] = text }
  }

  /// The prompt and `command`, with a column left for the cursor; a command too long for the
  /// width shows its end, where the typing is: `> …end of the command`.
  private static func commandLine(_ command: String, width: Int) -> ScreenLine {
    let whole = ScreenLine(prompt + command, width: width - 1)
    guard whole.isCut else { return whole }
    let room = width - 1 - prompt.count - 1
    var tail = command.endIndex
    var columns = 0
    // From the end, one character at a time: the command may be 64 KiB long.
    while tail > command.startIndex {
      let previous = command.index(before: tail)
      columns += MonospacedTextMeasure.columns(of: command[previous])
      guard columns <= room else { break }
      tail = previous
    }
    return ScreenLine(prompt + "…" + command[tail...], width: width - 1)
  }
}
