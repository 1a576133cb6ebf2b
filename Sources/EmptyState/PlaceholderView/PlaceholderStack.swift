/// The measured parts of a placeholder, top to bottom, and the rule that drops parts until
/// they fit.
struct PlaceholderStack {
  enum Item: Equatable {
    case image(ViewSize)
    case title([String], ViewSize)
    case detail([String], ViewSize)
    case button(ViewSize)
    case custom(ViewSize)

    var size: ViewSize {
      switch self {
      case .image(let size), .title(_, let size), .detail(_, let size), .button(let size),
        .custom(let size):
        return size
      }
    }
  }

  /// The padding around a button's content and the gap between its image and title, in points.
  static let buttonHorizontalPadding = 16.0
  static let buttonVerticalPadding = 8.0
  static let buttonImageGap = 8.0

  private(set) var items: [Item] = []
  private let originalImage: ViewSize?
  private let titleMetrics: FontMeasure

  init(
    parts: PlaceholderParts, width: Double, appearance: EmptyStateAppearance,
    measure: any TextMeasuring
  ) {
    originalImage = parts.image
    titleMetrics = FontMeasure(measure: measure, font: appearance.titleStyle.font)
    if let image = parts.image { items.append(.image(image)) }
    if let title = parts.title {
      let layout = TextWrapper.layout(title, maxWidth: width, measure: titleMetrics)
      items.append(.title(layout.lines, layout.size))
    }
    if let detail = parts.detail {
      let metrics = FontMeasure(measure: measure, font: appearance.detailStyle.font)
      let layout = TextWrapper.layout(detail, maxWidth: width, measure: metrics)
      items.append(.detail(layout.lines, layout.size))
    }
    if parts.hasButton {
      let metrics = FontMeasure(measure: measure, font: appearance.buttonStyle.font)
      items.append(.button(Self.buttonSize(parts, width: width, metrics: metrics)))
    }
  }

  /// Drops parts, in the documented order, until the stack fits `height` and `width`.
  ///
  /// `areaWidth` is the whole width available: a part wider than that (a line of one character
  /// in an area narrower than a character) cannot be shown at all and goes first.
  mutating func fit(height: Double, width: Double, areaWidth: Double, spacing: Double) {
    items.removeAll { item in
      if case .image = item { return false }  // an image is scaled instead
      return item.size.width > areaWidth
    }
    if items.count > 1, let image = originalImage,
      image.width > width || total(spacing) > height
    {
      items.removeAll { if case .image = $0 { true } else { false } }
    }
    if total(spacing) > height {
      items.removeAll { if case .detail = $0 { true } else { false } }
    }
    if total(spacing) > height { truncateTitle(height: height, width: width, spacing: spacing) }
    if total(spacing) > height {
      items.removeAll { if case .button = $0 { true } else { false } }
    }
    if items.isEmpty || items == originalImage.map({ [.image($0)] }), let image = originalImage {
      // Nothing else fits, or the image is alone: it is what is left, scaled down to fit.
      let room = ViewSize(width: min(width, areaWidth), height: height)
      items = [.image(PlaceholderLayout.fit(image, into: room))]
    }
  }

  private func total(_ spacing: Double) -> Double {
    items.map(\.size.height).reduce(0, +) + spacing * Double(max(0, items.count - 1))
  }

  /// Keeps the title lines that fit beside the other parts; the last kept one ends with "…".
  private mutating func truncateTitle(height: Double, width: Double, spacing: Double) {
    guard let index = items.firstIndex(where: { if case .title = $0 { true } else { false } }),
      case .title(let lines, _) = items[index]
    else { return }
    let others = total(spacing) - items[index].size.height
    let lineHeight = titleMetrics.lineHeight
    let fitting = lineHeight > 0 ? Int(max(0, height - others) / lineHeight) : lines.count
    guard fitting > 0 else {
      items.remove(at: index)
      return
    }
    guard fitting < lines.count else { return }
    var kept = Array(lines.prefix(fitting))
    var last = kept[fitting - 1]
    // Characters come off the end until the line and its ellipsis fit: each measured once.
    var lineWidth = titleMetrics.width(of: last[...]) + titleMetrics.width(of: "…")
    while let character = last.last, lineWidth > width {
      lineWidth -= titleMetrics.width(of: String(character)[...])
      last.removeLast()
    }
    kept[fitting - 1] = last + "…"
    let widest = kept.map { titleMetrics.width(of: $0[...]) }.max() ?? 0
    items[index] = .title(kept, ViewSize(width: widest, height: Double(fitting) * lineHeight))
  }

  private static func buttonSize(
    _ parts: PlaceholderParts, width: Double, metrics: FontMeasure
  ) -> ViewSize {
    let titleWidth = parts.buttonTitle.map { metrics.width(of: $0[...]) } ?? 0
    let image = parts.buttonImage ?? .zero
    let gap = parts.buttonTitle != nil && parts.buttonImage != nil ? Self.buttonImageGap : 0
    let content = image.width + gap + titleWidth
    let textHeight = parts.buttonTitle == nil ? 0 : metrics.lineHeight
    return ViewSize(
      width: min(width, content + 2 * Self.buttonHorizontalPadding),
      height: max(textHeight, image.height) + 2 * Self.buttonVerticalPadding)
  }
}

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
