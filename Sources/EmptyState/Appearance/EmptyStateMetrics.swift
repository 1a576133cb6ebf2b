/// The spacing rules of an empty view's layout.
public struct EmptyStateMetrics: Hashable, Sendable {
  /// The vertical gap between consecutive parts (image, title, description, button), in points;
  /// 0 means no gap.
  public var spacing: Double
  /// How far the content sits below (positive) or above (negative) the centre of its area.
  public var verticalOffset: Double
  /// The minimum gap between the content and the left and right edges of its area.
  public var horizontalPadding: Double

  /// Creates metrics; the defaults are a 16-point spacing, no offset and a 16-point padding.
  public init(spacing: Double = 16, verticalOffset: Double = 0, horizontalPadding: Double = 16) {
    self.spacing = spacing
    self.verticalOffset = verticalOffset
    self.horizontalPadding = horizontalPadding
  }

  /// Whether every value is finite, and spacing and padding are not negative.
  public var isValid: Bool {
    spacing.isFinite && spacing >= 0 && verticalOffset.isFinite && horizontalPadding.isFinite
      && horizontalPadding >= 0
  }
}
