/// Where a placeholder and its parts go inside an area: the pure layout rule.
///
/// The parts stack top to bottom (image, title, description, button) with
/// ``EmptyStateMetrics/spacing`` between them; the group is centred in the area, moved by
/// ``EmptyStateMetrics/verticalOffset`` and kept inside it. Text wraps to the area's width minus
/// the padding on both sides. A custom view keeps its own size, centred.
///
/// When the area is too small, in this order: text narrower than one character's room (an area
/// narrower than a character) goes; the image goes (when something else remains); then the
/// description; then title lines that do not fit (the last kept line ends in "…"); then the
/// button. If nothing is left, the image is shown alone, scaled down keeping its aspect ratio (a
/// custom view is scaled the same way). No size is ever negative, and the placeholder never
/// leaves its area.
struct PlaceholderLayout: Equatable {
  /// The placeholder's frame, in the coordinate space of the area.
  var frame: ViewRect
  /// The parts' frames inside the placeholder; `nil` for a part not shown.
  var imageFrame: ViewRect?
  var titleFrame: ViewRect?
  var detailFrame: ViewRect?
  var buttonFrame: ViewRect?
  var customFrame: ViewRect?
  /// The lines shown.
  var titleLines: [String] = []
  var detailLines: [String] = []

  init(
    parts: PlaceholderParts, in area: ViewRect, appearance: EmptyStateAppearance,
    measure: any TextMeasuring
  ) {
    let metrics = appearance.metrics
    let width = max(0, area.width - 2 * metrics.horizontalPadding)
    if let custom = parts.custom {
      let size = Self.fit(custom, into: ViewSize(width: area.width, height: area.height))
      self.init(stack: [.custom(size)], in: area, metrics: metrics)
      return
    }
    var stack = PlaceholderStack(
      parts: parts, width: width, appearance: appearance, measure: measure)
    stack.fit(
      height: area.height, width: width, areaWidth: area.width, spacing: metrics.spacing)
    self.init(stack: stack.items, in: area, metrics: metrics)
  }

  private init(stack: [PlaceholderStack.Item], in area: ViewRect, metrics: EmptyStateMetrics) {
    let spacing = metrics.spacing
    let width = stack.map(\.size.width).max() ?? 0
    let height = stack.map(\.size.height).reduce(0, +) + spacing * Double(max(0, stack.count - 1))
    frame = ViewRect(
      x: area.midX - width / 2,
      y: max(area.minY, min(area.midY - height / 2 + metrics.verticalOffset, area.maxY - height)),
      width: width, height: height)
    var top = 0.0
    for item in stack {
      let partFrame = ViewRect(
        x: (width - item.size.width) / 2, y: top, width: item.size.width,
        height: item.size.height)
      top += item.size.height + spacing
      switch item {
      case .image: imageFrame = partFrame
      case .title(let lines, _):
        titleFrame = partFrame
        titleLines = lines
      case .detail(let lines, _):
        detailFrame = partFrame
        detailLines = lines
      case .button: buttonFrame = partFrame
      case .custom: customFrame = partFrame
      }
    }
  }

  /// Scales `size` down to fit `bounds`, keeping its aspect ratio; never scales up.
  static func fit(_ size: ViewSize, into bounds: ViewSize) -> ViewSize {
    guard size.width > 0, size.height > 0 else {
      // No aspect ratio to keep: each side on its own.
      return ViewSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }
    let scale = max(0, min(1, bounds.width / size.width, bounds.height / size.height))
    return ViewSize(width: size.width * scale, height: size.height * scale)
  }
}
