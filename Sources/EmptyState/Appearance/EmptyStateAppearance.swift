/// How placeholders look: text styles, background and spacing.
///
/// Resolved in three layers, each overriding only what it sets: the global default
/// (``EmptyStateDefaults/appearance``), then the list's ``EmptyStateAppearance/Overrides``
/// (``EmptyStateConfiguration/appearance``), then the placeholder's own
/// (``EmptyStatePlaceholder/appearance``).
public struct EmptyStateAppearance: Hashable, Sendable {
  /// The title's style; 16-point semibold, dark grey by default.
  public var titleStyle: TextStyle
  /// The description's style; 14-point regular, mid grey by default.
  public var detailStyle: TextStyle
  /// The button's title style; 16-point medium, blue by default.
  public var buttonStyle: TextStyle
  /// The placeholder's background; `nil` for none.
  public var backgroundColor: ColorValue?
  /// Spacing, vertical offset and side padding.
  public var metrics: EmptyStateMetrics

  /// Creates an appearance; every argument has the documented default.
  public init(
    titleStyle: TextStyle = TextStyle(
      font: FontStyle(size: 16, weight: .semibold), color: ColorValue(hex: 0x333333)),
    detailStyle: TextStyle = TextStyle(font: FontStyle(size: 14), color: ColorValue(hex: 0x777777)),
    buttonStyle: TextStyle = TextStyle(
      font: FontStyle(size: 16, weight: .medium), color: ColorValue(hex: 0x0A64D8)),
    backgroundColor: ColorValue? = nil,
    metrics: EmptyStateMetrics = EmptyStateMetrics()
  ) {
    self.titleStyle = titleStyle
    self.detailStyle = detailStyle
    self.buttonStyle = buttonStyle
    self.backgroundColor = backgroundColor
    self.metrics = metrics
  }

  /// Whether every font is valid and the metrics are valid.
  public var isValid: Bool {
    titleStyle.font.isValid && detailStyle.font.isValid && buttonStyle.font.isValid
      && metrics.isValid
  }

  /// Changes to an appearance: each `nil` keeps the value underneath.
  public struct Overrides: Hashable, Sendable {
    /// Replaces the title style.
    public var titleStyle: TextStyle?
    /// Replaces the description style.
    public var detailStyle: TextStyle?
    /// Replaces the button style.
    public var buttonStyle: TextStyle?
    /// Replaces the background colour.
    public var backgroundColor: ColorValue?
    /// Replaces the spacing between parts.
    public var spacing: Double?
    /// Replaces the vertical offset.
    public var verticalOffset: Double?
    /// Replaces the side padding.
    public var horizontalPadding: Double?

    /// Creates overrides; all `nil` by default.
    public init(
      titleStyle: TextStyle? = nil, detailStyle: TextStyle? = nil, buttonStyle: TextStyle? = nil,
      backgroundColor: ColorValue? = nil, spacing: Double? = nil, verticalOffset: Double? = nil,
      horizontalPadding: Double? = nil
    ) {
      self.titleStyle = titleStyle
      self.detailStyle = detailStyle
      self.buttonStyle = buttonStyle
      self.backgroundColor = backgroundColor
      self.spacing = spacing
      self.verticalOffset = verticalOffset
      self.horizontalPadding = horizontalPadding
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
    result.backgroundColor = overrides.backgroundColor ?? backgroundColor
    result.metrics.spacing = overrides.spacing ?? metrics.spacing
    result.metrics.verticalOffset = overrides.verticalOffset ?? metrics.verticalOffset
    result.metrics.horizontalPadding = overrides.horizontalPadding ?? metrics.horizontalPadding
    return result
  }
}
