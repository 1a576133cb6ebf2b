/// The rule that measures text: the width of a run of characters and the height of a line.
///
/// Layout asks it to size and wrap titles. The default, ``MonospacedTextMeasure``, matches the
/// text renderer's character grid; replace it (``EmptyStateView/textMeasure``) to match a real
/// font.
public protocol TextMeasuring: Sendable {
  /// The width of `text` drawn on one line, in points.
  ///
  /// - Parameter text: Characters without line breaks.
  /// - Returns: A finite, non-negative width.
  func width(of text: Substring) -> Double

  /// The height of one line, in points.
  var lineHeight: Double { get }
}

/// Measures text as a grid of fixed-width cells: one cell per character, two for East Asian wide
/// characters (such as Chinese), as a terminal draws them.
public struct MonospacedTextMeasure: TextMeasuring, Hashable {
  /// The width of one cell, in points.
  public var characterWidth: Double
  /// The height of one line, in points.
  public var lineHeight: Double

  /// Creates a measure with the given cell size; the defaults are 8 by 16 points.
  public init(characterWidth: Double = 8, lineHeight: Double = 16) {
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
  }

  /// The number of cells times the cell width.
  public func width(of text: Substring) -> Double {
    Double(Self.columns(of: text)) * characterWidth
  }

  /// The number of grid cells `text` takes: 2 for each wide character, 1 for any other.
  ///
  /// - Parameter text: Characters without line breaks.
  /// - Returns: The column count.
  public static func columns(of text: Substring) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The number of grid cells one character takes.
  public static func columns(of character: Character) -> Int {
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
