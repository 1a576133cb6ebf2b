/// Where a placeholder and its parts go inside an area: the pure layout rule.
struct PlaceholderLayout: Equatable {
  /// The placeholder's frame, in the coordinate space of the area.
  var frame: ViewRect
  /// The parts' frames inside the placeholder; `nil` for a part not shown.
  var imageFrame: ViewRect?
  var titleFrame: ViewRect?
  var detailFrame: ViewRect?
  var buttonFrame: ViewRect?
  var secondaryButtonFrame: ViewRect?
  var customFrame: ViewRect?
  var titleLines: [String] = []
  var detailLines: [String] = []
  var textAlignment = DisplayItem.TextAlignment.center
  var backgroundFrame: ViewRect?
  var contentSize = ViewSize.zero
  var contentOffset = 0.0

  init(
    parts: PlaceholderParts, in area: ViewRect, appearance: EmptyStateAppearance,
    measure: any TextMeasuring, direction: ViewTraits.LayoutDirection = .leftToRight,
    contentOffset: Double = 0
  ) {
    let metrics = appearance.metrics
    // Margins wider or taller than the area leave an empty area at its far edge, never outside.
    let inset = area.inset(by: metrics.layoutMargins.resolved(for: direction))
    let inner = ViewRect(
      x: min(inset.minX, area.maxX), y: min(inset.minY, area.maxY), width: inset.width,
      height: inset.height)
    let width = max(0, inner.width - 2 * metrics.horizontalPadding)
    let scrolls = metrics.overflow == .scroll
    let stack: PlaceholderStack?
    let items: [PlaceholderStack.Item]
    if let custom = parts.custom {
      let room = ViewSize(width: inner.width, height: scrolls ? .infinity : inner.height)
      stack = nil
      items = [.custom(Self.fit(custom, into: room))]
    } else {
      var measured = PlaceholderStack(
        parts: parts, width: width, appearance: appearance, measure: measure)
      if scrolls {
        measured.fit(width: width, areaWidth: inner.width)
      } else {
        measured.fit(height: inner.height, width: width, areaWidth: inner.width)
      }
      stack = measured
      items = measured.items
    }
    self.init(
      items: items, gaps: stack?.gaps ?? ResolvedGaps(metrics),
      placement: Placement(
        area: area, inner: inner, appearance: appearance, direction: direction,
        scrolls: scrolls),
      requestedOffset: contentOffset)
  }

  private struct Placement {
    let area: ViewRect
    let inner: ViewRect
    let appearance: EmptyStateAppearance
    let direction: ViewTraits.LayoutDirection
    let scrolls: Bool

    var isNatural: Bool { appearance.alignment.horizontal == .natural }
    var isRightToLeft: Bool { direction == .rightToLeft }
  }

  private init(
    items: [PlaceholderStack.Item], gaps: ResolvedGaps, placement: Placement,
    requestedOffset: Double
  ) {
    var tops: [Double] = []
    var bottom = 0.0
    for (index, item) in items.enumerated() {
      if index > 0 { bottom += gaps.between(items[index - 1], item) }
      tops.append(bottom)
      bottom += item.size.height
    }
    let inner = placement.inner
    let width = items.map(\.size.width).max() ?? 0
    let visible = placement.scrolls ? min(bottom, inner.height) : bottom
    frame = Self.frame(width: width, height: visible, placement: placement)
    contentSize = ViewSize(width: width, height: bottom)
    contentOffset = min(max(0, requestedOffset.isFinite ? requestedOffset : 0), bottom - visible)
    textAlignment = placement.isNatural ? (placement.isRightToLeft ? .right : .left) : .center
    let clips = bottom > visible
    for (item, top) in zip(items, tops) {
      let size = item.size
      let across =
        placement.isNatural
        ? (placement.isRightToLeft ? width - size.width : 0) : (width - size.width) / 2
      let partFrame = ViewRect(
        x: across, y: top - contentOffset, width: size.width, height: size.height)
      let shown = !clips || (partFrame.minY >= -0.001 && partFrame.maxY <= visible + 0.001)
      switch item {
      case .image: imageFrame = shown ? partFrame : nil
      case .title(let lines, _):
        (titleFrame, titleLines) = Self.clip(lines, in: partFrame, to: clips ? visible : nil)
      case .detail(let lines, _):
        (detailFrame, detailLines) = Self.clip(lines, in: partFrame, to: clips ? visible : nil)
      case .button: buttonFrame = shown ? partFrame : nil
      case .secondaryButton: secondaryButtonFrame = shown ? partFrame : nil
      case .buttonRow(let primary, let secondary, let gap):
        guard shown else { continue }
        let (first, second) = placement.isRightToLeft ? (secondary, primary) : (primary, secondary)
        let firstFrame = ViewRect(
          x: partFrame.minX, y: partFrame.minY + (size.height - first.height) / 2,
          width: first.width, height: first.height)
        let secondFrame = ViewRect(
          x: partFrame.minX + first.width + gap,
          y: partFrame.minY + (size.height - second.height) / 2, width: second.width,
          height: second.height)
        (buttonFrame, secondaryButtonFrame) =
          placement.isRightToLeft ? (secondFrame, firstFrame) : (firstFrame, secondFrame)
      case .custom: customFrame = shown ? partFrame : nil
      }
    }
    backgroundFrame = Self.background(of: frame, placement: placement)
  }

  private static func frame(width: Double, height: Double, placement: Placement) -> ViewRect {
    let inner = placement.inner
    let metrics = placement.appearance.metrics
    var x = inner.midX - width / 2
    if placement.isNatural {
      x =
        placement.isRightToLeft
        ? inner.maxX - metrics.horizontalPadding - width : inner.minX + metrics.horizontalPadding
      x = max(inner.minX, min(x, inner.maxX - width))
    }
    let offset = metrics.verticalOffset
    let y: Double =
      switch placement.appearance.alignment.vertical {
      case .top: inner.minY + offset
      case .center: inner.midY - height / 2 + offset
      case .bottom: inner.maxY - height + offset
      }
    return ViewRect(
      x: x, y: max(inner.minY, min(y, inner.maxY - height)), width: width, height: height)
  }

  private static func clip(
    _ lines: [String], in frame: ViewRect, to visible: Double?
  ) -> (ViewRect?, [String]) {
    guard let visible, !lines.isEmpty else { return (frame, lines) }
    let lineHeight = frame.height / Double(lines.count)
    let shown = lines.indices.filter { index in
      let top = frame.minY + Double(index) * lineHeight
      return top >= -0.001 && top + lineHeight <= visible + 0.001
    }
    guard let first = shown.first, let last = shown.last else { return (nil, []) }
    let clipped = ViewRect(
      x: frame.minX, y: frame.minY + Double(first) * lineHeight, width: frame.width,
      height: Double(last - first + 1) * lineHeight)
    return (clipped, Array(lines[first...last]))
  }

  private static func background(of frame: ViewRect, placement: Placement) -> ViewRect? {
    let background = placement.appearance.background
    guard background.color != nil else { return nil }
    let insets = background.insets.resolved(for: placement.direction)
    let box = ViewRect(
      x: insets.left, y: insets.top,
      width: max(0, frame.width - insets.left - insets.right),
      height: max(0, frame.height - insets.top - insets.bottom))
    let area = placement.area
    let inside = box.intersection(
      ViewRect(
        x: area.minX - frame.minX, y: area.minY - frame.minY, width: area.width,
        height: area.height))
    return inside.width > 0 && inside.height > 0 ? inside : nil
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
