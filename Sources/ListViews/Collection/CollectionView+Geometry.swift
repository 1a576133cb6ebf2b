extension CollectionView {
  /// The frame of the item at `indexPath`, or `nil` when there is no such item.
  ///
  /// Items flow left to right below the header, inside the insets; each section starts a row,
  /// below its header strip (``sectionHeaderHeight``).
  ///
  /// - Parameter indexPath: An item's position.
  /// - Returns: The item's frame in the collection's coordinate space.
  public func frameForItem(at indexPath: ListIndexPath) -> ViewRect? {
    let counts = currentCounts
    guard indexPath.item >= 0, indexPath.item < counts.numberOfItems(inSection: indexPath.section)
    else { return nil }
    let flow = flow
    let prefix = Array(counts.counts.prefix(indexPath.section))
    let above =
      sectionViews.isEmpty
      ? flow.height(of: prefix)
      : flow.layout(of: prefix, views: sectionViewHeights.filter { $0.section < prefix.count })
        .height
    let gap = above > 0 ? flow.spacing : 0
    let view = sectionViews.height(in: indexPath.section)
    let offset = flow.offset(ofItem: indexPath.item)
    let origin = itemsOrigin
    return ViewRect(
      x: (origin.x + offset.x).clampedToFinite,
      y: (origin.y + above + gap + flow.headerHeight + view + offset.y).clampedToFinite,
      width: itemSize.width, height: itemSize.height)
  }

  /// The items, and the section headers and footers, that lie at least partly inside the
  /// bounds, each with the data source's text.
  ///
  /// - Parameter limit: The most items and strips to return.
  /// - Returns: In order, each section's header, items and footer; an item's text is
  ///   `<section>.<item>` unless the data source's
  ///   ``CollectionViewDataSource/collectionView(_:textForItemAt:)`` says otherwise.
  func visibleItems(limit: Int) -> [DisplayItem] {
    let counts = currentCounts
    let flow = flow
    let origin = itemsOrigin
    guard limit > 0 else { return [] }
    let window = visibleContentRect
    var cells: [DisplayItem] = []
    var top = origin.y
    let hasSectionViews = !sectionViews.isEmpty
    for section in 0..<counts.numberOfSections {
      let count = counts.numberOfItems(inSection: section)
      let view = hasSectionViews ? sectionViews.height(in: section) : 0
      let height = (flow.height(ofSectionWith: count) + view).clampedToFinite
      guard count > 0 || height > 0 || (hasSectionViews && sectionViews.view(in: section) != nil)
      else { continue }
      if top > origin.y { top += flow.spacing }
      guard top < window.maxY else { break }
      // A section scrolled wholly above the window draws nothing.
      if (top + height).clampedToFinite < window.minY {
        top = (top + height).clampedToFinite
        continue
      }
      if flow.headerHeight > 0, top + flow.headerHeight > window.minY {
        cells.append(strip(.top, of: section, at: top, width: origin.width))
        if cells.count >= limit { return cells }
      }
      let itemsTop = (top + flow.headerHeight + view).clampedToFinite
      appendItems(of: section, count: count, top: itemsTop, into: &cells, limit: limit)
      if cells.count >= limit { return cells }
      let footerTop = (itemsTop + flow.itemsHeight(ofSectionWith: count)).clampedToFinite
      if flow.footerHeight > 0, footerTop < window.maxY,
        footerTop + flow.footerHeight > window.minY
      {
        cells.append(strip(.bottom, of: section, at: footerTop, width: origin.width))
        if cells.count >= limit { return cells }
      }
      top = (top + height).clampedToFinite
    }
    return cells
  }

  /// Appends the items of `section` that lie inside the bounds at the content offset, from
  /// `top` (in the content's coordinates).
  private func appendItems(
    of section: Int, count: Int, top: Double, into cells: inout [DisplayItem], limit: Int
  ) {
    guard count > 0, itemSize.height > 0 || itemSize.width > 0 else { return }
    let flow = flow
    let origin = itemsOrigin
    let window = visibleContentRect
    let pitch = itemSize.height + flow.spacing
    // With no height and no spacing every row sits at the same place: all of them are visible.
    let visibleRows =
      pitch > 0 ? ((window.maxY - top) / pitch).rounded(.up).clampedInt(in: 0...count) : count
    let rowsAbove =
      pitch > 0 ? ((window.minY - top) / pitch).rounded(.down).clampedInt(in: 0...count) : 0
    let shown = min(count, items(inRows: visibleRows, flow: flow, else: count))
    var item = min(count, items(inRows: rowsAbove, flow: flow, else: count))
    while item < shown, cells.count < limit {
      let offset = flow.offset(ofItem: item)
      let frame = ViewRect(
        x: (origin.x + offset.x - contentOffset.x).clampedToFinite,
        y: (top + offset.y - contentOffset.y).clampedToFinite,
        width: itemSize.width, height: itemSize.height)
      let path = ListIndexPath(item: item, section: section)
      cells.append(
        DisplayItem(role: .item, shape: .box, frame: frame, lines: [text(forItemAt: path)]))
      item += 1
    }
  }

  /// How many items `rows` rows of the grid hold, or `overflow` when that is past `Int`.
  private func items(inRows rows: Int, flow: FlowGeometry, else overflow: Int) -> Int {
    let product = rows.multipliedReportingOverflow(by: flow.itemsPerRow)
    return product.overflow ? overflow : product.partialValue
  }

  /// A section's header (`.top`) or footer (`.bottom`) strip, drawn as an accessory facing the
  /// section's items, where it is seen (moved up by the content offset).
  private func strip(
    _ edge: DisplayItem.Edge, of section: Int, at top: Double, width: Double
  ) -> DisplayItem {
    let header = edge == .top
    let text =
      header
      ? dataSource?.collectionView(self, titleForHeaderInSection: section)
      : dataSource?.collectionView(self, titleForFooterInSection: section)
    return DisplayItem(
      role: header ? .sectionHeader : .sectionFooter, shape: .accessory(edge),
      frame: ViewRect(
        x: itemsOrigin.x - contentOffset.x, y: top - contentOffset.y, width: width,
        height: header ? sectionHeaderHeight : sectionFooterHeight),
      lines: text.map { [$0] } ?? [])
  }

  private func text(forItemAt indexPath: ListIndexPath) -> String {
    dataSource?.collectionView(self, textForItemAt: indexPath)
      ?? "\(indexPath.section).\(indexPath.item)"
  }

  var itemsOrigin: (x: Double, y: Double, width: Double) {
    let inner = bounds.inset(by: contentInset)
    return (inner.minX, inner.minY + (headerView?.frame.height ?? 0), inner.width)
  }
}
