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

  /// Whether every distance is finite and not negative.
  public var isValid: Bool {
    [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 }
  }
}

extension ViewRect {
  /// The rectangle shrunk by `insets`; a side that would become negative becomes 0.
  ///
  /// - Parameter insets: How far to move each edge inward.
  /// - Returns: The inner rectangle.
  public func inset(by insets: ViewInsets) -> ViewRect {
    ViewRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
