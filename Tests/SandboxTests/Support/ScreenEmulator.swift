/// Just enough of a terminal to keep the screen the full-screen Sandbox draws, for a test to
/// read it and find where to click.
///
/// It moves the cursor (`ESC [ row ; column H`), clears lines and the screen (`ESC [ 2 K`,
/// `ESC [ K`, `ESC [ 2 J`, `ESC [ J`), follows the private modes (alternate screen, mouse
/// reporting, cursor), ignores styles (`ESC [ … m`), cancels a sequence at CAN, and writes
/// every other character in one cell (the tests draw no wide characters), wrapping as xterm
/// does: a character written in the last column waits there until the next one.
struct ScreenEmulator {
  private(set) var columns: Int
  private(set) var rows: Int
  private var cells: [[Character]]
  private var row = 0
  private var column = 0
  private var wrapPending = false
  /// The private modes set now (`?1049`, `?1000`, `?1006`, `?25`…), by number.
  private(set) var modes: Set<Int> = [25]
  private var parser = Parser.ground
  private var sequence: [UInt8] = []
  private var character: [UInt8] = []

  private enum Parser {
    case ground
    case escape
    case controlSequence
  }

  /// A blank screen of `columns` × `rows` (each at least 1).
  init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    cells = Self.blank(columns: self.columns, rows: self.rows)
  }

  /// Whether the alternate screen is on.
  var isOnAlternateScreen: Bool { modes.contains(1049) }

  /// The screen's text, rows joined by newlines, trailing spaces dropped.
  var text: String {
    (1...rows).map(line).joined(separator: "\n")
  }

  /// The text of `row` (from 1), trailing spaces dropped.
  func line(_ row: Int) -> String {
    guard (1...rows).contains(row) else { return "" }
    var text = String(cells[row - 1])
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Whether `text` is on the screen, on one row.
  func contains(_ text: String) -> Bool {
    position(of: text) != nil
  }

  /// Where `text` starts on the screen: its column and row, both from 1.
  func position(of text: String) -> (column: Int, row: Int)? {
    for row in 1...rows {
      let line = line(row)
      if let range = line.firstRange(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, row)
      }
    }
    return nil
  }

  /// The terminal was resized: a blank screen of the new size, as the Sandbox redraws it whole.
  mutating func resize(columns: Int, rows: Int) {
    self = ScreenEmulator(columns: columns, rows: rows)
  }

  /// Takes what the program wrote.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { take(byte) }
  }

  private mutating func take(_ byte: UInt8) {
    switch parser {
    case .ground:
      switch byte {
      case 0x1B: parser = .escape
      case 0x0D: (column, wrapPending) = (0, false)
      case 0x0A: lineFeed()
      case 0x00..<0x20, 0x7F: return
      default: takeText(byte)
      }
    case .escape:
      parser = byte == UInt8(ascii: "[") ? .controlSequence : .ground
      sequence = []
    case .controlSequence:
      if byte == 0x18 || byte == 0x1B {
        parser = byte == 0x1B ? .escape : .ground
      } else if (0x40...0x7E).contains(byte) {
        parser = .ground
        perform(final: byte)
      } else {
        sequence.append(byte)
      }
    }
  }

  private mutating func takeText(_ byte: UInt8) {
    character.append(byte)
    let expected =
      character[0] < 0x80 ? 1 : character[0] >= 0xF0 ? 4 : character[0] >= 0xE0 ? 3 : 2
    guard character.count >= expected else { return }
    let text = String(decoding: character, as: UTF8.self)
    character = []
    for scalar in text.unicodeScalars { put(Character(scalar)) }
  }

  private mutating func put(_ character: Character) {
    if wrapPending {
      wrapPending = false
      column = 0
      lineFeed()
    }
    cells[row][column] = character
    if column == columns - 1 {
      wrapPending = true
    } else {
      column += 1
    }
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
    } else {
      row += 1
    }
  }

  private mutating func perform(final: UInt8) {
    let isPrivate = sequence.first == UInt8(ascii: "?")
    let numbers = String(decoding: sequence.drop { $0 == UInt8(ascii: "?") }, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    let first = numbers.first ?? 0
    wrapPending = false
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      row = min(max(first, 1), rows) - 1
      column = min(max(numbers.count > 1 ? numbers[1] : 1, 1), columns) - 1
    case UInt8(ascii: "K"):
      let start = first == 0 ? column : 0
      for index in start..<columns { cells[row][index] = " " }
    case UInt8(ascii: "J"):
      if first == 2 {
        cells = Self.blank(columns: columns, rows: rows)
      } else {
        for index in column..<columns { cells[row][index] = " " }
        for below in (row + 1)..<rows { cells[below] = Array(repeating: " ", count: columns) }
      }
    case UInt8(ascii: "h") where isPrivate:
      modes.formUnion(numbers)
      if numbers.contains(1049) { cells = Self.blank(columns: columns, rows: rows) }
    case UInt8(ascii: "l") where isPrivate:
      modes.subtract(numbers)
    default:
      return
    }
  }

  private static func blank(columns: Int, rows: Int) -> [[Character]] {
    Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }
}
