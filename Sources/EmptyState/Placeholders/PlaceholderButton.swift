/// The button of a placeholder: a title, an image or both, with its own action.
///
/// The button's action is separate from a tap on the rest of the placeholder
/// (``EmptyStatePlaceholder/onTap``). On a failure placeholder the button is the retry action:
/// tapping it moves the list to ``ContentPhase/loading`` and then runs the action.
public struct PlaceholderButton {
  /// The button's title.
  public var title: String?
  /// The button's image, drawn before the title.
  public var image: EmptyStateImage?
  /// What a tap on the button does; it receives the list.
  public var action: EmptyStatePlaceholder.Action?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The title, if any.
  ///   - image: The image, if any.
  ///   - action: Run once per tap; it receives the list.
  /// - Throws: ``EmptyStateError/missingContent`` when both title and image are missing.
  public init(
    title: String? = nil, image: EmptyStateImage? = nil,
    action: EmptyStatePlaceholder.Action? = nil
  ) throws(EmptyStateError) {
    guard title != nil || image != nil else { throw .missingContent }
    self.title = title
    self.image = image
    self.action = action
  }

  /// What assistive technologies read for the button: its title, or its image's name.
  public var accessibilityLabel: String {
    title ?? image?.name ?? ""
  }
}
