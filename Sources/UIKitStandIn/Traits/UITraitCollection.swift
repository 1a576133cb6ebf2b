/// The iOS interface environment for your app, defined by traits such as the preferred text
/// size, the layout direction and the interface style.
///
/// [UITraitCollection](https://developer.apple.com/documentation/uikit/uitraitcollection)
// Sendable as in UIKit: every stored property is a constant of a Sendable type.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The font sizing option preferred by the user.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The layout direction associated with the current environment.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The style associated with the user interface of the app.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// The collection of the three traits the stand-in models.
  private init(
    size: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection,
    style: UIUserInterfaceStyle
  ) {
    preferredContentSizeCategory = size
    layoutDirection = direction
    userInterfaceStyle = style
    super.init()
  }

  /// Creates a trait collection that contains only a specified content size category trait.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(size: preferredContentSizeCategory, direction: .unspecified, style: .unspecified)
  }

  /// Creates a trait collection that contains only a specified layout direction trait.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(size: .unspecified, direction: layoutDirection, style: .unspecified)
  }

  /// Creates a trait collection that contains only a specified interface style trait.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(size: .unspecified, direction: .unspecified, style: userInterfaceStyle)
  }

  /// Creates a trait collection that consists of traits merged from a specified array of
  /// trait collections; a later collection's specified trait wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var size = UIContentSizeCategory.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var style = UIUserInterfaceStyle.unspecified
    for traits in traitCollections {
      if traits.preferredContentSizeCategory != .unspecified {
        size = traits.preferredContentSizeCategory
      }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
    }
    self.init(size: size, direction: direction, style: style)
  }

  /// The traits of a window no one has set: large text, left to right, light.
  @_spi(StandIn) public static let standInDefault = UITraitCollection(
    size: .large, direction: .leftToRight, style: .light)

  /// Whether `object` is a trait collection with the same traits.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection && userInterfaceStyle == other.userInterfaceStyle
  }

  /// A hash of the three traits.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    hasher.combine(userInterfaceStyle)
    return hasher.finalize()
  }
}

/// Constants that indicate the preferred size of your content.
///
/// [UIContentSizeCategory](https://developer.apple.com/documentation/uikit/uicontentsizecategory)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name.
  public let rawValue: String

  /// Creates a category from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An extra-small font.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small font.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium-sized font.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large font, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large font.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A font larger than the extra-large one.
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// The largest font size that isn't an accessibility size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium font size that reflects the current accessibility settings.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large font size that reflects the current accessibility settings.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large font size that reflects the current accessibility settings.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A font larger than the extra-large accessibility one.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest font size that reflects the current accessibility settings.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  /// An unspecified font size.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
}

/// The layout direction of the interface.
///
/// [UITraitEnvironmentLayoutDirection](https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// An unspecified layout direction.
  case unspecified = -1
  /// A left-to-right layout direction.
  case leftToRight = 0
  /// A right-to-left layout direction.
  case rightToLeft = 1
}

/// Constants that indicate the interface style for the app.
///
/// [UIUserInterfaceStyle](https://developer.apple.com/documentation/uikit/uiuserinterfacestyle)
public enum UIUserInterfaceStyle: Int, Sendable {
  /// An unspecified interface style.
  case unspecified = 0
  /// The light interface style.
  case light = 1
  /// The dark interface style.
  case dark = 2
}
