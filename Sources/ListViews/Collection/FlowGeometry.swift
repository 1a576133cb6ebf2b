/// How a collection's items flow: left to right in rows of equal items, each section starting a
/// new row, with the same spacing between items, between rows and between sections.
struct FlowGeometry: Equatable {
  let itemSize: ViewSize
  let spacing: Double
  /// The number of items that fit on one row of `width`; at least 1.
  let itemsPerRow: Int

  init(width: Double, itemSize: ViewSize, spacing: Double) {
    self.itemSize = itemSize
    self.spacing = spacing
    let pitch = itemSize.width + spacing
    itemsPerRow =
      pitch > 0 ? ((width + spacing) / pitch).rounded(.down).clampedInt(in: 1...(1 << 40)) : 1
  }

  /// The number of rows `count` items take.
  func rows(for count: Int) -> Int {
    count / itemsPerRow + (count % itemsPerRow == 0 ? 0 : 1)
  }

  /// The height of a section of `count` items; 0 for an empty section.
  func height(ofSectionWith count: Int) -> Double {
    let rows = Double(rows(for: count))
    return rows == 0 ? 0 : rows * itemSize.height + (rows - 1) * spacing
  }

  /// The height of all sections, with spacing between non-empty ones.
  func height(of counts: [Int]) -> Double {
    var total = 0.0
    var nonEmpty = 0.0
    for count in counts where count > 0 {
      total += height(ofSectionWith: count)
      nonEmpty += 1
    }
    return total + max(0, nonEmpty - 1) * spacing
  }

  /// The offset of `item` inside its section.
  func offset(ofItem item: Int) -> (x: Double, y: Double) {
    let row = Double(item / itemsPerRow)
    let column = Double(item % itemsPerRow)
    return (column * (itemSize.width + spacing), row * (itemSize.height + spacing))
  }
}
