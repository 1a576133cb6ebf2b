// The old names of renamed API, kept for one version so that code written against them still
// builds, with a warning that names the new one (see CHANGELOG.md, "Migrating from earlier
// code"). Each forwards to the new name and adds no behaviour of its own.

/// The old name of ``PlaceholderView``: the view shows a placeholder, and one concept has one
/// name.
@available(*, deprecated, renamed: "PlaceholderView")
public typealias EmptyStateView = PlaceholderView

/// The old name of ``ViewImage``, which moved down to `ListViews` with the view tree.
///
/// Its initializers throw ``ViewImageError`` now, no longer ``EmptyStateError``.
@available(*, deprecated, renamed: "ViewImage")
public typealias EmptyStateImage = ViewImage

/// The old name of ``PlaceholderLabel``: "content" names only the list's rows and items.
@available(*, deprecated, renamed: "PlaceholderLabel")
public typealias EmptyStateContent = PlaceholderLabel

extension EmptyStatePlaceholder {
  /// The old form of ``init(label:onTap:)``.
  ///
  /// - Parameters:
  ///   - content: What to show.
  ///   - onTap: What a tap on it does.
  @available(*, deprecated, renamed: "init(label:onTap:)")
  public init(content: PlaceholderLabel, onTap: Action? = nil) {
    self.init(label: content, onTap: onTap)
  }
}

extension PlaceholderView {
  /// The old name of ``label``.
  @available(*, deprecated, renamed: "label")
  public var content: PlaceholderLabel? {
    label
  }
}

extension ListContainer {
  /// The old form of ``setEmptyView(label:onTap:)``.
  ///
  /// - Parameters:
  ///   - content: What to show.
  ///   - onTap: Run once per tap on the shown view.
  @available(*, deprecated, renamed: "setEmptyView(label:onTap:)")
  public func setEmptyView(content: PlaceholderLabel, onTap: EmptyViewTap? = nil) {
    setEmptyView(label: content, onTap: onTap)
  }

  /// The old labels of ``setEmptyView(optionalImage:optionalTitle:onTap:)``.
  ///
  /// A call with an image and a title that are not optional still selects the non-throwing
  /// ``setEmptyView(image:title:onTap:)``, as it did before.
  ///
  /// - Parameters:
  ///   - image: The image, if any.
  ///   - title: The title, if any.
  ///   - onTap: Run once per tap on the shown view.
  /// - Throws: ``EmptyStateError/missingContent`` when both are `nil`.
  @available(*, deprecated, renamed: "setEmptyView(optionalImage:optionalTitle:onTap:)")
  public func setEmptyView(
    image: ViewImage?, title: String?, onTap: EmptyViewTap? = nil
  ) throws(EmptyStateError) {
    try setEmptyView(optionalImage: image, optionalTitle: title, onTap: onTap)
  }
}
