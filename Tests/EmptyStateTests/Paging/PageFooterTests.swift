import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// The strip after the last row: hidden while no page loads, an indicator while one does, the
/// failure text with Retry, and the end text; never over a row, never instead of a placeholder.
@Suite @MainActor struct PageFooterTests {
  let snapshots = Snapshot()
}

extension PageFooterTests {
  @Test func theStripIsHiddenAndFlatWhileNoPageLoads() async throws {
    let list = try PagedList()
    await list.answerFirstPage()
    let footer = try #require(list.table.footerView)
    #expect(footer.isHidden)
    #expect(footer.frame.height == 0)
  }

  @Test func whileAPageLoadsTheStripFollowsTheLastRow() async throws {
    let list = try PagedList()
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.clock.advance(by: .milliseconds(250))  // the list's show delay
    let footer = try #require(list.table.footerView)
    let lastRow = try #require(list.table.frameForRow(at: ListIndexPath(row: 29, section: 0)))
    #expect(!footer.isHidden)
    #expect(footer.frame.minY == lastRow.maxY)
    #expect(footer.frame.height == 44)
    #expect(footer.subviews.contains { $0 is ActivityIndicatorNode })
  }

  @Test func retryOnTheStripRequestsTheFailedPageAgain() async throws {
    // A short list, so that the strip lies inside the bounds, where taps land.
    let list = try PagedList(pageSize: 3)
    await list.answerFirstPage()
    await list.failPage(1)
    let footer = try #require(list.table.footerView)
    let button = try #require(footer.subviews.first { $0 is ButtonNode })
    list.table.tap(
      at: ViewPoint(
        x: footer.frame.minX + button.frame.midX, y: footer.frame.minY + button.frame.midY))
    #expect(list.loader.state == .loading)
    #expect(list.events.last == .didStartPage(.retry))
  }

  @Test func aRepeatedCursorShowsNoRetry() async throws {
    let list = try PagedList()
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.answerPage(1, next: 0)
    let footer = try #require(list.table.footerView)
    #expect(!footer.isHidden)
    #expect(!footer.subviews.contains { $0 is ButtonNode })
  }

  @Test func theEndShowsItsTextOnlyWhenGiven() async throws {
    let list = try PagedList()
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.answerPage(1, next: .some(nil))
    let footer = try #require(list.table.footerView)
    #expect(footer.isHidden)
    list.loader.footer = PageFooter(endText: "That's everything")
    #expect(!footer.isHidden)
    #expect((footer.subviews.first as? LabelNode)?.text == "That's everything")
  }

  @Test func noFooterLeavesTheListsFooterSlotEmpty() async throws {
    let list = try PagedList()
    list.loader.footer = nil
    #expect(list.table.footerView == nil)
  }

  @Test func aListWithAFooterOfItsOwnKeepsItAndIsTold() async throws {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([0]), diagnostics: log)
    let own = LabelNode(text: "© Orders")
    table.footerView = own
    table.emptyState.clock = TestClock()
    let gate = PageGate()
    table.loadPages(startingAt: 0) {
      try await gate.page($0)
    } apply: { _, _, _ in
    }
    #expect(table.footerView === own)
    #expect(log.entries.count == 1)
    if case .conflictingOptions = log.entries.first {} else { Issue.record("\(log.entries)") }
  }

  @Test func aFailedFirstPageShowsThePlaceholderAndNoStrip() async throws {
    let list = try PagedList()
    let task = list.table.emptyState.loadTask
    list.gate.fail(0, with: PagedList.Offline())
    await task?.value
    #expect(list.table.emptyState.shownPlaceholder == .failure)
    #expect(list.table.footerView?.isHidden == true)
  }
}

// MARK: Pictures

extension PageFooterTests {
  @Test func pictureOfALoadingPage() async throws {
    let list = try PagedList(pageSize: 3)
    await list.answerFirstPage()  // three rows do not fill the list: the next page loads
    await list.clock.advance(by: .milliseconds(250))  // the list's show delay
    try expectPictures(of: list.table, "paging-footer-loading")
  }

  @Test func pictureOfAFailedPage() async throws {
    let list = try PagedList(pageSize: 3)
    await list.answerFirstPage()
    await list.failPage(1)
    try expectPictures(of: list.table, "paging-footer-failed")
  }

  @Test func pictureOfTheEnd() async throws {
    let list = try PagedList(pageSize: 3)
    list.loader.footer = PageFooter(endText: "That's everything")
    await list.answerFirstPage()
    await list.answerPage(1, next: .some(nil))
    try expectPictures(of: list.table, "paging-footer-end")
  }

  private func expectPictures(
    of table: TableView, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try snapshots.assertMatches(
      PlainTextRenderer().render(table), "\(name).txt", sourceLocation: sourceLocation)
    try snapshots.assertMatches(
      SVGRenderer().render(table), "\(name).svg", sourceLocation: sourceLocation)
  }
}

// MARK: A page that leaves the list short

extension PageFooterTests {
  @Test func aPageThatLeavesTheListShortRequestsTheNextAndTheStripSaysSo() async throws {
    let list = try PagedList(pageSize: 3)
    await list.answerFirstPage()  // three rows: page 1 is requested at once
    await list.answerPage(1)  // six rows: still short, page 2 is requested
    await list.clock.advance(by: .milliseconds(250))  // the list's show delay
    #expect(list.loader.state == .loading)
    #expect(list.table.footerView?.isHidden == false)
    #expect(list.table.footerView?.subviews.first is ActivityIndicatorNode)
    #expect(
      list.events == [
        .didStartPage(.prefetch), .didEndPage(.prefetch, .succeeded), .didStartPage(.prefetch),
      ])
  }
}
