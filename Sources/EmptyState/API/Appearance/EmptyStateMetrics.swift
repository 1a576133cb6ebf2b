/// The spacing rules of an empty view's layout: gaps, offset, padding and margins, and what
/// happens when the parts do not fit.
public struct EmptyStateMetrics: Hashable, Sendable {
  /// Whether the placeholder stays out of the list's safe area.
  public enum SafeArea: String, Hashable, Sendable, CaseIterable {
    /// It lies inside the list's ``ScrollingView/safeAreaInsets`` as well as its content area.
    case respect
    /// It lies anywhere in the content area.
    case ignore
  }

  /// What happens when the parts are taller than their area.
  public enum Overflow: String, Hashable, Sendable, CaseIterable {
    /// Parts are dropped and the title cut until the rest fits (the default).
    case truncate
    /// Nothing is dropped: the placeholder fills the area's height and its parts scroll
    /// within it (``PlaceholderView/contentOffset``).
    case scroll
  }

  /// The vertical gap between consecutive parts (image, title, description, buttons), in
  /// points, where ``gaps`` does not set one; 0 means no gap.
  public var spacing: Double
  /// How far the content sits below (positive) or above (negative) where its alignment puts it.
  public var verticalOffset: Double
  /// The minimum gap between the content and the left and right edges of its area.
  public var horizontalPadding: Double
  /// How far inside the list's content area the placeholder's area lies; leading and trailing
  /// mirror in right-to-left layout.
  public var layoutMargins: DirectionalInsets
  /// The gap between each pair of parts; `nil` gaps are ``spacing``.
  public var gaps: PlaceholderGaps
  /// Whether the placeholder stays out of the list's safe area.
  public var safeArea: SafeArea
  /// What happens when the parts are taller than the area.
  public var overflow: Overflow

  /// Creates metrics; the defaults are a 16-point spacing, no offset, a 16-point padding, no
  /// margins, the safe area respected and overflow truncated.
  public init(
    spacing: Double = 16, verticalOffset: Double = 0, horizontalPadding: Double = 16,
    layoutMargins: DirectionalInsets = .zero, gaps: PlaceholderGaps = PlaceholderGaps(),
    safeArea: SafeArea = .respect, overflow: Overflow = .truncate
  ) {
    self.spacing = spacing
    self.verticalOffset = verticalOffset
    self.horizontalPadding = horizontalPadding
    self.layoutMargins = layoutMargins
    self.gaps = gaps
    self.safeArea = safeArea
    self.overflow = overflow
  }

  /// Whether every value is finite, spacing, padding, margins and gaps are not negative, and
  /// opposite margins add up to a finite distance.
  public var isValid: Bool {
    spacing.isFinite && spacing >= 0 && verticalOffset.isFinite && horizontalPadding.isFinite
      && horizontalPadding >= 0 && layoutMargins.isValid && gaps.isValid
  }
}
