extension EmptyStateAppearance {
  /// The appearance drawn at `textSize`: every font, the spacing and the gaps multiplied by the
  /// size's ``ViewTraits/TextSize/scale``.
  ///
  /// Text and the space between lines of it grow together, as with UIKit's `UIFontMetrics`;
  /// what frames the placeholder (margins, padding, the offset, the background's corners and
  /// insets) and images keep their size. At ``ViewTraits/TextSize/large`` nothing changes.
  ///
  /// - Parameter textSize: The list's text size.
  /// - Returns: The scaled appearance.
  public func scaled(for textSize: ViewTraits.TextSize) -> EmptyStateAppearance {
    let factor = textSize.scale
    guard factor != 1 else { return self }
    var scaled = self
    scaled.titleStyle.font.size *= factor
    scaled.detailStyle.font.size *= factor
    scaled.buttonStyle.font.size *= factor
    scaled.secondaryButtonStyle.font.size *= factor
    scaled.metrics.spacing *= factor
    scaled.metrics.gaps = metrics.gaps.scaled(by: factor)
    return scaled
  }
}
