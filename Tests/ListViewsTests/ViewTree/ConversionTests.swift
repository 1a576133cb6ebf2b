import ListViews
import TestSupport
import Testing

/// Converting points and rectangles between nodes' spaces, as UIKit's `convert(_:to:)`: frames
/// summed up the tree, less what scrolling moves, as hit testing and drawing see them.
@Suite @MainActor struct ConversionTests {}

/// A table of 40 rows whose header holds a button that counts its taps, scrolled by `offset`.
@MainActor
private final class HeaderButton {
  let table = Fixtures.table(SectionsSource([40]))
  let header = ViewNode(frame: ViewRect(x: 0, y: 0, width: 0, height: 60))
  let button = ButtonNode(title: "Filter", image: nil)
  private(set) var taps = 0

  init(offset: Double) throws {
    button.frame = ViewRect(x: 200, y: 10, width: 80, height: 40)
    button.tapAction = { [unowned self] _ in taps += 1 }
    try header.addSubview(button)
    table.headerView = header
    table.contentOffset = ViewPoint(x: 0, y: offset)
  }

  /// The button's center in its own space.
  var center: ViewPoint {
    ViewPoint(x: button.bounds.midX, y: button.bounds.midY)
  }
}

extension ConversionTests {
  @Test func aButtonInAScrolledHeaderIsTappedAtItsConvertedCenter() throws {
    // Scrolled 24 points, the button is drawn from 14 points above the table's top to 26 below
    // it; its frames summed without the scroll would put its center at 30, under it.
    let list = try HeaderButton(offset: 24)
    let point = list.button.convert(list.center, to: list.table)
    #expect(point == ViewPoint(x: 240, y: list.header.frame.minY + 6))
    #expect(list.table.tap(at: point))
    #expect(list.taps == 1)
  }

  @Test func aConvertedFrameIsWhereTheNodeIsDrawn() throws {
    let list = try HeaderButton(offset: 24)
    let drawn = DisplayList(root: list.table).first(.button)?.frame
    #expect(list.button.convert(list.button.bounds, to: list.table) == drawn)
  }

  @Test func convertingToNilGivesThePointInTheRootsSpace() throws {
    let root = ViewNode(frame: ViewRect(x: 5, y: 5, width: 100, height: 100))
    let middle = ViewNode(frame: ViewRect(x: 10, y: 20, width: 50, height: 50))
    let leaf = ViewNode(frame: ViewRect(x: 3, y: 4, width: 10, height: 10))
    try root.addSubview(middle)
    try middle.addSubview(leaf)
    // The root's own frame is in no space of the tree: its origin is not added.
    #expect(leaf.convert(ViewPoint(x: 1, y: 1), to: nil) == ViewPoint(x: 14, y: 25))
    #expect(leaf.convert(ViewPoint(x: 1, y: 1), to: root) == ViewPoint(x: 14, y: 25))
    #expect(root.convert(ViewPoint(x: 14, y: 25), to: leaf) == ViewPoint(x: 1, y: 1))
  }

  @Test func aPointConvertedToAnotherBranchAndBackIsTheSamePoint() throws {
    let list = try HeaderButton(offset: 24)
    let row = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 44))
    list.table.overlayView = row
    let inRow = list.button.convert(list.center, to: row)
    #expect(inRow == list.button.convert(list.center, to: list.table))
    #expect(row.convert(inRow, to: list.button) == list.center)
    #expect(list.table.convert(inRow, to: list.button) == list.center)
  }

  @Test func aRectangleConvertedMovesItsOriginAndKeepsItsSize() throws {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 100))
    let child = ViewNode(frame: ViewRect(x: 10, y: 20, width: 50, height: 50))
    try root.addSubview(child)
    let rect = ViewRect(x: 1, y: 2, width: 30, height: 40)
    #expect(child.convert(rect, to: root) == ViewRect(x: 11, y: 22, width: 30, height: 40))
    #expect(root.convert(rect, to: child) == ViewRect(x: -9, y: -18, width: 30, height: 40))
  }
}
