/// What an assistive technology should say a node is.
public struct ViewAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates traits from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Something that acts when activated.
  public static let button = ViewAccessibilityTraits(rawValue: 1 << 0)
  /// A picture.
  public static let image = ViewAccessibilityTraits(rawValue: 1 << 1)
  /// Text that does not change.
  public static let staticText = ViewAccessibilityTraits(rawValue: 1 << 2)
  /// A section heading.
  public static let header = ViewAccessibilityTraits(rawValue: 1 << 3)
  /// Something whose value or state changes often, such as an activity indicator.
  public static let updatesFrequently = ViewAccessibilityTraits(rawValue: 1 << 4)
}
