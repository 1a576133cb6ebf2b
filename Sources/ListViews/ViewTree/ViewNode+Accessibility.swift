extension ViewNode {
  /// The elements an assistive technology reaches under this node, in reading order.
  ///
  /// A shown node that ``isAccessibilityElement`` is one element (its subviews are not read
  /// separately); any other shown node contributes the elements of its subviews, back to front,
  /// as UIKit's default `accessibilityElements` would, except in a ``ScrollingView``, which is
  /// read in the order it is seen, top to bottom: its ``ScrollingView/headerView`` first and its
  /// ``ScrollingView/footerView`` last, whatever order they were set in, and between them a
  /// list's section views in section order (``ListView/setSectionView(_:forSection:)``), then
  /// the other subviews back to front. Hidden nodes contribute nothing. A pending layout pass
  /// runs first (``layoutIfNeeded()``): layout decides what is hidden.
  public var accessibilityElements: [ViewNode] {
    layoutIfNeeded()
    var elements: [ViewNode] = []
    collectAccessibilityElements(into: &elements)
    return elements
  }

  private func collectAccessibilityElements(into elements: inout [ViewNode]) {
    guard !isHidden else { return }
    if isAccessibilityElement { return elements.append(self) }
    for subview in subviewsInReadingOrder { subview.collectAccessibilityElements(into: &elements) }
  }
}
