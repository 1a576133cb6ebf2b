/// Where a plain table's header, sections and footer lie in its content.
@MainActor
struct TableGeometry {
  /// The row counts laid out.
  let counts: [Int]
  let width: CGFloat
  let rowHeight: CGFloat
  let headerHeight: CGFloat
  let footerHeight: CGFloat
  /// The top of each section, and the table footer's top after the last.
  let sectionTops: [CGFloat]

  init(table: UITableView, counts: [Int]) {
    self.counts = counts
    width = table.bounds.width
    // The stand-in draws automatic rows at the default cell's height and automatic section
    // headers and footers as none (it sizes nothing to its content).
    rowHeight = table.rowHeight < 0 ? 44 : table.rowHeight
    headerHeight = max(0, table.sectionHeaderHeight)
    footerHeight = max(0, table.sectionFooterHeight)
    var top = table.tableHeaderView?.frame.height ?? 0
    var tops: [CGFloat] = []
    tops.reserveCapacity(counts.count + 1)
    for count in counts {
      tops.append(top)
      top += headerHeight + CGFloat(count) * rowHeight + footerHeight
    }
    tops.append(top)
    sectionTops = tops
  }

  /// Where the table footer starts: below the last section.
  var footerTop: CGFloat { sectionTops[counts.count] }

  /// The height of all the content, the table footer included.
  func contentHeight(footer: CGFloat) -> CGFloat { footerTop + footer }

  /// A section's whole rectangle: header, rows and footer.
  func rect(forSection section: Int) -> CGRect {
    guard counts.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: sectionTops[section], width: width,
      height: sectionTops[section + 1] - sectionTops[section])
  }

  /// A section's header rectangle.
  func rectForHeader(inSection section: Int) -> CGRect {
    guard counts.indices.contains(section) else { return .zero }
    return CGRect(x: 0, y: sectionTops[section], width: width, height: headerHeight)
  }

  /// A section's footer rectangle.
  func rectForFooter(inSection section: Int) -> CGRect {
    guard counts.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: sectionTops[section + 1] - footerHeight, width: width, height: footerHeight)
  }

  /// A row's rectangle; zero for a row that does not exist.
  func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard counts.indices.contains(indexPath.section), indexPath.row >= 0,
      indexPath.row < counts[indexPath.section]
    else { return .zero }
    let top = sectionTops[indexPath.section] + headerHeight + CGFloat(indexPath.row) * rowHeight
    return CGRect(x: 0, y: top, width: width, height: rowHeight)
  }

  /// The rows at least partly inside `visible` (content coordinates), with their rectangles.
  func visibleRows(in visible: CGRect) -> [(IndexPath, CGRect)] {
    guard rowHeight > 0 else { return [] }
    var rows: [(IndexPath, CGRect)] = []
    for (section, count) in counts.enumerated() where count > 0 {
      let first = sectionTops[section] + headerHeight
      let last = first + CGFloat(count) * rowHeight
      guard last > visible.minY, first < visible.maxY else { continue }
      let from = max(0, Int(((visible.minY - first) / rowHeight).rounded(.down)))
      let to = min(count, Int(((visible.maxY - first) / rowHeight).rounded(.up)))
      for row in from..<max(from, to) {
        let path = IndexPath(row: row, section: section)
        rows.append((path, rectForRow(at: path)))
      }
    }
    return rows
  }
}

extension UITableView {
  /// The geometry of the cached counts.
  private var geometry: TableGeometry {
    TableGeometry(table: self, counts: countCache.current)
  }

  /// Returns the drawing area for a specified section of the table view.
  public func rect(forSection section: Int) -> CGRect {
    geometry.rect(forSection: section)
  }

  /// Returns the drawing area for the header of the specified section.
  public func rectForHeader(inSection section: Int) -> CGRect {
    geometry.rectForHeader(inSection: section)
  }

  /// Returns the drawing area for the footer of the specified section.
  public func rectForFooter(inSection section: Int) -> CGRect {
    geometry.rectForFooter(inSection: section)
  }

  /// Returns the drawing area for a row that an index path identifies.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    geometry.rectForRow(at: indexPath)
  }
}
