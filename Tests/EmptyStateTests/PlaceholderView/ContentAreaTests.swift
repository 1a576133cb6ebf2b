import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct ContentAreaTests {}

extension ContentAreaTests {
  @Test func areaIsTheBoundsWithoutHeaderFooterOrInsets() {
    let table = Scenes.emptyTable()
    #expect(table.contentArea == ViewRect(x: 0, y: 0, width: 320, height: 240))
  }

  @Test func areaLiesBetweenHeaderAndFooterInsideTheInsets() {
    let table = Scenes.emptyTable(header: "Orders", footer: "End")
    table.contentInset = ViewInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(table.headerView?.frame == ViewRect(x: 20, y: 10, width: 260, height: 32))
    #expect(table.footerView?.frame == ViewRect(x: 20, y: 178, width: 260, height: 32))
    #expect(table.contentArea == ViewRect(x: 20, y: 42, width: 260, height: 136))
  }

  @Test func emptyViewIsCentredInTheArea() throws {
    let table = Scenes.emptyTable(header: "Orders", footer: "End")
    table.setEmptyView(title: "No orders yet")
    let frame = try #require(table.emptyView?.frame)
    #expect(frame == ViewRect(x: 108, y: 112, width: 104, height: 16))
    #expect(frame.midY == table.contentArea.midY)
  }

  @Test func footerFollowsTheRowsOfALongList() {
    let source = SectionsSource([10])
    let table = Scenes.emptyTable(header: "Orders", footer: "End", source: source)
    #expect(table.footerView?.frame.minY == Double(32 + 10 * 32))
    #expect(table.contentSize.height == 32 + 320 + 32)
  }

  @Test func footerStaysAtTheBottomOfAShortList() {
    let source = SectionsSource([1])
    let table = Scenes.emptyTable(header: "Orders", footer: "End", source: source)
    #expect(table.footerView?.frame.minY == Double(240 - 32))
  }

  @Test func headerTallerThanTheBoundsLeavesAnEmptyAreaNotANegativeOne() {
    let table = Scenes.emptyTable()
    table.headerView = Scenes.label("Huge", height: 1000)
    #expect(table.contentArea.height == 0)
    table.setEmptyView(title: "No orders yet")
    #expect(table.emptyView.map { $0.frame.size.isValid } == true)
  }

  @Test func tapOnTheHeaderReachesTheHeaderNotTheEmptyView() {
    let table = Scenes.emptyTable(header: "Orders", footer: "End")
    var taps: [String] = []
    table.headerView?.tapAction = { _ in taps.append("header") }
    table.footerView?.tapAction = { _ in taps.append("footer") }
    table.setEmptyView(title: "No orders yet") { _ in taps.append("empty") }
    table.tap(at: ViewPoint(x: 160, y: 16))
    table.tap(at: ViewPoint(x: 160, y: 230))
    table.tap(at: ViewPoint(x: 160, y: 120))
    #expect(taps == ["header", "footer", "empty"])
  }

  @Test func tapOnTheHeaderWithoutAnActionDoesNotReachTheEmptyView() {
    let table = Scenes.emptyTable(header: "Orders")
    var emptyTaps = 0
    table.setEmptyView(title: "No orders yet") { _ in emptyTaps += 1 }
    #expect(!table.tap(at: ViewPoint(x: 160, y: 16)))
    #expect(emptyTaps == 0)
  }

  @Test func tableRowFramesStackBelowTheHeader() {
    let source = SectionsSource([2, 3])
    let table = Scenes.emptyTable(header: "Orders", source: source)
    table.contentInset = ViewInsets(left: 8, right: 8)
    #expect(
      table.frameForRow(at: ListIndexPath(row: 1, section: 1))
        == ViewRect(x: 8, y: 32 + 3 * 32, width: 304, height: 32))
    #expect(table.frameForRow(at: ListIndexPath(row: 3, section: 1)) == nil)
  }

  @Test func collectionItemsFlowInRowsAndSectionsStartNewRows() {
    let source = SectionsSource([5, 1])
    let collection = Fixtures.collection(source)
    collection.frame = Scenes.small
    #expect(
      collection.frameForItem(at: ListIndexPath(item: 3, section: 0))
        == ViewRect(x: 240, y: 0, width: 64, height: 48))
    #expect(
      collection.frameForItem(at: ListIndexPath(item: 4, section: 0))
        == ViewRect(x: 0, y: 64, width: 64, height: 48))
    #expect(
      collection.frameForItem(at: ListIndexPath(item: 0, section: 1))
        == ViewRect(x: 0, y: 128, width: 64, height: 48))
    #expect(collection.contentHeight == 176)
  }

  @Test func collectionReflowsWhenItsWidthChanges() {
    let source = SectionsSource([5])
    let collection = Fixtures.collection(source)
    collection.frame = ViewRect(x: 0, y: 0, width: 400, height: 240)
    #expect(collection.contentHeight == 48)
    collection.frame = ViewRect(x: 0, y: 0, width: 160, height: 400)
    #expect(collection.contentHeight == 48 * 3 + 16 * 2)
  }
}
