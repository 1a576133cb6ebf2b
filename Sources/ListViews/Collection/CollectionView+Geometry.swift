extension CollectionView {
  /// The frame of the item at `indexPath`, or `nil` when there is no such item.
  ///
  /// Items flow left to right below the header, inside the insets; each section starts a row.
  ///
  /// - Parameter indexPath: An item's position.
  /// - Returns: The item's frame in the collection's coordinate space.
  public func frameForItem(at indexPath: ListIndexPath) -> ViewRect? {
    let counts = currentCounts
    guard indexPath.item >= 0, indexPath.item < counts.numberOfItems(inSection: indexPath.section)
    else { return nil }
    let flow = flow
    let above = flow.height(of: Array(counts.counts.prefix(indexPath.section)))
    let gap = above > 0 ? flow.spacing : 0
    let offset = flow.offset(ofItem: indexPath.item)
    let origin = itemsOrigin
    return ViewRect(
      x: origin.x + offset.x, y: origin.y + above + gap + offset.y,
      width: itemSize.width, height: itemSize.height)
  }

  /// The items that lie, at least partly, inside the bounds, each with the data source's text.
  ///
  /// - Parameter limit: The most items to return.
  /// - Returns: The items in order; an item's text is `<section>.<item>` unless the data
  ///   source's ``CollectionViewDataSource/collectionView(_:textForItemAt:)`` says otherwise.
  func visibleItems(limit: Int) -> [DisplayItem] {
    let counts = currentCounts
    let flow = flow
    let origin = itemsOrigin
    guard itemSize.height > 0 || itemSize.width > 0, limit > 0 else { return [] }
    var cells: [DisplayItem] = []
    var top = origin.y
    for section in 0..<counts.numberOfSections {
      let count = counts.numberOfItems(inSection: section)
      guard count > 0 else { continue }
      if top > origin.y { top += flow.spacing }
      guard top < bounds.maxY else { break }
      let pitch = itemSize.height + flow.spacing
      // With no height and no spacing every row sits at the same place: all of them are visible.
      let visibleRows =
        pitch > 0 ? ((bounds.maxY - top) / pitch).rounded(.up).clampedInt(in: 0...count) : count
      let shown = min(
        count,
        visibleRows.multipliedReportingOverflow(by: flow.itemsPerRow).overflow
          ? count : visibleRows * flow.itemsPerRow)
      var item = 0
      while item < shown {
        let offset = flow.offset(ofItem: item)
        let frame = ViewRect(
          x: origin.x + offset.x, y: top + offset.y, width: itemSize.width,
          height: itemSize.height)
        let path = ListIndexPath(item: item, section: section)
        cells.append(
          DisplayItem(role: .item, shape: .box, frame: frame, lines: [text(forItemAt: path)]))
        if cells.count >= limit { return cells }
        item += 1
      }
      top += flow.height(ofSectionWith: count)
    }
    return cells
  }

  private func text(forItemAt indexPath: ListIndexPath) -> String {
    dataSource?.collectionView(self, textForItemAt: indexPath)
      ?? "\(indexPath.section).\(indexPath.item)"
  }

  private var itemsOrigin: (x: Double, y: Double) {
    let inner = bounds.inset(by: contentInset)
    return (inner.minX, inner.minY + (headerView?.frame.height ?? 0))
  }
}
