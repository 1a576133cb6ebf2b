/// What is drawn behind a placeholder's parts: a colour, with rounded corners, reaching as far
/// as its insets say.
///
/// The background's rectangle is the placeholder's frame moved inward by ``insets``: negative
/// insets reach beyond the parts, making a card around them. It is cut where the placeholder's
/// area ends, so it never covers the list's header, footer or section headers. Without a
/// ``color`` nothing is drawn.
public struct PlaceholderBackground: Hashable, Sendable {
  /// The colour, possibly a light and dark pair; `nil` for no background.
  public var color: ColorValue?
  /// The radius of the corners; at most half the shorter side is drawn.
  public var cornerRadius: Double
  /// How far each edge lies inside the placeholder's frame; negative values reach outside it.
  public var insets: DirectionalInsets

  /// Creates a background; none by default.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` for none.
  ///   - cornerRadius: The corners' radius; 0 for square corners.
  ///   - insets: The edges' distance inside the placeholder's frame.
  public init(
    color: ColorValue? = nil, cornerRadius: Double = 0, insets: DirectionalInsets = .zero
  ) {
    self.color = color
    self.cornerRadius = cornerRadius
    self.insets = insets
  }

  /// Whether the radius is finite and not negative, and the insets are finite.
  public var isValid: Bool {
    cornerRadius.isFinite && cornerRadius >= 0 && insets.isFinite
  }
}
