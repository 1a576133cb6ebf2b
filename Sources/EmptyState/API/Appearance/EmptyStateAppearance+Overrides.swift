extension EmptyStateAppearance {
  /// Changes to an appearance: each `nil` keeps the value underneath.
  ///
  /// Every control of the appearance can be set at each of the three layers (the global
  /// default, the list, the placeholder); ``gaps`` merge gap by gap.
  public struct Overrides: Hashable, Sendable {
    /// Replaces the title style.
    public var titleStyle: TextStyle?
    /// Replaces the description style.
    public var detailStyle: TextStyle?
    /// Replaces the button style.
    public var buttonStyle: TextStyle?
    /// Replaces the secondary button style.
    public var secondaryButtonStyle: TextStyle?
    /// Replaces the background colour.
    public var backgroundColor: ColorValue?
    /// Replaces the background's corner radius.
    public var backgroundCornerRadius: Double?
    /// Replaces the background's insets.
    public var backgroundInsets: DirectionalInsets?
    /// Replaces the alignment.
    public var alignment: PlaceholderAlignment?
    /// Replaces the spacing between parts.
    public var spacing: Double?
    /// Replaces the gaps it sets, one by one.
    public var gaps: PlaceholderGaps?
    /// Replaces the vertical offset.
    public var verticalOffset: Double?
    /// Replaces the side padding.
    public var horizontalPadding: Double?
    /// Replaces the layout margins.
    public var layoutMargins: DirectionalInsets?
    /// Replaces whether the safe area is respected.
    public var safeArea: EmptyStateMetrics.SafeArea?
    /// Replaces what happens to parts that do not fit.
    public var overflow: EmptyStateMetrics.Overflow?

    /// Creates overrides; all `nil` by default.
    public init(
      titleStyle: TextStyle? = nil, detailStyle: TextStyle? = nil, buttonStyle: TextStyle? = nil,
      secondaryButtonStyle: TextStyle? = nil, backgroundColor: ColorValue? = nil,
      backgroundCornerRadius: Double? = nil, backgroundInsets: DirectionalInsets? = nil,
      alignment: PlaceholderAlignment? = nil, spacing: Double? = nil,
      gaps: PlaceholderGaps? = nil, verticalOffset: Double? = nil,
      horizontalPadding: Double? = nil, layoutMargins: DirectionalInsets? = nil,
      safeArea: EmptyStateMetrics.SafeArea? = nil, overflow: EmptyStateMetrics.Overflow? = nil
    ) {
      self.titleStyle = titleStyle
      self.detailStyle = detailStyle
      self.buttonStyle = buttonStyle
      self.secondaryButtonStyle = secondaryButtonStyle
      self.backgroundColor = backgroundColor
      self.backgroundCornerRadius = backgroundCornerRadius
      self.backgroundInsets = backgroundInsets
      self.alignment = alignment
      self.spacing = spacing
      self.gaps = gaps
      self.verticalOffset = verticalOffset
      self.horizontalPadding = horizontalPadding
      self.layoutMargins = layoutMargins
      self.safeArea = safeArea
      self.overflow = overflow
    }
  }

  /// This appearance with `overrides` applied.
  ///
  /// - Parameter overrides: The values to replace; `nil` fields keep this appearance's values.
  /// - Returns: The combined appearance.
  public func applying(_ overrides: Overrides?) -> EmptyStateAppearance {
    guard let overrides else { return self }
    var result = self
    result.titleStyle = overrides.titleStyle ?? titleStyle
    result.detailStyle = overrides.detailStyle ?? detailStyle
    result.buttonStyle = overrides.buttonStyle ?? buttonStyle
    result.secondaryButtonStyle = overrides.secondaryButtonStyle ?? secondaryButtonStyle
    result.background.color = overrides.backgroundColor ?? background.color
    result.background.cornerRadius = overrides.backgroundCornerRadius ?? background.cornerRadius
    result.background.insets = overrides.backgroundInsets ?? background.insets
    result.alignment = overrides.alignment ?? alignment
    result.metrics.spacing = overrides.spacing ?? metrics.spacing
    result.metrics.gaps = metrics.gaps.applying(overrides.gaps)
    result.metrics.verticalOffset = overrides.verticalOffset ?? metrics.verticalOffset
    result.metrics.horizontalPadding = overrides.horizontalPadding ?? metrics.horizontalPadding
    result.metrics.layoutMargins = overrides.layoutMargins ?? metrics.layoutMargins
    result.metrics.safeArea = overrides.safeArea ?? metrics.safeArea
    result.metrics.overflow = overrides.overflow ?? metrics.overflow
    return result
  }
}
