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
    return ViewRect(
      x: area.x, y: area.y + rowsAbove * rowHeight, width: area.width, height: rowHeight)
  }

  /// The rows that lie, at least partly, inside the bounds, each with the data source's text.
  ///
  /// - Parameter limit: The most rows to return.
  /// - Returns: The rows from the top; a row's text is `Row <section>.<row>` unless the data
  ///   source's ``TableViewDataSource/tableView(_:textForRowAt:)`` says otherwise.
  func visibleRows(limit: Int) -> [DisplayItem] {
    let counts = currentCounts
    let origin = rowsOrigin
    guard rowHeight > 0, limit > 0 else { return [] }
    var cells: [DisplayItem] = []
    var top = origin.y
    for section in 0..<counts.numberOfSections {
      let rows = counts.numberOfItems(inSection: section)
      let sectionHeight = Double(rows) * rowHeight
      defer { top += sectionHeight }
      guard top < bounds.maxY, top + sectionHeight > bounds.minY else { continue }
      let first = ((bounds.minY - top) / rowHeight).rounded(.down).clampedInt(in: 0...rows)
      let last = ((bounds.maxY - top) / rowHeight).rounded(.up).clampedInt(in: 0...rows) - 1
      var row = first
      while row <= last {
        let path = ListIndexPath(row: row, section: section)
        let frame = ViewRect(
          x: origin.x, y: top + Double(row) * rowHeight, width: origin.width, height: rowHeight)
        cells.append(DisplayItem(role: .row, shape: .row, frame: frame, lines: [text(at: path)]))
        if cells.count >= limit { return cells }
        row += 1
      }
      if top + sectionHeight >= bounds.maxY { break }
    }
    return cells
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
