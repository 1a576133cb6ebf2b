/// Everything one placeholder shows and does: image, title, description, button or a custom
/// view, its look, and its tap actions.
///
/// A list can have three: for an empty list, while loading, and after a failure
/// (``EmptyStateConfiguration``). The standard parts stack top to bottom: image, title,
/// description, button. A ``customView`` replaces them all.
///
/// ```swift
/// let noNetwork = try EmptyStatePlaceholder(
///   image: offlineImage, title: "No connection", detail: "Check your network and retry.",
///   button: PlaceholderButton(title: "Retry"))
/// ```
public struct EmptyStatePlaceholder {
  /// An action of a placeholder: it receives the list, so it never has to capture it.
  public typealias Action = @MainActor (_ list: ViewNode) -> Void

  /// The image, on top.
  public var image: EmptyStateImage?
  /// The title.
  public var title: String?
  /// The description (detail text) under the title.
  public var detail: String?
  /// The button, at the bottom.
  public var button: PlaceholderButton?
  /// A view of the app's own, shown instead of the standard parts.
  public var customView: CustomPlaceholderView?
  /// Changes to the list's appearance for this placeholder only.
  public var appearance: EmptyStateAppearance.Overrides?
  /// The identifier UI tests find the placeholder by.
  public var accessibilityIdentifier: String?
  /// What a tap on the placeholder (outside its button) does; without it, such taps do nothing.
  public var onTap: Action?

  /// Creates a placeholder.
  ///
  /// - Throws: ``EmptyStateError/missingContent`` when nothing would be shown: no image, no
  ///   title, no description, no button and no custom view.
  public init(
    image: EmptyStateImage? = nil, title: String? = nil, detail: String? = nil,
    button: PlaceholderButton? = nil, customView: CustomPlaceholderView? = nil,
    appearance: EmptyStateAppearance.Overrides? = nil, accessibilityIdentifier: String? = nil,
    onTap: Action? = nil
  ) throws(EmptyStateError) {
    guard image != nil || title != nil || detail != nil || button != nil || customView != nil
    else { throw .missingContent }
    self.image = image
    self.title = title
    self.detail = detail
    self.button = button
    self.customView = customView
    self.appearance = appearance
    self.accessibilityIdentifier = accessibilityIdentifier
    self.onTap = onTap
  }

  /// Creates the placeholder of the one-line API: an image, a title or both.
  ///
  /// - Parameters:
  ///   - content: What to show.
  ///   - onTap: What a tap on it does.
  public init(content: EmptyStateContent, onTap: Action? = nil) {
    image = content.image
    title = content.title
    self.onTap = onTap
  }

  /// What assistive technologies read for the placeholder: the title and the description.
  public var accessibilityLabel: String? {
    let parts = [title, detail].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ". ")
  }
}
