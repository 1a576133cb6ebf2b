/// Draws frames in place: only the rows that changed since the last frame are written again.
///
/// The first frame, and the first after ``invalidate()`` (a resize, Ctrl-L), clears the screen
/// and writes every row. Each row written is cleared first and then written, never cleared after
/// its text: a row as wide as the screen leaves the cursor on its last column, where clearing to
/// the end of the line would erase that column.
struct ScreenPainter {
  /// What the screen shows now; `nil` when that is not known.
  private var painted: ScreenFrame?

  /// Forgets what the screen shows: the next frame is drawn whole.
  mutating func invalidate() {
    painted = nil
  }

  /// The text that turns the screen into `frame`, cursor hidden meanwhile; `nil` when the
  /// screen already shows it.
  mutating func paint(_ frame: ScreenFrame) -> String? {
    guard frame != painted else { return nil }
    var text = TerminalCodes.hideCursor
    let old = painted?.rows ?? [:]
    if painted == nil { text += TerminalCodes.clearScreen }
    for row in Set(old.keys).union(frame.rows.keys).sorted() where old[row] != frame.rows[row] {
      text += TerminalCodes.moveCursor(row: row, column: 1) + TerminalCodes.clearLine
      text += frame.rows[row] ?? ""
    }
    text += TerminalCodes.moveCursor(row: frame.cursor.row, column: frame.cursor.column)
    text += TerminalCodes.showCursor
    painted = frame
    return text
  }
}
