/// A colour as a value: red, green, blue and opacity between 0 and 1.
public struct ColorValue: Hashable, Sendable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates an opaque colour from `0xRRGGBB`.
  public init(hex: UInt32) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }

  /// The colour as `#rrggbb` (opacity left out), for SVG and CSS.
  public var hexString: String {
    let digits = [red, green, blue].map { component -> String in
      let byte = Int((component * 255).rounded())
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
