/// The environment a view is drawn in: light or dark, the reader's text size, and the direction
/// text runs; the counterpart of UIKit's trait collection.
///
/// Every node has traits (``ViewNode/traits``): its own ``ViewNode/traitOverrides`` on top of its
/// superview's traits, and ``standard`` at the root. A host sets the traits of a list (or of a
/// view above it) from its screen; what is drawn in the list reads them: colours resolve to
/// their light or dark value (``ColorValue/resolved(for:)``), and higher layers scale text and
/// mirror their layout.
///
/// ```swift
/// table.traitOverrides.layoutDirection = .rightToLeft
/// table.traitOverrides.textSize = .accessibilityLarge
/// ```
public struct ViewTraits: Hashable, Sendable {
  /// Light or dark appearance.
  public enum InterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// Dark content on a light background (the default).
    case light
    /// Light content on a dark background.
    case dark
  }

  /// The direction text runs, and with it where "leading" is.
  public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is on the left (the default).
    case leftToRight
    /// Leading is on the right, as for Arabic and Hebrew.
    case rightToLeft
  }

  /// Light or dark appearance.
  public var interfaceStyle: InterfaceStyle
  /// The reader's preferred text size.
  public var textSize: TextSize
  /// The direction text runs.
  public var layoutDirection: LayoutDirection

  /// Creates traits; every argument has the documented default.
  ///
  /// - Parameters:
  ///   - interfaceStyle: Light or dark; light by default.
  ///   - textSize: The preferred text size; ``TextSize/large`` (the system default) by default.
  ///   - layoutDirection: The direction text runs; left to right by default.
  public init(
    interfaceStyle: InterfaceStyle = .light, textSize: TextSize = .large,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.interfaceStyle = interfaceStyle
    self.textSize = textSize
    self.layoutDirection = layoutDirection
  }

  /// Light, large text, left to right: the traits of a root that overrides nothing.
  public static let standard = ViewTraits()

  /// What a node changes of the traits it inherits: each `nil` keeps the inherited value.
  public struct Overrides: Hashable, Sendable {
    /// Replaces the inherited interface style.
    public var interfaceStyle: InterfaceStyle?
    /// Replaces the inherited text size.
    public var textSize: TextSize?
    /// Replaces the inherited layout direction.
    public var layoutDirection: LayoutDirection?

    /// Creates overrides; all `nil` by default.
    public init(
      interfaceStyle: InterfaceStyle? = nil, textSize: TextSize? = nil,
      layoutDirection: LayoutDirection? = nil
    ) {
      self.interfaceStyle = interfaceStyle
      self.textSize = textSize
      self.layoutDirection = layoutDirection
    }
  }

  /// These traits with `overrides` applied.
  ///
  /// - Parameter overrides: The values to replace; `nil` fields keep these traits' values.
  /// - Returns: The combined traits.
  public func applying(_ overrides: Overrides) -> ViewTraits {
    ViewTraits(
      interfaceStyle: overrides.interfaceStyle ?? interfaceStyle,
      textSize: overrides.textSize ?? textSize,
      layoutDirection: overrides.layoutDirection ?? layoutDirection)
  }
}
