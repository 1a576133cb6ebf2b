/// The button of a placeholder: a title, an image or both, with its own action.
///
/// The button's action is separate from a tap on the rest of the placeholder
/// (``EmptyStatePlaceholder/onTap``). On a failure placeholder the button is the retry action:
/// tapping it moves the list to ``ContentPhase/loading`` and then runs the action.
public struct PlaceholderButton<List> {
  /// The button's title.
  public var title: String?
  /// The button's image, drawn before the title.
  public var image: ViewImage?
  /// What a tap on the button does; it receives the list.
  public var action: EmptyStatePlaceholder<List>.Action?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The title, if any.
  ///   - image: The image, if any.
  ///   - action: Run once per tap; it receives the list.
  /// - Throws: ``EmptyStateError/nothingToShow`` when both title and image are missing.
  public init(
    title: String? = nil, image: ViewImage? = nil,
    action: EmptyStatePlaceholder<List>.Action? = nil
  ) throws(EmptyStateError) {
    guard title != nil || image != nil else { throw .nothingToShow }
    self.title = title
    self.image = image
    self.action = action
  }

  /// What assistive technologies read for the button: its title, or its image's name.
  public var accessibilityLabel: String {
    title ?? image?.name ?? ""
  }

  func mapList<Narrower>(
    _ convert: @escaping @MainActor (Narrower) -> List
  ) -> PlaceholderButton<Narrower> {
    var mapped: EmptyStatePlaceholder<Narrower>.Action?
    if let action {
      mapped = { list in action(convert(list)) }
    }
    return PlaceholderButton<Narrower>(checkedTitle: title, image: image, action: mapped)
  }

  private init(
    checkedTitle title: String?, image: ViewImage?, action: EmptyStatePlaceholder<List>.Action?
  ) {
    self.title = title
    self.image = image
    self.action = action
  }
}
