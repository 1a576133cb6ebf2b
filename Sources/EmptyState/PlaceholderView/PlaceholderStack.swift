/// The measured parts of a placeholder, top to bottom, the gaps between them.
struct PlaceholderStack {
  enum Item: Equatable {
    case image(ViewSize)
    case title([String], ViewSize)
    case detail([String], ViewSize)
    case button(ViewSize)
    case secondaryButton(ViewSize)
    /// Both buttons on one row, the button first: their sizes and the gap between them.
    case buttonRow(ViewSize, ViewSize, gap: Double)
    case custom(ViewSize)

    var size: ViewSize {
      switch self {
      case .image(let size), .title(_, let size), .detail(_, let size), .button(let size),
        .secondaryButton(let size), .custom(let size):
        return size
      case .buttonRow(let primary, let secondary, let gap):
        return ViewSize(
          width: primary.width + gap + secondary.width,
          height: max(primary.height, secondary.height))
      }
    }
  }

  static let buttonHorizontalPadding = 16.0
  static let buttonVerticalPadding = 8.0
  static let buttonImageGap = 8.0

  private(set) var items: [Item] = []
  let gaps: ResolvedGaps
  private let originalImage: ViewSize?
  private let titleMetrics: FontMeasure

  init(
    parts: PlaceholderParts, width: Double, appearance: EmptyStateAppearance,
    measure: any TextMeasuring
  ) {
    gaps = ResolvedGaps(appearance.metrics)
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
    let primary = parts.button.map {
      Self.buttonSize(
        $0, width: width, metrics: FontMeasure(measure: measure, font: appearance.buttonStyle.font))
    }
    let secondary = parts.secondaryButton.map {
      Self.buttonSize(
        $0, width: width,
        metrics: FontMeasure(measure: measure, font: appearance.secondaryButtonStyle.font))
    }
    switch (primary, secondary) {
    case (let primary?, let secondary?):
      let gap = gaps.buttonToSecondaryButton
      if primary.width + gap + secondary.width <= width {
        items.append(.buttonRow(primary, secondary, gap: gap))
      } else {
        items += [.button(primary), .secondaryButton(secondary)]
      }
    case (let primary?, nil): items.append(.button(primary))
    case (nil, let secondary?): items.append(.secondaryButton(secondary))
    case (nil, nil): break
    }
  }

  /// Drops parts, in the documented order, until the stack fits `height` and `width`.
  mutating func fit(height: Double, width: Double, areaWidth: Double) {
    dropTooWide(areaWidth)
    if items.count > 1, let image = originalImage, image.width > width || total > height {
      items.removeAll { if case .image = $0 { true } else { false } }
    }
    if total > height {
      items.removeAll { if case .detail = $0 { true } else { false } }
    }
    if total > height { truncateTitle(height: height, width: width) }
    if total > height { dropSecondaryButton() }
    if total > height {
      items.removeAll { if case .button = $0 { true } else { false } }
    }
    if items.isEmpty || items == originalImage.map({ [.image($0)] }), let image = originalImage {
      // Nothing else fits, or the image is alone: it is what is left, scaled down to fit.
      let room = ViewSize(width: min(width, areaWidth), height: height)
      items = [.image(PlaceholderLayout.fit(image, into: room))]
    }
  }

  /// Keeps every part that can be shown, for a placeholder that scrolls.
  mutating func fit(width: Double, areaWidth: Double) {
    dropTooWide(areaWidth)
    guard let index = items.firstIndex(where: { if case .image = $0 { true } else { false } }),
      let image = originalImage, image.width > width
    else { return }
    let room = ViewSize(width: min(width, areaWidth), height: .infinity)
    items[index] = .image(PlaceholderLayout.fit(image, into: room))
  }

  var total: Double {
    var height = 0.0
    for (index, item) in items.enumerated() {
      if index > 0 { height += gaps.between(items[index - 1], item) }
      height += item.size.height
    }
    return height
  }

  private mutating func dropTooWide(_ areaWidth: Double) {
    items.removeAll { item in
      if case .image = item { return false }
      return item.size.width > areaWidth
    }
  }

  private mutating func dropSecondaryButton() {
    items = items.compactMap { item in
      switch item {
      case .secondaryButton: return nil
      case .buttonRow(let primary, _, _): return .button(primary)
      default: return item
      }
    }
  }

  private mutating func truncateTitle(height: Double, width: Double) {
    guard let index = items.firstIndex(where: { if case .title = $0 { true } else { false } }),
      case .title(let lines, _) = items[index]
    else { return }
    let others = total - items[index].size.height
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
    _ button: PlaceholderParts.Button, width: Double, metrics: FontMeasure
  ) -> ViewSize {
    let titleWidth = button.title.map { metrics.width(of: $0[...]) } ?? 0
    let image = button.image ?? .zero
    let gap = button.title != nil && button.image != nil ? Self.buttonImageGap : 0
    let content = image.width + gap + titleWidth
    let textHeight = button.title == nil ? 0 : metrics.lineHeight
    return ViewSize(
      width: min(width, content + 2 * Self.buttonHorizontalPadding),
      height: max(textHeight, image.height) + 2 * Self.buttonVerticalPadding)
  }
}

struct ResolvedGaps: Equatable {
  let spacing: Double
  let imageToText: Double
  let textToSecondaryText: Double
  let textToButton: Double
  let buttonToSecondaryButton: Double

  init(_ metrics: EmptyStateMetrics) {
    spacing = metrics.spacing
    imageToText = metrics.gaps.imageToText ?? spacing
    textToSecondaryText = metrics.gaps.textToSecondaryText ?? spacing
    textToButton = metrics.gaps.textToButton ?? spacing
    buttonToSecondaryButton = metrics.gaps.buttonToSecondaryButton ?? spacing
  }

  func between(_ upper: PlaceholderStack.Item, _ lower: PlaceholderStack.Item) -> Double {
    switch (upper, lower) {
    case (.button, .secondaryButton): return buttonToSecondaryButton
    case (_, .button), (_, .secondaryButton), (_, .buttonRow): return textToButton
    case (.image, _): return imageToText
    case (.title, .detail): return textToSecondaryText
    default: return spacing
    }
  }
}

struct PlaceholderParts: Equatable {
  struct Button: Equatable {
    var title: String?
    var image: ViewSize?
  }

  var image: ViewSize?
  var title: String?
  var detail: String?
  var button: Button?
  var secondaryButton: Button?
  var custom: ViewSize?
}
