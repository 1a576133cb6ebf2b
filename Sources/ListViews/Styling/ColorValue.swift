/// A colour as a value: red, green, blue and opacity between 0 and 1, with an optional variant
/// for dark appearance.
///
/// A colour with a ``dark`` variant is a pair, like a dynamic `UIColor`: renderers draw the
/// variant that matches the drawn node's ``ViewTraits/interfaceStyle`` (``resolved(for:)``).
///
/// ```swift
/// let ink = ColorValue(light: ColorValue(hex: 0x333333), dark: ColorValue(hex: 0xEEEEEE))
/// ```
public struct ColorValue: Hashable, Sendable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double
  /// The dark variant's components; `nil` when the colour is the same in both styles.
  private var darkComponents: Components?

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

  /// Creates a pair: `light` in light appearance, `dark` in dark appearance.
  ///
  /// - Parameters:
  ///   - light: The colour in light appearance (a variant it has is dropped).
  ///   - dark: The colour in dark appearance (a variant it has is dropped).
  public init(light: ColorValue, dark: ColorValue) {
    self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    self.dark = dark
  }

  /// The colour in dark appearance, when it differs; `nil` for a colour that is the same in
  /// both.
  public var dark: ColorValue? {
    get {
      darkComponents.map {
        ColorValue(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
      }
    }
    set {
      darkComponents = newValue.map {
        Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
      }
    }
  }

  /// The plain colour drawn in `style`: the dark variant in dark appearance when there is one,
  /// otherwise this colour without its variant.
  ///
  /// - Parameter style: The interface style of the node being drawn.
  /// - Returns: A colour without a dark variant.
  public func resolved(for style: ViewTraits.InterfaceStyle) -> ColorValue {
    if style == .dark, let dark { return dark }
    var plain = self
    plain.darkComponents = nil
    return plain
  }

  /// The colour as `#rrggbb` (opacity and any dark variant left out), for SVG and CSS.
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

  /// The four components of a variant, already clamped.
  private struct Components: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }
}
