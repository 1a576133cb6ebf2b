/// Everything one placeholder shows and does: image, title, description, button or a custom
/// view, its look, and its tap actions.
///
/// A list can have three: for an empty list, while loading, and after a failure
/// (``EmptyStateConfiguration``). The standard parts stack top to bottom: image, title,
/// description, then the button and the secondary button, side by side when they fit (the
/// button on the leading side) and one above the other when they do not. A ``customView``
/// replaces them all.
///
/// `List` is the type the actions receive: the list's own type, inferred where the placeholder
/// is assigned, so an action never casts. Presets, shared by every kind of list, use
/// `EmptyStatePlaceholder<any ListContainer>` (``EmptyStatePreset``).
///
/// ```swift
/// table.emptyState.configuration.failure = try EmptyStatePlaceholder(
///   title: "No connection", detail: "Check your network and retry.",
///   button: PlaceholderButton(title: "Retry") { table in table.reloadData() })
/// ```
public struct EmptyStatePlaceholder<List> {
  /// An action of a placeholder: it receives the list, so it never has to capture it.
  public typealias Action = @MainActor (_ list: List) -> Void

  /// The image, on top.
  public var image: ViewImage?
  /// An activity indicator, shown in place of the image (``loading(_:indicator:)``).
  public var activityIndicator: ActivityIndicatorNode.Style?
  /// The title.
  public var title: String?
  /// The description (detail text) under the title.
  public var detail: String?
  /// The button, at the bottom.
  public var button: PlaceholderButton<List>? {
    get { buttonBox?.value }
    set { buttonBox = newValue.map(ValueBox.init) }
  }
  /// A second button, with its own action, after the button (UIKit's `secondaryButton`).
  ///
  /// It never retries: on a failure placeholder only ``button`` does.
  public var secondaryButton: PlaceholderButton<List>? {
    get { secondaryButtonBox?.value }
    set { secondaryButtonBox = newValue.map(ValueBox.init) }
  }
  /// A view of the app's own, shown instead of the standard parts.
  public var customView: CustomPlaceholderView?
  /// Changes to the list's appearance for this placeholder only.
  public var appearance: EmptyStateAppearance.Overrides? {
    get { appearanceBox?.value }
    set { appearanceBox = newValue.map(ValueBox.init) }
  }
  /// The button and the appearance overrides, large and often not set, each in a box of its own.
  private var buttonBox: ValueBox<PlaceholderButton<List>>?
  private var secondaryButtonBox: ValueBox<PlaceholderButton<List>>?
  private var appearanceBox: ValueBox<EmptyStateAppearance.Overrides>?
  /// The identifier UI tests find the placeholder by.
  public var accessibilityIdentifier: String?
  /// What a tap on the placeholder (outside its buttons) does; without it, such taps do nothing.
  public var onTap: Action? {
    get {
      guard let tap else { return nil }
      return { list in tap(list as AnyObject) }
    }
    set {
      guard let action = newValue else { return tap = nil }
      tap = { object in if let list = object as? List { action(list) } }
    }
  }
  var tap: (@MainActor (AnyObject) -> Void)?

  /// Creates a placeholder.
  ///
  /// - Parameters:
  ///   - image: The image, on top.
  ///   - title: The title.
  ///   - detail: The description under the title.
  ///   - button: The button, at the bottom.
  ///   - secondaryButton: A second button, after the first.
  ///   - customView: A view of the app's own, shown instead of the other parts.
  ///   - appearance: Changes to the list's appearance for this placeholder.
  ///   - accessibilityIdentifier: The identifier UI tests find it by.
  ///   - onTap: What a tap outside the buttons does.
  /// - Throws: ``EmptyStateError/nothingToShow`` when nothing would be shown: no image, no
  ///   title, no description, no button and no custom view.
  public init(
    image: ViewImage? = nil, title: String? = nil, detail: String? = nil,
    button: PlaceholderButton<List>? = nil, secondaryButton: PlaceholderButton<List>? = nil,
    customView: CustomPlaceholderView? = nil,
    appearance: EmptyStateAppearance.Overrides? = nil, accessibilityIdentifier: String? = nil,
    onTap: Action? = nil
  ) throws(EmptyStateError) {
    guard
      image != nil || title != nil || detail != nil || button != nil || secondaryButton != nil
        || customView != nil
    else { throw .nothingToShow }
    self.image = image
    self.title = title
    self.detail = detail
    self.button = button
    self.secondaryButton = secondaryButton
    self.customView = customView
    self.appearance = appearance
    self.accessibilityIdentifier = accessibilityIdentifier
    self.onTap = onTap
  }

  /// Creates the placeholder of the one-line API: an image, a title or both.
  ///
  /// - Parameters:
  ///   - label: What to show.
  ///   - onTap: What a tap on it does.
  public init(label: PlaceholderLabel, onTap: Action? = nil) {
    image = label.image
    title = label.title
    self.onTap = onTap
  }

  /// What assistive technologies read for the placeholder as one element: the title and the
  /// description.
  public var accessibilityLabel: String? {
    let parts = [title, detail].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ". ")
  }

  func mapList<Narrower>(
    _ convert: @escaping @MainActor (Narrower) -> List
  ) -> EmptyStatePlaceholder<Narrower> {
    var mapped = EmptyStatePlaceholder<Narrower>(
      unchecked: image, title: title, detail: detail, customView: customView,
      appearance: appearance,
      accessibilityIdentifier: accessibilityIdentifier)
    mapped.button = button?.mapList(convert)
    mapped.secondaryButton = secondaryButton?.mapList(convert)
    mapped.activityIndicator = activityIndicator
    if let onTap { mapped.onTap = { list in onTap(convert(list)) } }
    return mapped
  }

  private init(
    unchecked image: ViewImage?, title: String?, detail: String?,
    customView: CustomPlaceholderView?,
    appearance: EmptyStateAppearance.Overrides?, accessibilityIdentifier: String?
  ) {
    self.image = image
    self.title = title
    self.detail = detail
    self.customView = customView
    self.appearance = appearance
    self.accessibilityIdentifier = accessibilityIdentifier
  }
}

/// A placeholder registered once and attached to any kind of list by name.
///
/// Its actions receive the list as `any ListContainer`.
public typealias EmptyStatePreset = EmptyStatePlaceholder<any ListContainer>

extension EmptyStatePlaceholder where List: ListContainer {
  /// The placeholder of `preset`, for this kind of list: its actions receive the list as
  /// `any ListContainer`.
  ///
  /// ```swift
  /// table.emptyState.configuration.failure = EmptyStatePlaceholder(
  ///   preset: try EmptyStateDefaults.preset(.offline))
  /// ```
  ///
  /// - Parameter preset: A placeholder shared by every kind of list.
  public init(preset: EmptyStatePreset) {
    self = preset.mapList { list in list as any ListContainer }
  }
}
