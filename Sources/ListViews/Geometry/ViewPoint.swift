/// A location in a two-dimensional coordinate space, in points.
///
/// Prefixed so that it cannot clash with `CGPoint`, SwiftUI, or the `Point` of MacTypes that
/// `import Foundation` brings in on Apple platforms.
public struct ViewPoint: Hashable, Sendable {
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
  public static let zero = ViewPoint(x: 0, y: 0)

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool {
    x.isFinite && y.isFinite
  }

  /// The point moved by `offset` in the opposite direction, for converting into a child's space.
  static func - (point: ViewPoint, offset: ViewPoint) -> ViewPoint {
    ViewPoint(x: point.x - offset.x, y: point.y - offset.y)
  }
}
