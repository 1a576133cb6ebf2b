extension TableView {
  /// The frame of the row at `indexPath`, or `nil` when there is no such row.
  ///
  /// Rows stack below the header, one ``rowHeight`` each, spanning the width inside the insets.
  ///
  /// - Parameter indexPath: A row's position.
  /// - Returns: The row's frame in the table's coordinate space.
  public func frameForRow(at indexPath: ListIndexPath) -> ViewRect? {
    let counts = currentCounts
    guard indexPath.row >= 0, indexPath.row < counts.numberOfItems(inSection: indexPath.section)
    else { return nil }
    var rowsAbove = Double(indexPath.row)
    for section in 0..<indexPath.section {
      rowsAbove += Double(counts.numberOfItems(inSection: section))
    }
    let area = rowsOrigin
    // The views of this section and of those above it lie above the row.
    let views = sectionViews.isEmpty ? 0 : sectionViews.height(before: indexPath.section + 1)
    return ViewRect(
      x: area.x, y: (area.y + rowsAbove * rowHeight + views).clampedToFinite, width: area.width,
      height: rowHeight)
  }

  /// The index path of the row under `point`, or `nil` when no row is there.
  ///
  /// Unlike UIKit's, whose table coordinates are the content's, `point` is where the row is
  /// seen, as ``ViewNode/hitTest(_:)`` and ``ViewNode/tap(at:)`` take it: the
  /// ``ScrollingView/contentOffset`` is added to find the row in the content. A point outside
  /// the bounds is on no row.
  ///
  /// - Parameter point: A point in the table's coordinate space.
  /// - Returns: The row's position, or `nil`.
  public func indexPathForRow(at point: ViewPoint) -> ListIndexPath? {
    guard point.isFinite, bounds.contains(point), rowHeight > 0 else { return nil }
    let origin = rowsOrigin
    let x = point.x + contentOffset.x
    let y = point.y + contentOffset.y
    guard x >= origin.x, x < origin.x + origin.width, y >= origin.y else { return nil }
    let counts = currentCounts
    if !sectionViews.isEmpty { return indexPathForRow(atContentY: y - origin.y, in: counts) }
    var row = ((y - origin.y) / rowHeight).rounded(.down)
    for section in 0..<counts.numberOfSections {
      let rows = Double(counts.numberOfItems(inSection: section))
      if row < rows { return ListIndexPath(row: Int(row), section: section) }
      row -= rows
    }
    return nil
  }

  /// The rows that lie, at least partly, inside the bounds at the content offset, each with
  /// the data source's text, at the frame where they are seen (moved up by the offset).
  ///
  /// - Parameter limit: The most rows to return.
  /// - Returns: The rows from the top; a row's text is `Row <section>.<row>` unless the data
  ///   source's ``TableViewDataSource/tableView(_:textForRowAt:)`` says otherwise.
  func visibleRows(limit: Int) -> [DisplayItem] {
    let counts = currentCounts
    let origin = rowsOrigin
    guard rowHeight > 0, limit > 0 else { return [] }
    let shown = visibleContentRect
    let hasSectionViews = !sectionViews.isEmpty
    var cells: [DisplayItem] = []
    var top = origin.y
    for section in 0..<counts.numberOfSections {
      let rows = counts.numberOfItems(inSection: section)
      // The rows start below the section's view, if it has one.
      if hasSectionViews { top += sectionViews.height(in: section) }
      let sectionHeight = Double(rows) * rowHeight
      defer { top += sectionHeight }
      guard top < shown.maxY, top + sectionHeight > shown.minY else { continue }
      let first = ((shown.minY - top) / rowHeight).rounded(.down).clampedInt(in: 0...rows)
      let last = ((shown.maxY - top) / rowHeight).rounded(.up).clampedInt(in: 0...rows) - 1
      var row = first
      while row <= last {
        let path = ListIndexPath(row: row, section: section)
        let frame = ViewRect(
          x: origin.x - contentOffset.x, y: top + Double(row) * rowHeight - contentOffset.y,
          width: origin.width, height: rowHeight)
        cells.append(DisplayItem(role: .row, shape: .row, frame: frame, lines: [text(at: path)]))
        if cells.count >= limit { return cells }
        row += 1
      }
      if top + sectionHeight >= shown.maxY { break }
    }
    return cells
  }

  /// The row at `y` below the top of the rows, in a table with section views: a point on a
  /// section's view is on no row.
  private func indexPathForRow(atContentY y: Double, in counts: SectionCounts) -> ListIndexPath? {
    var top = 0.0
    for section in 0..<counts.numberOfSections {
      top += sectionViews.height(in: section)
      if y < top { return nil }
      let rows = counts.numberOfItems(inSection: section)
      let bottom = top + Double(rows) * rowHeight
      if y < bottom {
        return ListIndexPath(
          row: ((y - top) / rowHeight).rounded(.down).clampedInt(in: 0...(rows - 1)),
          section: section)
      }
      top = bottom
    }
    return nil
  }

  /// The top of each section view, in the content's coordinates: below the rows and views of
  /// the sections above it (one walk over the counts up to the last view).
  func tableSectionViewTops() -> [Double] {
    let origin = rowsOrigin
    let height = rowHeight
    let counts = counts.counts
    // While the total fits in an `Int`, every partial sum does: they are summed with wrapping
    // adds (the compiler vectorizes them); past it, as `Double`s.
    let exact = self.counts.totalItems < 9e18
    var tops: [Double] = []
    var rows = 0.0
    var views = 0.0
    var next = 0
    for entry in sectionViews.entries where entry.section < counts.count {
      let run = counts[next..<entry.section]
      rows += exact ? Double(run.reduce(0, &+)) : run.reduce(0.0) { $0 + Double($1) }
      next = entry.section
      tops.append((origin.y + rows * height + views).clampedToFinite)
      views += entry.view.frame.height
    }
    return tops
  }

  private func text(at indexPath: ListIndexPath) -> String {
    dataSource?.tableView(self, textForRowAt: indexPath)
      ?? "Row \(indexPath.section).\(indexPath.row)"
  }

  /// The top-left corner and width of the rows: below the header, inside the insets.
  private var rowsOrigin: (x: Double, y: Double, width: Double) {
    let inner = bounds.inset(by: contentInset)
    return (inner.minX, inner.minY + (headerView?.frame.height ?? 0), inner.width)
  }
}
