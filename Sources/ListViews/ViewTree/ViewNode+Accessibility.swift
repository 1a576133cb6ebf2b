extension ViewNode {
  /// The elements an assistive technology reaches under this node, in reading order.
  ///
  /// A shown node that ``isAccessibilityElement`` is one element (its subviews are not read
  /// separately); any other shown node contributes the elements of its subviews, back to front,
  /// as UIKit's default `accessibilityElements` would. Hidden nodes contribute nothing. A
  /// pending layout pass runs first (``layoutIfNeeded()``): layout decides what is hidden.
  public var accessibilityElements: [ViewNode] {
    layoutIfNeeded()
    var elements: [ViewNode] = []
    collectAccessibilityElements(into: &elements)
    return elements
  }

  private func collectAccessibilityElements(into elements: inout [ViewNode]) {
    guard !isHidden else { return }
    if isAccessibilityElement { return elements.append(self) }
    for subview in subviews { subview.collectAccessibilityElements(into: &elements) }
  }
}
