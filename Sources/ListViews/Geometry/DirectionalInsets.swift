/// Distances inward from the four edges of a rectangle, with leading and trailing instead of
/// left and right, so that they mirror in right-to-left layout; UIKit's
/// `NSDirectionalEdgeInsets`.
public struct DirectionalInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge: the left one left to right, the right one right to left.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same distance on every edge.
  ///
  /// - Parameter distance: The inset of each edge.
  public init(all distance: Double) {
    self.init(top: distance, leading: distance, bottom: distance, trailing: distance)
  }

  /// No inset on any edge.
  public static let zero = DirectionalInsets()

  /// Whether every distance is finite.
  public var isFinite: Bool {
    [top, leading, bottom, trailing].allSatisfy(\.isFinite)
  }

  /// Whether every distance is finite and not negative, and opposite ones add up to a finite
  /// distance.
  public var isValid: Bool {
    resolved(for: .leftToRight).isValid
  }

  /// The insets with leading and trailing placed on the left or the right for `direction`.
  ///
  /// - Parameter direction: The direction text runs.
  /// - Returns: Insets by physical edge.
  public func resolved(for direction: ViewTraits.LayoutDirection) -> ViewInsets {
    direction == .leftToRight
      ? ViewInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : ViewInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}
