/// Where a placeholder sits in its area: vertically and across.
///
/// The default is centred both ways. ``Horizontal-swift.enum/natural`` sets the parts and the
/// lines of text against the leading edge, which is the right edge in right-to-left layout
/// (UIKit's `UIContentUnavailableConfiguration.Alignment.natural`).
public struct PlaceholderAlignment: Hashable, Sendable {
  /// Where the placeholder sits from top to bottom.
  public enum Vertical: String, Hashable, Sendable, CaseIterable {
    /// Against the top of the area.
    case top
    /// In the middle of the area (the default).
    case center
    /// Against the bottom of the area.
    case bottom
  }

  /// Where the placeholder, its parts and its lines sit across the area.
  public enum Horizontal: String, Hashable, Sendable, CaseIterable {
    /// Centred (the default).
    case center
    /// Against the leading edge: the left edge left to right, the right edge right to left.
    case natural
  }

  /// Where the placeholder sits from top to bottom.
  public var vertical: Vertical
  /// Where it sits across.
  public var horizontal: Horizontal

  /// Creates an alignment; centred both ways by default.
  ///
  /// - Parameters:
  ///   - vertical: From top to bottom.
  ///   - horizontal: Across.
  public init(vertical: Vertical = .center, horizontal: Horizontal = .center) {
    self.vertical = vertical
    self.horizontal = horizontal
  }

  /// Centred both ways.
  public static let center = PlaceholderAlignment()
  /// Against the top, centred across.
  public static let top = PlaceholderAlignment(vertical: .top)
  /// Against the bottom, centred across.
  public static let bottom = PlaceholderAlignment(vertical: .bottom)
  /// Centred from top to bottom, against the leading edge.
  public static let natural = PlaceholderAlignment(horizontal: .natural)
}
