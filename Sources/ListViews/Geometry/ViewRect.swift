/// A rectangle: an origin and a size, in points.
public struct ViewRect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: ViewPoint
  /// The extents.
  public var size: ViewSize

  /// Creates a rectangle from its corner and size.
  public init(origin: ViewPoint, size: ViewSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: ViewPoint(x: x, y: y), size: ViewSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = ViewRect(origin: .zero, size: .zero)

  /// The smallest x-coordinate.
  public var minX: Double { origin.x }
  /// The smallest y-coordinate.
  public var minY: Double { origin.y }
  // The sums below never overflow to infinity: a rectangle reaching past the largest finite
  // value ends there.

  /// The largest x-coordinate.
  public var maxX: Double { (origin.x + size.width).clampedToFinite }
  /// The largest y-coordinate.
  public var maxY: Double { (origin.y + size.height).clampedToFinite }
  /// The x-coordinate of the centre.
  public var midX: Double { (origin.x + size.width / 2).clampedToFinite }
  /// The y-coordinate of the centre.
  public var midY: Double { (origin.y + size.height / 2).clampedToFinite }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether `point` lies inside the rectangle; the maximum edges are outside, as in UIKit.
  ///
  /// - Parameter point: A point in the same coordinate space as the rectangle.
  /// - Returns: `true` for points on the minimum edges and inside, `false` otherwise.
  public func contains(_ point: ViewPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside the rectangle (edges included).
  ///
  /// - Parameter other: A rectangle in the same coordinate space.
  /// - Returns: `true` when every edge of `other` is within this rectangle.
  public func contains(_ other: ViewRect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The part of the rectangle that lies inside `other` too; when they do not overlap, a
  /// rectangle of no width or no height at the nearest edge of `other`.
  ///
  /// - Parameter other: A rectangle in the same coordinate space.
  /// - Returns: The overlap.
  public func intersection(_ other: ViewRect) -> ViewRect {
    let left = min(max(minX, other.minX), other.maxX)
    let top = min(max(minY, other.minY), other.maxY)
    let right = max(min(maxX, other.maxX), left)
    let bottom = max(min(maxY, other.maxY), top)
    return ViewRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the rectangle's coordinates are finite and its size valid.
  public var isValid: Bool {
    origin.isFinite && size.isValid
  }
}

extension ViewRect: CustomStringConvertible {
  /// The rectangle as `(x, y, width, height)`: whole numbers without decimals, others to two.
  public var description: String {
    "(\(minX.compactDescription), \(minY.compactDescription), \(width.compactDescription), "
      + "\(height.compactDescription))"
  }
}
