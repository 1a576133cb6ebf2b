import EmptyState
import EmptyStateTesting
import Testing

/// The paged-loading examples do what their text says.
@Suite @MainActor struct PagingDocExampleTests {}

extension PagingDocExampleTests {
  @Test func theFirstPageLoadsAndTheNextFollowsAtTheEnd() async throws {
    let (orders, source, pages) = DocExamples.loadingPages(api: PagedOrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    #expect(source.orders.count == 20)
    orders.contentOffset = ViewPoint(x: 0, y: 20 * 44 - 480)
    await pages.pageTask?.value
    #expect(source.orders.count == 40)
    #expect(source.orders.last == "Order 2.19")
  }

  @Test func aLaterPageIsInsertedAfterTheLastRowAndTheRowsAboveStay() async throws {
    let (orders, _, pages) = DocExamples.loadingPages(api: PagedOrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    var changes: [ListChange] = []
    let token = orders.contentHooks.after { _, change in changes.append(change) }
    defer { token.cancel() }
    let firstRow = orders.frameForRow(at: ListIndexPath(row: 0, section: 0))
    pages.loadNextPage()
    await pages.pageTask?.value
    let inserted = (20..<40).map { ListIndexPath(row: $0, section: 0) }
    #expect(changes == [.update(.insertItems(inserted))])
    #expect(orders.frameForRow(at: ListIndexPath(row: 0, section: 0)) == firstRow)
  }
}

extension PagingDocExampleTests {
  @Test func laterPagesAppendToTheSnapshot() async throws {
    let (orders, dataSource) = DocExamples.loadingPagesIntoASnapshot(api: PagedOrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    let pages = try #require(orders.attachment(ofType: PagedLoader<TableView, Int, [String]>.self))
    #expect(dataSource.snapshot().numberOfItems == 20)
    pages.loadNextPage()
    await pages.pageTask?.value
    #expect(dataSource.snapshot().numberOfItems == 40)
    #expect(dataSource.snapshot().itemIdentifiers.last == "Order 2.19")
    #expect(orders.numberOfRows(inSection: 0) == 40)
  }
}

extension PagingDocExampleTests {
  @Test func anImmediateFooterTimingShowsTheSpinnerAtOnce() async throws {
    let (orders, _, pages) = DocExamples.loadingPages(api: PagedOrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    DocExamples.footerWithoutTiming(pages)
    pages.loadNextPage()
    #expect(pages.footerState == .loading)
    await pages.pageTask?.value
  }
}

extension PagingDocExampleTests {
  /// The spinner after its show delay is `PageFooterEventTests`' (this API answers at once).
  @Test func aFooterOfYourOwnIsToldOnceWhenThePagesEnd() async throws {
    let (orders, _, pages) = DocExamples.loadingPages(api: PagedOrdersAPI(pageCount: 2))
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    let ordersFooter = OrdersFooter()
    let token = DocExamples.drawingTheFooterYourself(pages, in: ordersFooter)
    defer { token.cancel() }
    #expect(pages.footer == nil)
    pages.loadNextPage()
    await pages.pageTask?.value
    #expect(ordersFooter.shown.map(\.kind) == [.endReached])
  }
}

extension PagingDocExampleTests {
  @Test func noEmptyPlaceholderShowsBeforeTheFirstPageAnswers() async throws {
    let (orders, source, _) = DocExamples.loadingPages(api: PagedOrdersAPI())
    orders.emptyState.clock = TestClock()
    orders.setEmptyView(title: "No orders yet")
    #expect(!orders.emptyState.isShown)
    await orders.emptyState.settle()
    #expect(source.orders.count == 20)
    #expect(!orders.emptyState.isShown)
  }
}
