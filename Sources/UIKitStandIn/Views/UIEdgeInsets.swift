/// The inset distances for the edges of a rectangle, in points.
///
/// [UIEdgeInsets](https://developer.apple.com/documentation/uikit/uiedgeinsets)
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top of a rectangle.
  public var top: CGFloat
  /// The inset on the left of a rectangle.
  public var left: CGFloat
  /// The inset at the bottom of a rectangle.
  public var bottom: CGFloat
  /// The inset on the right of a rectangle.
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of zero.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)` (CoreGraphics extension).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
