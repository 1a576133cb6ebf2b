import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A paged table scrolled to its end: the rows and the strip after them are drawn moved up by
/// the content offset, and the strip's Retry is tapped where it is drawn.
@Suite @MainActor struct ScrolledPagingTests {
  let snapshots = Snapshot()
}

extension ScrolledPagingTests {
  @Test func pictureOfATableScrolledToItsFailedPage() async throws {
    let list = try await failedAtTheEnd()
    try snapshots.assertMatches(
      PlainTextRenderer().render(list.table), "paging-scrolled-failed.txt")
    try snapshots.assertMatches(SVGRenderer().render(list.table), "paging-scrolled-failed.svg")
  }

  @Test func pictureOfATableScrolledHalfwayWithAHeader() throws {
    let table = Fixtures.table(SectionsSource([40]))
    let header = LabelNode(text: "Orders")
    header.frame = ViewRect(x: 0, y: 0, width: 0, height: 32)
    table.headerView = header
    table.contentOffset = ViewPoint(x: 0, y: 200)
    try snapshots.assertMatches(PlainTextRenderer().render(table), "scrolled-table.txt")
    try snapshots.assertMatches(SVGRenderer().render(table), "scrolled-table.svg")
  }

  @Test func retryOnAScrolledStripIsTappedWhereItIsDrawn() async throws {
    let list = try await failedAtTheEnd()
    let drawn = DisplayList(root: list.table)
    let button = try #require(drawn.first(.button))
    #expect(list.table.bounds.contains(ViewPoint(x: button.frame.midX, y: button.frame.midY)))
    #expect(list.table.tap(at: ViewPoint(x: button.frame.midX, y: button.frame.midY)))
    #expect(list.loader.state == .loading)
    #expect(list.events.last == .didStartPage(.retry))
  }

  @Test func theStripLaidOutBelowTheBoundsIsNotTappedAtItsUnscrolledFrame() async throws {
    let list = try await failedAtTheEnd()
    let footer = try #require(list.table.footerView)
    // Where the strip would be at offset zero: far below, outside the bounds.
    #expect(footer.frame.minY > list.table.bounds.height)
    #expect(list.table.hitTest(ViewPoint(x: footer.frame.midX, y: footer.frame.midY)) == nil)
  }

  /// Thirty rows, scrolled to the last one (page 1 is requested), page 1 failed, and the list
  /// scrolled to the bottom of its content, strip included.
  private func failedAtTheEnd() async throws -> PagedList {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.scroll(toShowRow: 29)
    await list.failPage(1)
    let bottom = list.table.contentSize.height - list.table.bounds.height
    list.table.contentOffset = ViewPoint(x: 0, y: bottom)
    #expect(list.loader.state.kind == .failed)
    return list
  }
}
