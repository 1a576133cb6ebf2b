/// The measurable parts of a placeholder, before layout.
struct PlaceholderParts: Equatable {
  var image: ViewSize?
  var title: String?
  var detail: String?
  var buttonTitle: String?
  var buttonImage: ViewSize?
  var custom: ViewSize?

  var hasButton: Bool { buttonTitle != nil || buttonImage != nil }
}

/// The padding around a button's content and the gap between its image and title, in points.
enum ButtonMetrics {
  static let horizontalPadding = 16.0
  static let verticalPadding = 8.0
  static let imageGap = 8.0
}
