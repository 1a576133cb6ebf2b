/// A grid of characters, each with the role that drew it, clipped to its size.
///
/// East Asian wide characters take two cells; the second cell holds `nil`.
struct TextCanvas {
  let columns: Int
  let rows: Int
  private(set) var cells: [[Character?]]
  private(set) var roles: [[DisplayItem.Role?]]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
    roles = Array(repeating: Array(repeating: nil, count: self.columns), count: self.rows)
  }

  /// Writes `text` from (`column`, `row`), cutting it at `limit` (exclusive) and at the edge;
  /// control characters are drawn as visible stand-ins (``CellCharacter``).
  mutating func write(_ text: String, column: Int, row: Int, limit: Int, role: DisplayItem.Role) {
    guard (0..<rows).contains(row) else { return }
    var column = column
    let end = min(limit, columns)
    for character in text {
      let character = CellCharacter.drawn(character)
      let width = MonospacedTextMeasure.columns(of: character)
      guard column + width <= end else { return }
      if column >= 0 {
        cells[row][column] = character
        roles[row][column] = role
        if width == 2 {
          cells[row][column + 1] = nil
          roles[row][column + 1] = role
        }
      }
      column += width
    }
  }

  /// Writes `text` centred between `column` and `limit` (exclusive), cut at `limit`.
  mutating func writeCentred(
    _ text: String, column: Int, row: Int, limit: Int, role: DisplayItem.Role
  ) {
    let width = MonospacedTextMeasure.columns(of: text[...])
    let start = column + max(0, (limit - column - width) / 2)
    write(text, column: start, row: row, limit: limit, role: role)
  }

  /// Writes `text` centred on the middle of `column..<limit`, cut only at the canvas edges.
  ///
  /// Text measured in a smaller font than the grid's is wider here than its frame; centring on
  /// the frame keeps it where the layout put it.
  mutating func writeCentred(
    _ text: String, around columns: Range<Int>, row: Int, role: DisplayItem.Role
  ) {
    let width = MonospacedTextMeasure.columns(of: text[...])
    let start = (columns.lowerBound + columns.upperBound - width) / 2
    write(text, column: max(0, start), row: row, limit: self.columns, role: role)
  }

  /// Draws a horizontal run of `character` from `column` up to `limit` (exclusive).
  mutating func rule(
    _ character: Character, column: Int, row: Int, limit: Int, role: DisplayItem.Role
  ) {
    let width = max(0, limit - column)
    write(
      String(repeating: character, count: width), column: column, row: row, limit: limit, role: role
    )
  }

  /// How a box's outline is drawn.
  enum Outline {
    /// `+`, `-` and `|`.
    case solid
    /// `.` all around.
    case dotted
  }

  /// Draws the outline of the cells `columns` × `rows` (both half-open).
  mutating func box(
    columns: Range<Int>, rows: Range<Int>, role: DisplayItem.Role, outline: Outline = .solid
  ) {
    guard columns.count >= 2, rows.count >= 2 else { return }
    let (corner, edge, side): (Character, Character, String) =
      outline == .solid ? ("+", "-", "|") : (".", ".", ".")
    let line = String(corner) + String(repeating: edge, count: columns.count - 2) + String(corner)
    for row in [rows.lowerBound, rows.upperBound - 1] {
      write(line, column: columns.lowerBound, row: row, limit: columns.upperBound, role: role)
    }
    for row in rows.dropFirst().dropLast() {
      write(side, column: columns.lowerBound, row: row, limit: columns.upperBound, role: role)
      write(side, column: columns.upperBound - 1, row: row, limit: columns.upperBound, role: role)
    }
  }
}
