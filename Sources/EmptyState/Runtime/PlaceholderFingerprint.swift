/// What a placeholder shows, without its actions: two placeholders with the same fingerprint
/// look the same, so replacing one by the other is no news.
///
/// A custom view counts by its presence only (a factory cannot be compared).
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
