/// Distances inward from the four edges of a rectangle, in points.
///
/// Prefixed so that it cannot clash with SwiftUI's `EdgeInsets` or UIKit's `UIEdgeInsets`.
public struct ViewInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = ViewInsets()

  /// Whether every distance is finite and not negative, and opposite ones add up to a finite
  /// distance (so that no edge of an inset rectangle lies at infinity).
  public var isValid: Bool {
    [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 }
      && (top + bottom).isFinite && (left + right).isFinite
  }
}

extension ViewRect {
  /// The rectangle shrunk by `insets`; a side that would become negative becomes 0, and an
  /// origin that would pass the largest finite value stays at it.
  ///
  /// - Parameter insets: How far to move each edge inward.
  /// - Returns: The inner rectangle.
  public func inset(by insets: ViewInsets) -> ViewRect {
    ViewRect(
      x: (minX + insets.left).clampedToFinite, y: (minY + insets.top).clampedToFinite,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
