/// The gap between each pair of a placeholder's parts; each `nil` gap is
/// ``EmptyStateMetrics/spacing``.
///
/// The names are UIKit's paddings of `UIContentUnavailableConfiguration`. A gap goes between
/// two parts that are both shown: when the description is missing or dropped, the title is
/// followed directly by the button, with ``textToButton`` between them.
public struct PlaceholderGaps: Hashable, Sendable {
  /// Below the image (or activity indicator), above the title or whatever follows.
  public var imageToText: Double?
  /// Between the title and the description.
  public var textToSecondaryText: Double?
  /// Above the button (or the secondary button, without a button), below whatever precedes it.
  public var textToButton: Double?
  /// Between the button and the secondary button: across, when they share a row; from top to
  /// bottom, when they are too wide to.
  public var buttonToSecondaryButton: Double?

  /// Creates gaps; all `nil` (the spacing) by default.
  public init(
    imageToText: Double? = nil, textToSecondaryText: Double? = nil, textToButton: Double? = nil,
    buttonToSecondaryButton: Double? = nil
  ) {
    self.imageToText = imageToText
    self.textToSecondaryText = textToSecondaryText
    self.textToButton = textToButton
    self.buttonToSecondaryButton = buttonToSecondaryButton
  }

  /// These gaps with the ones `overrides` sets put in their place.
  ///
  /// - Parameter overrides: The gaps to replace; `nil` keeps these.
  /// - Returns: The combined gaps.
  public func applying(_ overrides: PlaceholderGaps?) -> PlaceholderGaps {
    guard let overrides else { return self }
    return PlaceholderGaps(
      imageToText: overrides.imageToText ?? imageToText,
      textToSecondaryText: overrides.textToSecondaryText ?? textToSecondaryText,
      textToButton: overrides.textToButton ?? textToButton,
      buttonToSecondaryButton: overrides.buttonToSecondaryButton ?? buttonToSecondaryButton)
  }

  /// Whether every gap that is set is finite and not negative.
  public var isValid: Bool {
    [imageToText, textToSecondaryText, textToButton, buttonToSecondaryButton].allSatisfy {
      $0.map { $0.isFinite && $0 >= 0 } ?? true
    }
  }

  func scaled(by factor: Double) -> PlaceholderGaps {
    PlaceholderGaps(
      imageToText: imageToText.map { $0 * factor },
      textToSecondaryText: textToSecondaryText.map { $0 * factor },
      textToButton: textToButton.map { $0 * factor },
      buttonToSecondaryButton: buttonToSecondaryButton.map { $0 * factor })
  }
}
