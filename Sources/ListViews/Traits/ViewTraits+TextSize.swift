extension ViewTraits {
  /// The reader's preferred text size: UIKit's content size categories, from extra small to the
  /// five accessibility sizes.
  ///
  /// Each has a ``scale``: how much larger than at ``large`` (the system default) text and the
  /// spacing around it are drawn. The scales follow the body text sizes of the platform's
  /// dynamic type (14 to 53 points against 17), so layout that scales with them matches what a
  /// reader sees elsewhere. Only these twelve sizes exist: a name that is none of them gives
  /// `nil` from ``init(rawValue:)``, never a size of its own.
  public enum TextSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// How much larger than at ``large`` text is drawn: from 0.82 to 3.12.
    public var scale: Double {
      Self.bodySizes[Self.allCases.firstIndex(of: self) ?? 3] / 17
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool {
      self >= .accessibilityMedium
    }

    /// Whether `lhs` is smaller than `rhs`.
    public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
      (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The body text size of each category, in points, in the order of `allCases`.
    private static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  }
}
