/// What a character is drawn as in a text grid, so that no text reaching the canvas can act on
/// the terminal that prints it.
///
/// A title is data, and data may hold anything: `"\u{1B}[2J"` would clear the screen, a
/// carriage return would overwrite the line, and a right-to-left override would reorder what
/// follows it. The text renderer draws every such character as a visible one-cell stand-in:
/// C0 controls and DEL as their control pictures (ESC as ␛, a line feed as ␊), C1 controls,
/// bidirectional controls and the non-characters U+FFFE and U+FFFF as �.
enum CellCharacter {
  /// `character`, or its visible stand-in when it could act as a control code.
  static func drawn(_ character: Character) -> Character {
    guard let first = character.unicodeScalars.first else { return character }
    switch first.value {
    case 0x00...0x1F: return Character(Unicode.Scalar(0x2400 + first.value) ?? "\u{FFFD}")
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: return "\u{FFFD}"
    default: return character
    }
  }
}
