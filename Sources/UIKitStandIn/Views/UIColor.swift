/// An object that stores color data and sometimes opacity.
///
/// [UIColor](https://developer.apple.com/documentation/uikit/uicolor)
// Sendable as in UIKit: every stored property is a constant of a Sendable type.
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, from 0 to 1.
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color object using the specified opacity and RGB component values.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a color object using the specified opacity and grayscale values.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color object with grayscale and alpha values that are both 0.0.
  public static let clear = UIColor(white: 0, alpha: 0)

  /// Returns the components that form the color in the RGB color space.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Whether `object` is a color with the same components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  /// A hash of the components.
  public override var hash: Int {
    var hasher = Hasher()
    for value in [components.red, components.green, components.blue, components.alpha] {
      hasher.combine(value)
    }
    return hasher.finalize()
  }
}

/// An object that provides access to the font's characteristics.
///
/// [UIFont](https://developer.apple.com/documentation/uikit/uifont)
// Sendable as in UIKit: every stored property is a constant of a Sendable type.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's point size.
  public let pointSize: CGFloat
  /// The weight the font was made with (the stand-in's record of it).
  @_spi(StandIn) public let standInWeight: UIFont.Weight

  /// A font of `size` points and `weight`.
  private init(size: CGFloat, weight: UIFont.Weight) {
    pointSize = size
    standInWeight = weight
    super.init()
  }

  /// Returns the system font object in the specified size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }

  /// The weight of a font.
  ///
  /// [UIFont.Weight](https://developer.apple.com/documentation/uikit/uifont/weight)
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat

    /// Creates a weight from its value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The font weight for the regular style.
    public static let regular = Weight(rawValue: 0)
    /// The font weight for the medium style.
    public static let medium = Weight(rawValue: 0.23)
    /// The font weight for the semibold style.
    public static let semibold = Weight(rawValue: 0.3)
    /// The font weight for the bold style.
    public static let bold = Weight(rawValue: 0.4)
  }
}

/// An object that manages image data in your app.
///
/// [UIImage](https://developer.apple.com/documentation/uikit/uiimage)
// Sendable as in UIKit: every stored property is a constant of a Sendable type.
open class UIImage: NSObject, @unchecked Sendable {
  /// Creates an image object using the named image asset; `nil` when the app's bundle has no
  /// such asset, which in the stand-in is always (it has no asset catalog).
  public init?(named name: String) {
    // Returns nil for a name the bundle lacks:
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    return nil
  }
}
