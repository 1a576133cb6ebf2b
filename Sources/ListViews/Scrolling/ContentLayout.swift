/// Where the header, the footer and the content area of a ``ScrollingView`` go: the pure rule.
///
/// Every height is finite, but their sums can overflow: the ones it gives stay finite.
struct ContentLayout: Equatable {
  let headerFrame: ViewRect
  let footerFrame: ViewRect
  let contentArea: ViewRect
  let contentSize: ViewSize

  /// Places everything; `keptClear` is the height at the top of the content that the content
  /// area leaves out (what the content draws even while it has no rows or items).
  init(
    bounds: ViewRect, insets: ViewInsets, headerHeight: Double, contentHeight: Double,
    footerHeight: Double, keptClear: Double = 0
  ) {
    let inner = bounds.inset(by: insets)
    headerFrame = ViewRect(x: inner.minX, y: inner.minY, width: inner.width, height: headerHeight)
    let contentTop = headerFrame.maxY
    // The footer follows the content, but stays at the bottom of a short list.
    let footerTop = max((contentTop + contentHeight).clampedToFinite, inner.maxY - footerHeight)
    footerFrame = ViewRect(x: inner.minX, y: footerTop, width: inner.width, height: footerHeight)
    let areaTop = min(contentTop + max(0, keptClear), max(contentTop, min(footerTop, inner.maxY)))
    contentArea = ViewRect(
      x: inner.minX, y: areaTop, width: inner.width,
      height: max(0, min(footerTop, inner.maxY) - areaTop))
    contentSize = ViewSize(
      width: inner.width, height: (headerHeight + contentHeight + footerHeight).clampedToFinite)
  }
}
