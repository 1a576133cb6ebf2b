/// A font as a value: a family, a size and a weight.
///
/// Layout measures text in it.
public struct FontStyle: Hashable, Sendable {
  /// How heavy the strokes are.
  public enum Weight: String, Hashable, Sendable {
    case regular
    case medium
    case semibold
    case bold
  }

  /// The family name, as a platform would resolve it; `"system"` for the platform's font.
  public var family: String
  /// The size in points; must be finite and positive.
  public var size: Double
  /// The weight.
  public var weight: Weight

  /// Creates a font style.
  public init(family: String = "system", size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// Whether the size is finite and positive.
  public var isValid: Bool {
    size.isFinite && size > 0
  }
}

/// How a piece of text looks: its font and its colour.
public struct TextStyle: Hashable, Sendable {
  /// The font.
  public var font: FontStyle
  /// The colour.
  public var color: ColorValue

  /// Creates a text style.
  public init(font: FontStyle, color: ColorValue) {
    self.font = font
    self.color = color
  }
}
