/// A location in a two-dimensional coordinate space, in points.
///
/// The name cannot clash with Foundation, UIKit or SwiftUI, which use `CGPoint`.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool {
    x.isFinite && y.isFinite
  }

  /// The point moved by `offset` in the opposite direction, for converting into a child's space.
  static func - (point: Point, offset: Point) -> Point {
    Point(x: point.x - offset.x, y: point.y - offset.y)
  }
}
