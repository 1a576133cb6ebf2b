/// Where an empty view and its parts go inside an area: the pure layout rule.
///
/// The content (image above title, separated by ``EmptyStateMetrics/spacing``) is centred in the
/// area, moved by ``EmptyStateMetrics/verticalOffset`` and kept inside the area. The title wraps
/// to the area's width minus the padding on both sides.
///
/// When the area is too small, in this order: the image is dropped if a title remains; title
/// lines that do not fit are dropped and the last kept line ends in "…"; when not even one line
/// fits, the image is shown alone instead. An image shown alone is scaled down, keeping its
/// aspect ratio. No size is ever negative.
struct EmptyStateLayout: Equatable {
  /// The empty view's frame, in the coordinate space of the area.
  var frame: ViewRect
  /// The image's frame inside the view, or `nil` when no image is shown.
  var imageFrame: ViewRect?
  /// The title's frame inside the view, or `nil` when no title is shown.
  var titleFrame: ViewRect?
  /// The title lines shown.
  var titleLines: [String]

  init(
    content: EmptyStateContent, in area: ViewRect, metrics: EmptyStateMetrics,
    measure: some TextMeasuring
  ) {
    let width = max(0, area.width - 2 * metrics.horizontalPadding)
    var title = content.title.map { TextWrapper.layout($0, maxWidth: width, measure: measure) }
    var image = content.image?.size
    if let fitted = title, let size = image,
      size.width > width
        || size.height + metrics.spacing + fitted.size.height > area.height
    {
      image = nil
    }
    if let wrapped = title {
      let imageHeight = image.map { $0.height + metrics.spacing } ?? 0
      title = Self.truncate(
        wrapped, toHeight: area.height - imageHeight, width: width, measure: measure)
    }
    if title == nil, let size = content.image?.size {
      // No line of the title fits (or there is none): the image, scaled down, is what is left.
      image = Self.fit(size, into: ViewSize(width: width, height: area.height))
    }
    let gap = image != nil && title != nil ? metrics.spacing : 0
    let size = ViewSize(
      width: max(image?.width ?? 0, title?.size.width ?? 0),
      height: (image?.height ?? 0) + gap + (title?.size.height ?? 0))
    frame = ViewRect(
      x: area.midX - size.width / 2,
      y: Self.clamp(
        area.midY - size.height / 2 + metrics.verticalOffset,
        from: area.minY, to: area.maxY - size.height),
      width: size.width, height: size.height)
    imageFrame = image.map {
      ViewRect(x: (size.width - $0.width) / 2, y: 0, width: $0.width, height: $0.height)
    }
    titleFrame = title.map {
      ViewRect(
        x: (size.width - $0.size.width) / 2, y: size.height - $0.size.height,
        width: $0.size.width, height: $0.size.height)
    }
    titleLines = title?.lines ?? []
  }

  /// Keeps the lines that fit `height`; the last kept one ends with "…" when lines were cut,
  /// shortened as needed to stay within `width`.
  private static func truncate(
    _ layout: TextLayout, toHeight height: Double, width: Double, measure: some TextMeasuring
  ) -> TextLayout? {
    let fitting =
      measure.lineHeight > 0 ? Int(max(0, height) / measure.lineHeight) : layout.lines.count
    guard fitting < layout.lines.count else { return layout }
    guard fitting > 0 else { return nil }
    var lines = Array(layout.lines.prefix(fitting))
    var last = lines[fitting - 1]
    while !last.isEmpty, measure.width(of: (last + "…")[...]) > width { last.removeLast() }
    lines[fitting - 1] = last + "…"
    let widest = lines.map { measure.width(of: $0[...]) }.max() ?? 0
    return TextLayout(
      lines: lines, size: ViewSize(width: widest, height: Double(fitting) * measure.lineHeight))
  }

  /// Scales `size` down to fit `bounds`, keeping its aspect ratio; never scales up.
  private static func fit(_ size: ViewSize, into bounds: ViewSize) -> ViewSize {
    guard size.width > 0, size.height > 0 else { return size }
    let scale = min(1, bounds.width / size.width, bounds.height / size.height)
    return ViewSize(width: size.width * max(0, scale), height: size.height * max(0, scale))
  }

  /// `value` kept between `low` and `high`; `low` wins when the range is empty.
  private static func clamp(_ value: Double, from low: Double, to high: Double) -> Double {
    max(low, min(value, high))
  }
}
