/// A list's placeholders for each phase, its appearance overrides and its behaviour options.
///
/// ```swift
/// var configuration = EmptyStateConfiguration()
/// configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
/// configuration.loading = try EmptyStatePlaceholder(title: "Loading…")
/// configuration.failure = try EmptyStatePlaceholder(
///   title: "Could not load", button: PlaceholderButton(title: "Retry") { list in reload() })
/// list.emptyState.configuration = configuration
/// ```
public struct EmptyStateConfiguration {
  /// Shown while loaded with no rows.
  public var empty: EmptyStatePlaceholder?
  /// Shown while loading.
  public var loading: EmptyStatePlaceholder?
  /// Shown after a failure; its button retries.
  public var failure: EmptyStatePlaceholder?
  /// Changes to ``EmptyStateDefaults/appearance`` for this list.
  public var appearance: EmptyStateAppearance.Overrides?
  /// How the placeholders behave.
  public var options: EmptyStateOptions

  /// Creates a configuration; nothing is shown until a placeholder is set.
  public init(
    empty: EmptyStatePlaceholder? = nil, loading: EmptyStatePlaceholder? = nil,
    failure: EmptyStatePlaceholder? = nil, appearance: EmptyStateAppearance.Overrides? = nil,
    options: EmptyStateOptions = EmptyStateOptions()
  ) {
    self.empty = empty
    self.loading = loading
    self.failure = failure
    self.appearance = appearance
    self.options = options
  }

  /// The placeholder of `kind`, if set.
  public subscript(kind: PlaceholderKind) -> EmptyStatePlaceholder? {
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
    empty != nil || loading != nil || failure != nil
  }
}
