import ListViews

extension ListContainer {
  /// How many rows lie below the bottom of the bounds at the current content offset; 0 once the
  /// last row shows or while there are no rows.
  ///
  /// A table's rows all have its ``TableView/rowHeight``, so nothing is counted; other
  /// containers are measured with their rows' average height, which counts the rows once, and
  /// only while the end is not in view. A container that is not a ``ScrollingView`` has no
  /// offset: it is never near its end, and its pages are requested explicitly.
  var rowsBelowVisibleArea: Double {
    guard let scrolling = self as? ScrollingView else { return .infinity }
    let height = scrolling.contentHeight
    let top = scrolling.contentInset.top + (scrolling.headerView?.frame.height ?? 0)
    let visibleBottom = scrolling.contentOffset.y + scrolling.bounds.height
    let below = top + height - visibleBottom
    guard below > 0 else { return 0 }
    if let table = scrolling as? TableView {
      return table.rowHeight > 0 ? below / table.rowHeight : 0
    }
    var rows = 0
    for section in 0..<numberOfSections { rows += numberOfItems(inSection: section) }
    return rows > 0 ? below / (height / Double(rows)) : 0
  }
}
