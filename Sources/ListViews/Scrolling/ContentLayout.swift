/// Where the header, the footer and the content area of a ``ScrollView`` go: the pure rule.
struct ContentLayout: Equatable {
  let headerFrame: ViewRect
  let footerFrame: ViewRect
  let contentArea: ViewRect
  let contentSize: ViewSize

  init(
    bounds: ViewRect, insets: ViewInsets, headerHeight: Double, contentHeight: Double,
    footerHeight: Double
  ) {
    let inner = bounds.inset(by: insets)
    headerFrame = ViewRect(x: inner.minX, y: inner.minY, width: inner.width, height: headerHeight)
    let contentTop = headerFrame.maxY
    // The footer follows the content, but stays at the bottom of a short list.
    let footerTop = max(contentTop + contentHeight, inner.maxY - footerHeight)
    footerFrame = ViewRect(x: inner.minX, y: footerTop, width: inner.width, height: footerHeight)
    contentArea = ViewRect(
      x: inner.minX, y: contentTop, width: inner.width,
      height: max(0, min(footerTop, inner.maxY) - contentTop))
    contentSize = ViewSize(width: inner.width, height: headerHeight + contentHeight + footerHeight)
  }
}
