import ListViews

extension ListContainer {
  /// How many rows lie below the bottom of the bounds at the current content offset, measured
  /// with the rows' average height; 0 once the last row shows or while there are no rows.
  ///
  /// A container that is not a ``ScrollingView`` has no offset: it is never near its end, and
  /// its pages are requested explicitly. The work is one pass over the section counts.
  var rowsBelowVisibleArea: Double {
    guard let scrolling = self as? ScrollingView else { return .infinity }
    var rows = 0
    for section in 0..<numberOfSections { rows += numberOfItems(inSection: section) }
    let height = scrolling.contentHeight
    guard rows > 0, height > 0 else { return 0 }
    let top = scrolling.contentInset.top + (scrolling.headerView?.frame.height ?? 0)
    let visibleBottom = scrolling.contentOffset.y + scrolling.bounds.height
    return max(0, top + height - visibleBottom) / (height / Double(rows))
  }
}
