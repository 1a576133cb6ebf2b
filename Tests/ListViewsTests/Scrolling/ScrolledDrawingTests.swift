import ListViews
import TestSupport
import Testing

/// What the content offset moves: rows, items, header and footer are drawn and hit where they
/// are seen; the overlay stays put.
@Suite @MainActor struct ScrolledDrawingTests {}

extension ScrolledDrawingTests {
  @Test func aScrolledTableDrawsTheRowsUnderTheOffsetMovedUp() {
    let table = Fixtures.table(SectionsSource([40]))
    table.rowHeight = 32
    table.contentOffset = ViewPoint(x: 0, y: 320)
    let rows = table.visibleCells(limit: 100)
    #expect(rows.first?.lines == ["Row 0.10"])
    #expect(rows.first?.frame.minY == 0)
    #expect(rows.allSatisfy { $0.frame.maxY > 0 && $0.frame.minY < table.bounds.height })
  }

  @Test func aRowHalfScrolledAwayIsDrawnCutAtTheTop() {
    let table = Fixtures.table(SectionsSource([40]))
    table.rowHeight = 32
    table.contentOffset = ViewPoint(x: 0, y: 16)
    let first = table.visibleCells(limit: 100).first
    #expect(first?.lines == ["Row 0.0"])
    #expect(first?.frame.minY == -16)
  }

  @Test func theHeaderScrollsWithTheRows() {
    let table = Fixtures.table(SectionsSource([3]))
    table.rowHeight = 32
    let header = LabelNode(text: "Header")
    header.frame = ViewRect(x: 0, y: 0, width: 0, height: 48)
    table.headerView = header
    table.contentOffset = ViewPoint(x: 0, y: 40)
    let drawn = DisplayList(root: table)
    #expect(drawn.first(.header)?.frame.minY == -40)
    #expect(drawn.first(.row)?.frame.minY == 8)
  }

  @Test func aHeaderScrolledWhollyOutIsNotDrawn() {
    let table = Fixtures.table(SectionsSource([40]))
    let header = LabelNode(text: "Header")
    header.frame = ViewRect(x: 0, y: 0, width: 0, height: 32)
    table.headerView = header
    table.contentOffset = ViewPoint(x: 0, y: 200)
    #expect(DisplayList(root: table).first(.header) == nil)
  }

  @Test func theOverlayStaysPutWhileTheContentScrolls() {
    let table = Fixtures.table(SectionsSource([40]))
    let overlay = ViewNode(frame: ViewRect(x: 10, y: 20, width: 50, height: 50))
    table.overlayView = overlay
    table.contentOffset = ViewPoint(x: 0, y: 200)
    #expect(DisplayList(root: table).items.last?.frame.minY == 20)
    #expect(table.hitTest(ViewPoint(x: 20, y: 30)) === overlay)
  }

  @Test func aTapLandsOnTheHeaderWhereItIsDrawn() {
    let table = Fixtures.table(SectionsSource([40]))
    let header = LabelNode(text: "Header")
    header.frame = ViewRect(x: 0, y: 0, width: 0, height: 64)
    table.headerView = header
    table.contentOffset = ViewPoint(x: 0, y: 40)
    #expect(table.hitTest(ViewPoint(x: 10, y: 10)) === header)
    #expect(table.hitTest(ViewPoint(x: 10, y: 30)) !== header)
  }

  @Test func theRowUnderAPointCountsTheOffset() {
    let table = Fixtures.table(SectionsSource([5, 40]))
    table.rowHeight = 32
    table.contentOffset = ViewPoint(x: 0, y: 320)
    #expect(
      table.indexPathForRow(at: ViewPoint(x: 10, y: 10)) == ListIndexPath(row: 5, section: 1))
    #expect(table.indexPathForRow(at: ViewPoint(x: 10, y: -1)) == nil)
    #expect(table.indexPathForRow(at: ViewPoint(x: 10, y: .nan)) == nil)
  }

  @Test func aScrolledCollectionDrawsTheItemsUnderTheOffset() {
    let collection = Fixtures.collection(SectionsSource([200]))
    let unscrolled = collection.visibleCells(limit: 1_000)
    collection.contentOffset = ViewPoint(x: 0, y: 400)
    let scrolled = collection.visibleCells(limit: 1_000)
    #expect(!scrolled.isEmpty)
    #expect(scrolled.first?.lines != unscrolled.first?.lines)
    #expect(
      scrolled.allSatisfy { $0.frame.maxY > 0 && $0.frame.minY < collection.bounds.height })
  }
}
