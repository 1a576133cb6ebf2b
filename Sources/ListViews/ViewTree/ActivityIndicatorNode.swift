/// A node that shows that work is in progress, as `UIActivityIndicatorView` does.
///
/// It has no drawing of its own: renderers draw it as an indicator (three characters, `(*)`, in
/// ``PlainTextRenderer``; a dashed ring in ``SVGRenderer``). Its size is its ``Style``'s. For
/// assistive technologies it is one element labelled "In progress", UIKit's label for it.
@MainActor
public final class ActivityIndicatorNode: ViewNode {
  /// How large the indicator is.
  public enum Style: Hashable, Sendable {
    /// 24 × 16 points: one line of text in the renderers' grid (UIKit's `.medium`).
    case medium
    /// 40 × 32 points: two lines of text (UIKit's `.large`).
    case large

    /// The indicator's size for this style.
    public var size: ViewSize {
      switch self {
      case .medium: return ViewSize(width: 24, height: 16)
      case .large: return ViewSize(width: 40, height: 32)
      }
    }
  }

  /// How large the indicator is.
  public let style: Style

  /// Creates an indicator of `style`, with a frame of its style's size at the origin.
  ///
  /// - Parameter style: How large it is; medium by default.
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: ViewRect(origin: .zero, size: style.size))
    isAccessibilityElement = true
    accessibilityLabel = "In progress"
    accessibilityTraits = .updatesFrequently
  }

  /// An activity indicator.
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(role: .activityIndicator, shape: .activityIndicator, frame: frame)
  }
}
