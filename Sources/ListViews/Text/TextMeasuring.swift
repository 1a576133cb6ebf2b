/// The rule that measures text: the width of a run of characters and the height of a line, in a
/// given font.
///
/// Layout asks it to size and wrap text. The default, ``MonospacedTextMeasure``, matches the text
/// renderer's character grid; replace it to match a real font.
public protocol TextMeasuring: Sendable {
  /// The width of `text` drawn on one line in `font`, in points.
  ///
  /// - Parameters:
  ///   - text: Characters without line breaks.
  ///   - font: The font the text is drawn in.
  /// - Returns: A finite, non-negative width.
  func width(of text: Substring, font: FontStyle) -> Double

  /// The height of one line in `font`, in points.
  ///
  /// - Parameter font: The font the text is drawn in.
  /// - Returns: A finite, positive height.
  func lineHeight(for font: FontStyle) -> Double
}

/// Measures text as a grid of fixed-width cells: one cell per character, two for East Asian wide
/// characters (such as Chinese), as a terminal draws them.
///
/// The cell size is given for a 16-point font and scales with the font's size: a 14-point
/// description uses cells of 7 by 14 points with the defaults.
public struct MonospacedTextMeasure: TextMeasuring, Hashable {
  /// The width of one cell at 16 points.
  public var characterWidth: Double
  /// The height of one line at 16 points.
  public var lineHeight: Double

  /// Creates a measure with the given cell size at 16 points; the defaults are 8 by 16.
  public init(characterWidth: Double = 8, lineHeight: Double = 16) {
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
  }

  /// The number of cells times the cell width, scaled to the font's size.
  public func width(of text: Substring, font: FontStyle) -> Double {
    Double(Self.columns(of: text)) * characterWidth * font.size / 16
  }

  /// The line height, scaled to the font's size.
  public func lineHeight(for font: FontStyle) -> Double {
    lineHeight * font.size / 16
  }

  /// The number of grid cells `text` takes: 2 for each wide character, 1 for any other.
  ///
  /// - Parameter text: Characters without line breaks.
  /// - Returns: The column count.
  package static func columns(of text: Substring) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The number of grid cells one character takes.
  package static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    return isWide(scalar.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks, enough for CJK text, kana, hangul and emoji.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
