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
}
