/// A width and a height, in points.
public struct ViewSize: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = ViewSize(width: 0, height: 0)

  /// Whether both extents are finite and not negative: the only sizes a view can have.
  public var isValid: Bool {
    width.isFinite && height.isFinite && width >= 0 && height >= 0
  }

  /// The size with width and height exchanged, as after a rotation.
  public var transposed: ViewSize {
    ViewSize(width: height, height: width)
  }
}
