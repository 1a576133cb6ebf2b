/// How placeholders look: text styles, background, alignment and spacing.
///
/// Resolved in three layers, each overriding only what it sets: the global default
/// (``EmptyStateDefaults/appearance``), then the list's ``EmptyStateAppearance/Overrides``
/// (``EmptyStateConfiguration/appearance``), then the placeholder's own
/// (``EmptyStatePlaceholder/appearance``). The colours are light and dark pairs by default, and
/// fonts and spacing scale with the list's text size (``ViewTraits/textSize``): see the article
/// "Appearance and Transitions".
public struct EmptyStateAppearance: Hashable, Sendable {
  /// The title's style; 16-point semibold, dark grey (light grey in dark appearance) by default.
  public var titleStyle: TextStyle
  /// The description's style; 14-point regular, mid grey by default.
  public var detailStyle: TextStyle
  /// The button's title style; 16-point medium, blue by default.
  public var buttonStyle: TextStyle
  /// The secondary button's title style; 16-point regular, blue by default.
  public var secondaryButtonStyle: TextStyle
  /// What is drawn behind the parts; nothing by default.
  public var background: PlaceholderBackground
  /// Where the placeholder sits in its area; centred by default.
  public var alignment: PlaceholderAlignment
  /// Spacing, offset, padding, margins, the safe area and overflow.
  public var metrics: EmptyStateMetrics

  /// The background's colour; `nil` for none (part of ``background``).
  public var backgroundColor: ColorValue? {
    get { background.color }
    set { background.color = newValue }
  }

  /// Creates an appearance; every argument has the documented default.
  public init(
    titleStyle: TextStyle = TextStyle(
      font: FontStyle(size: 16, weight: .semibold),
      color: ColorValue(light: ColorValue(hex: 0x333333), dark: ColorValue(hex: 0xEEEEEE))),
    detailStyle: TextStyle = TextStyle(
      font: FontStyle(size: 14),
      color: ColorValue(light: ColorValue(hex: 0x777777), dark: ColorValue(hex: 0xAAAAAA))),
    buttonStyle: TextStyle = TextStyle(
      font: FontStyle(size: 16, weight: .medium),
      color: ColorValue(light: ColorValue(hex: 0x0A64D8), dark: ColorValue(hex: 0x4A9BF5))),
    secondaryButtonStyle: TextStyle = TextStyle(
      font: FontStyle(size: 16),
      color: ColorValue(light: ColorValue(hex: 0x0A64D8), dark: ColorValue(hex: 0x4A9BF5))),
    backgroundColor: ColorValue? = nil,
    background: PlaceholderBackground = PlaceholderBackground(),
    alignment: PlaceholderAlignment = .center,
    metrics: EmptyStateMetrics = EmptyStateMetrics()
  ) {
    self.titleStyle = titleStyle
    self.detailStyle = detailStyle
    self.buttonStyle = buttonStyle
    self.secondaryButtonStyle = secondaryButtonStyle
    self.background = background
    self.alignment = alignment
    self.metrics = metrics
    if let backgroundColor { self.background.color = backgroundColor }
  }

  /// Whether every font is valid, and the background and the metrics are valid.
  public var isValid: Bool {
    [titleStyle, detailStyle, buttonStyle, secondaryButtonStyle].allSatisfy(\.font.isValid)
      && background.isValid && metrics.isValid
  }
}
