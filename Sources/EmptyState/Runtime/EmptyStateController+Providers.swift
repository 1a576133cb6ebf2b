extension EmptyStateController {
  /// What the user searched for, or `nil` when no search is active.
  ///
  /// While it is set, a list that is loaded and empty says "No results for “…”"
  /// (``EmptyStatePlaceholder/search(_:detail:)``) instead of its empty placeholder, unless the
  /// ``EmptyStateConfiguration/placeholderProvider`` gives a placeholder of its own. An empty
  /// string counts as no search. Setting it computes the placeholder again at once; see
  /// ``search(_:_:apply:)`` for a search that sets it together with its results.
  public var searchQuery: String? {
    get { machine.searchQuery }
    set { send(.searched(newValue.flatMap { $0.isEmpty ? nil : $0 })) }
  }

  /// Values of the app's own that the placeholder provider reads (``PlaceholderContext/subscript(_:)``),
  /// as UIKit's custom configuration states.
  ///
  /// Setting a different value computes the placeholder again at once.
  public var customState: [PlaceholderContext.Key: AnyHashable] {
    get { providedStorage?.customState ?? [:] }
    set {
      guard newValue != (providedStorage?.customState ?? [:]) else { return }
      provided.customState = newValue
      send(.inputsChanged)
    }
  }

  func placeholder(for kind: PlaceholderKind) -> EmptyStatePlaceholder<List>? {
    if let resolution = providedStorage?.resolution, resolution.kind == kind,
      let computed = resolution.placeholder
    {
      return computed
    }
    return configuration[kind]
  }

  /// Computes the content of the placeholder the decision is about to select, then sends it.
  func compute(
    _ kind: PlaceholderKind, hasContent: Bool, phase: ContentPhase, searchQuery: String?
  ) {
    let context = PlaceholderContext(
      kind: kind, phase: phase, hasContent: hasContent, searchQuery: searchQuery,
      customState: provided.customState)
    let computed = computePlaceholder(kind, in: context)
    var answer = ComputedAnswer.none
    if let computed {
      let fingerprint = PlaceholderFingerprint(computed, kind: kind)
      answer = .provided(changed: fingerprint != provided.lastComputed)
      provided.lastComputed = fingerprint
    } else if configuration[kind] != nil {
      answer = .configured
    }
    provided.resolution = (computed, kind)
    send(.computed(hasContent: hasContent, kind: kind, answer: answer))
  }

  /// The provider's placeholder, or the search template for an empty list while searching.
  private func computePlaceholder(
    _ kind: PlaceholderKind, in context: PlaceholderContext
  ) -> EmptyStatePlaceholder<List>? {
    if let provider = configuration.placeholderProvider, let list,
      let placeholder = provider(list, context)
    {
      return placeholder
    }
    if kind == .empty, let query = context.searchQuery, configuration.empty != nil {
      return .search(query)
    }
    return nil
  }
}

final class ProvidedPlaceholders<List> {
  var customState: [PlaceholderContext.Key: AnyHashable] = [:]
  /// The last computed placeholder (`nil`: the configured one is used) and its kind.
  var resolution: (placeholder: EmptyStatePlaceholder<List>?, kind: PlaceholderKind)?
  /// What the last computed placeholder shows: the machine numbers a different one anew.
  var lastComputed: PlaceholderFingerprint?
}

/// What a placeholder shows, without its actions.
struct PlaceholderFingerprint: Hashable {
  var kind: PlaceholderKind
  var image: ViewImage?
  var activityIndicator: ActivityIndicatorNode.Style?
  var title: String?
  var detail: String?
  var buttonTitle: String?
  var buttonImage: ViewImage?
  var secondaryButtonTitle: String?
  var secondaryButtonImage: ViewImage?
  var hasCustomView: Bool
  var appearance: EmptyStateAppearance.Overrides?
  var accessibilityIdentifier: String?

  init<List>(_ placeholder: EmptyStatePlaceholder<List>, kind: PlaceholderKind) {
    self.kind = kind
    image = placeholder.image
    activityIndicator = placeholder.activityIndicator
    title = placeholder.title
    detail = placeholder.detail
    buttonTitle = placeholder.button?.title
    buttonImage = placeholder.button?.image
    secondaryButtonTitle = placeholder.secondaryButton?.title
    secondaryButtonImage = placeholder.secondaryButton?.image
    hasCustomView = placeholder.customView != nil
    appearance = placeholder.appearance
    accessibilityIdentifier = placeholder.accessibilityIdentifier
  }
}
