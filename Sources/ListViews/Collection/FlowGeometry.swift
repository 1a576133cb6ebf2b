/// How a collection's items flow: left to right in rows of equal items, each section starting a
/// new row under its header strip and above its footer strip, with the same spacing between
/// items, between rows and between sections.
///
/// Each size is finite, but their sums can overflow: every height and offset it gives is kept
/// finite (at most the largest finite value).
struct FlowGeometry: Equatable {
  let itemSize: ViewSize
  let spacing: Double
  /// The height of each section's header and footer strips; 0 for none.
  let headerHeight: Double
  let footerHeight: Double
  /// The number of items that fit on one row of `width`; at least 1.
  let itemsPerRow: Int

  init(
    width: Double, itemSize: ViewSize, spacing: Double, headerHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.itemSize = itemSize
    self.spacing = spacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    let pitch = itemSize.width + spacing
    itemsPerRow =
      pitch > 0 ? ((width + spacing) / pitch).rounded(.down).clampedInt(in: 1...(1 << 40)) : 1
  }

  /// The number of rows `count` items take.
  func rows(for count: Int) -> Int {
    count / itemsPerRow + (count % itemsPerRow == 0 ? 0 : 1)
  }

  /// The height of the items of a section of `count` items; 0 for an empty section.
  func itemsHeight(ofSectionWith count: Int) -> Double {
    let rows = Double(rows(for: count))
    return rows == 0 ? 0 : (rows * itemSize.height + (rows - 1) * spacing).clampedToFinite
  }

  /// The height of a section of `count` items, its header and footer included; 0 for an empty
  /// section without strips.
  func height(ofSectionWith count: Int) -> Double {
    (headerHeight + itemsHeight(ofSectionWith: count) + footerHeight).clampedToFinite
  }

  /// The height of all sections, with spacing between the ones that are drawn (that have
  /// items, or strips).
  func height(of counts: [Int]) -> Double {
    var total = 0.0
    var shown = 0.0
    for count in counts {
      let height = height(ofSectionWith: count)
      guard count > 0 || height > 0 else { continue }
      total += height
      shown += 1
    }
    return (total + max(0, shown - 1) * spacing).clampedToFinite
  }

  /// The offset of `item` inside its section's items.
  func offset(ofItem item: Int) -> (x: Double, y: Double) {
    let row = Double(item / itemsPerRow)
    let column = Double(item % itemsPerRow)
    return (
      (column * (itemSize.width + spacing)).clampedToFinite,
      (row * (itemSize.height + spacing)).clampedToFinite
    )
  }

  /// The height of all sections when some hold a view below their header strip, and the top
  /// of each view.
  ///
  /// `views` are the sections with a view and the view's height, in increasing section order.
  /// A section with a view is drawn even without items or strips.
  ///
  /// One walk over the counts, with a cursor into `views`: the same work per section as
  /// ``height(of:)``, whatever the number of views.
  func layout(of counts: [Int], views: [(section: Int, height: Double)]) -> (
    height: Double, viewTops: [Double]
  ) {
    var total = 0.0
    var shown = 0
    var tops: [Double] = []
    tops.reserveCapacity(views.count)
    var next = 0
    for (section, count) in counts.enumerated() {
      var view = 0.0
      var hasView = false
      if next < views.count, views[next].section == section {
        view = views[next].height
        hasView = true
        next += 1
      }
      let height = (self.height(ofSectionWith: count) + view).clampedToFinite
      guard count > 0 || height > 0 || hasView else { continue }
      if shown > 0 { total = (total + spacing).clampedToFinite }
      shown += 1
      if hasView { tops.append((total + headerHeight).clampedToFinite) }
      total = (total + height).clampedToFinite
    }
    return (total, tops)
  }
}
