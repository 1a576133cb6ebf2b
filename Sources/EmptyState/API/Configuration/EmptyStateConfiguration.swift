/// A list's placeholders for each phase, its appearance overrides, its behaviour options and
/// its display predicate.
///
/// `List` is the list's own type, which every action and the predicate receive; it is inferred
/// from the list the configuration is assigned to.
///
/// ```swift
/// table.emptyState.configuration = EmptyStateConfiguration(
///   empty: try EmptyStatePlaceholder(title: "No orders yet"),
///   loading: try EmptyStatePlaceholder(title: "Loading…"),
///   failure: try EmptyStatePlaceholder(
///     title: "Could not load",
///     button: PlaceholderButton(title: "Retry") { table in table.reloadData() }))
/// ```
public struct EmptyStateConfiguration<List> {
  /// Asked before an automatic display; `false` hides the placeholder.
  public typealias Predicate = @MainActor (_ list: List) -> Bool
  /// Computes the placeholder to show from the state (``PlaceholderContext``); `nil` shows the
  /// configured one.
  public typealias PlaceholderProvider =
    @MainActor (_ list: List, _ context: PlaceholderContext) -> EmptyStatePlaceholder<List>?

  /// Shown while loaded with no rows.
  public var empty: EmptyStatePlaceholder<List>?
  /// Shown while loading.
  public var loading: EmptyStatePlaceholder<List>? {
    get { loadingBox?.value }
    set { loadingBox = newValue.map(ValueBox.init) }
  }
  /// Shown after a failure; its button retries.
  public var failure: EmptyStatePlaceholder<List>? {
    get { failureBox?.value }
    set { failureBox = newValue.map(ValueBox.init) }
  }
  /// Changes to ``EmptyStateDefaults/appearance`` for this list.
  public var appearance: EmptyStateAppearance.Overrides? {
    get { appearanceBox?.value }
    set { appearanceBox = newValue.map(ValueBox.init) }
  }
  /// How the placeholders behave.
  public var options: EmptyStateOptions
  /// Asked before an automatic display; returning `false` hides the placeholder.
  ///
  /// Not asked when ``EmptyStateOptions/display`` is ``EmptyStateOptions/Display/always``
  /// (forced display wins; setting both is reported).
  public var shouldDisplay: Predicate?
  /// What counts as content; `nil` for the default, at least one row or item.
  ///
  /// A rule is asked on every content change, as a predicate is (see
  /// ``EmptyStateContentRule``).
  public var contentRule: EmptyStateContentRule<List>?
  /// Computes the placeholder to show whenever an input changes: the phase and its error,
  /// whether there are rows, the search query, the app's custom state.
  ///
  /// The decision table still selects which kind of placeholder shows (never the empty one
  /// before a first load, for instance); the provider gives its content. Returning `nil` shows
  /// the configured placeholder of that kind, or the search template for an empty list while
  /// searching, or nothing. With a provider every kind counts as configured. The same
  /// placeholder computed again changes nothing; different content while shown replaces the
  /// view in place and fires ``EmptyStateEvent/didReplacePlaceholder``.
  public var placeholderProvider: PlaceholderProvider?
  /// Placeholders for sections that have no rows or items, shown inside them
  /// (``SectionPlaceholders``); `nil` for none.
  public var sections: SectionPlaceholders<List>? {
    get { sectionsBox?.value }
    set { sectionsBox = newValue.map(ValueBox.init) }
  }

  // The loading and failure placeholders and the appearance, which most lists do not have, are
  // each kept in a box of their own, made when set, so that a configuration (and the
  // controller holding one) stays small. Boxes are immutable: value semantics are kept.
  private var loadingBox: ValueBox<EmptyStatePlaceholder<List>>?
  private var failureBox: ValueBox<EmptyStatePlaceholder<List>>?
  private var appearanceBox: ValueBox<EmptyStateAppearance.Overrides>?
  private var sectionsBox: ValueBox<SectionPlaceholders<List>>?

  /// Creates a configuration; nothing is shown until a placeholder is set.
  ///
  /// - Parameters:
  ///   - empty: Shown while loaded with no rows.
  ///   - loading: Shown while loading.
  ///   - failure: Shown after a failure.
  ///   - appearance: Changes to the default appearance for this list.
  ///   - options: How the placeholders behave.
  ///   - shouldDisplay: Asked before an automatic display.
  public init(
    empty: EmptyStatePlaceholder<List>? = nil, loading: EmptyStatePlaceholder<List>? = nil,
    failure: EmptyStatePlaceholder<List>? = nil,
    appearance: EmptyStateAppearance.Overrides? = nil,
    options: EmptyStateOptions = EmptyStateOptions(), shouldDisplay: Predicate? = nil
  ) {
    self.options = options
    self.shouldDisplay = shouldDisplay
    self.empty = empty
    self.loading = loading
    self.failure = failure
    self.appearance = appearance
  }

  /// The placeholder of `kind`, if set.
  public subscript(kind: PlaceholderKind) -> EmptyStatePlaceholder<List>? {
    get {
      switch kind {
      case .empty: return empty
      case .loading: return loading
      case .failure: return failure
      }
    }
    set {
      switch kind {
      case .empty: empty = newValue
      case .loading: loading = newValue
      case .failure: failure = newValue
      }
    }
  }

  /// Whether any placeholder is set (only then does the list need its content hook).
  public var hasPlaceholders: Bool {
    empty != nil || loadingBox != nil || failureBox != nil || placeholderProvider != nil
      || sectionsBox != nil
  }

  var hasSectionPlaceholders: Bool {
    sectionsBox != nil
  }
}
