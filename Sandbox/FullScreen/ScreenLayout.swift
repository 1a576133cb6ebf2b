import EmptyState

/// Where each part of the full screen goes on a terminal of a given size, and which point of
/// the list a clicked cell is.
///
/// From the top: the list's picture (its border, then one cell per ``cell`` points), the last
/// command's output in ``messageLines`` lines, the status line and the command line at the
/// bottom. On a small terminal the picture goes first, then the output, then the status line;
/// the command line always stays.
struct ScreenLayout: Equatable {
  /// The lines under the picture: the output, the status line and the command line.
  static let linesBelowList = messageLines + 2
  /// The lines of output from the last command.
  static let messageLines = 4

  let size: ScreenSize
  /// The points one character cell stands for (the text renderer's).
  let cell: ViewSize

  /// Lays out a screen of `size` for pictures drawn `cell` points a character.
  init(size: ScreenSize, cell: ViewSize = PlainTextRenderer().cellSize) {
    self.size = size
    self.cell = cell
  }

  /// The rows (from 1) the picture, with its border, may take.
  var pictureRows: Range<Int> { 1..<messageRows.lowerBound }

  /// The rows of the last command's output.
  var messageRows: Range<Int> {
    max(1, size.rows - 1 - Self.messageLines)..<max(1, size.rows - 1)
  }

  /// The row of the status line; `nil` on a one-row terminal.
  var statusRow: Int? { size.rows >= 2 ? size.rows - 1 : nil }

  /// The row of the command line: the last one.
  var commandRow: Int { size.rows }

  /// The list size that fills the picture's rows and the screen's width, in points, at most
  /// ``SandboxLimits/length`` each way.
  var listSize: ViewSize {
    ViewSize(
      width: Self.points(cells: size.columns - 2, of: cell.width),
      height: Self.points(cells: pictureRows.count - 2, of: cell.height))
  }

  /// The point of the list under the cell at `column`, `row` (from 1).
  ///
  /// - Parameters:
  ///   - column: The clicked column, from 1.
  ///   - row: The clicked row, from 1.
  ///   - listSize: The list's size now (a `size` command may have made it differ from
  ///     ``listSize``).
  /// - Returns: The middle of the part of the cell inside the list; `nil` outside the list,
  ///   on its border or off the screen.
  func point(column: Int, row: Int, listSize: ViewSize) -> ViewPoint? {
    guard column <= size.columns, pictureRows.contains(row) else { return nil }
    guard let x = Self.middle(ofCell: column - 2, of: cell.width, in: listSize.width),
      let y = Self.middle(ofCell: row - 2, of: cell.height, in: listSize.height)
    else { return nil }
    return ViewPoint(x: x, y: y)
  }

  /// The middle of cell `index` (from 0) cut at `length`; `nil` when the cell is outside.
  private static func middle(ofCell index: Int, of side: Double, in length: Double) -> Double? {
    guard side >= 1, index >= 0, index < PlainTextRenderer.maximumCells else { return nil }
    let start = Double(index) * side
    guard start < length else { return nil }
    return (start + min(start + side, length)) / 2
  }

  private static func points(cells: Int, of side: Double) -> Double {
    min(max(Double(cells) * side, 0), SandboxLimits.length)
  }
}
