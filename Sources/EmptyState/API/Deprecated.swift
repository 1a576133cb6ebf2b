// The names renamed in 0.2.0, kept for one version so that code written against them still
// builds, with a warning that names the new one (see CHANGELOG.md). Each forwards to the new
// name and adds no behaviour of its own.

extension EmptyStateController {
  /// The old name of ``shownPlaceholder``: one word, *shown*, for what is on screen.
  @available(*, deprecated, renamed: "shownPlaceholder")
  public var visiblePlaceholder: PlaceholderKind? {
    shownPlaceholder
  }
}

extension EmptyStateEvent {
  /// The old name of ``didReplacePlaceholder``: *content* names only the list's rows.
  ///
  /// It matches in a `switch` as the case did (an expression pattern).
  @available(*, deprecated, renamed: "didReplacePlaceholder")
  public static var didChangeContent: EmptyStateEvent {
    .didReplacePlaceholder
  }
}

extension EmptyStateError {
  /// The old name of ``nothingToShow``: *content* names only the list's rows.
  @available(*, deprecated, renamed: "nothingToShow")
  public static var missingContent: EmptyStateError {
    .nothingToShow
  }
}

// A delegate written against the old name still hears the event: the new requirement's
// default implementation forwards to the old method, which the delegate may implement.
// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
@available(*, deprecated, message: "implement emptyStateDidReplacePlaceholder(in:)")
extension EmptyStateDelegate {
  public func emptyStateDidReplacePlaceholder(in list: List) {
    emptyStateDidChangeContent(in: list)
  }

  public func emptyStateDidChangeContent(in list: List) {}
}
