import ListViews

extension ListContainer {
  /// How many rows lie below the bottom of the bounds at the current content offset; 0 once the
  /// last row shows or while there are no rows.
  ///
  /// A table's rows all have its ``TableView/rowHeight``, so nothing is counted; a collection
  /// is measured with its items' average height, from the total the list keeps with its counts,
  /// so the check costs the same whatever the number of sections. Other containers count their
  /// rows section by section, only while the end is not in view. Counts are added as `Double`,
  /// so sections of `Int.max` items never overflow: the answer is then huge (the content
  /// height stops at the largest finite value) until the offset reaches the end of the
  /// content, where it is 0. A container that is not a ``ScrollingView`` has no offset: it is
  /// never near its end, and its pages are requested explicitly.
  ///
  /// - Parameter sectionsCounted: Adds the number of sections whose counts were read one by one.
  /// - Returns: The rows below the visible area, 0 when the end shows, infinite for a container
  ///   that does not scroll.
  func rowsBelowVisibleArea(sectionsCounted: inout Int) -> Double {
    guard let scrolling = self as? ScrollingView else { return .infinity }
    let height = scrolling.contentHeight
    let top = scrolling.contentInset.top + (scrolling.headerView?.frame.height ?? 0)
    let visibleBottom = scrolling.contentOffset.y + scrolling.bounds.height
    let below = top + height - visibleBottom
    guard below > 0 else { return 0 }
    if let table = scrolling as? TableView {
      return table.rowHeight > 0 ? below / table.rowHeight : 0
    }
    let rows: Double
    if let list = scrolling as? ListView {
      rows = list.totalItemCount
    } else {
      var sum = 0.0
      for section in 0..<numberOfSections { sum += Double(numberOfItems(inSection: section)) }
      sectionsCounted += numberOfSections
      rows = sum
    }
    return rows > 0 ? below / (height / rows) : 0
  }
}
