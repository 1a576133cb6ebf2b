import EmptyStateTesting
import Testing

/// `settle()` with a list loaded a page at a time: an answered page is applied, and the next
/// page's loader is waited for until it waits for the test, as the first page's is.
@Suite @MainActor struct PageSettlingTests {}

/// A table of orders loaded a page at a time, as the paging example of the article "Loading
/// More" loads it, from a
/// test loader on a test clock.
@MainActor
private final class PagedOrders {
  /// The table's data source.
  final class Source: TableViewDataSource {
    var orders: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      orders.count
    }
  }

  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
  let source = Source()
  let clock = TestClock()
  let api = TestLoader<LoadedPage<[String], Int>>()
  let pages: PagedLoader<TableView, Int, [String]>

  /// Starts loading the first page; the test answers `api`.
  init() {
    table.dataSource = source
    table.emptyState.clock = clock
    let (api, source) = (api, source)
    pages = table.loadPages(startingAt: 1) { _ in
      try await api.value()
    } apply: { orders, items, placement in
      guard placement == .appendingToContent else {
        source.orders = items
        return orders.reloadData()
      }
      let rows = source.orders.count..<source.orders.count + items.count
      source.orders += items
      orders.insertRows(at: rows.map { ListIndexPath(row: $0, section: 0) })
    }
  }
}

extension PageSettlingTests {
  @Test func settleAppliesAnAnsweredPage() async {
    let list = PagedOrders()
    list.api.succeed(LoadedPage(items: ["Flat white", "Cortado"], next: 2))
    await list.table.emptyState.settle()
    // Two rows are within the prefetch distance of the end: page 2 was asked for at once.
    #expect(list.pages.state == .loading)
    list.api.succeed(LoadedPage(items: ["Latte"], next: nil))
    await list.table.emptyState.settle()
    #expect(list.source.orders == ["Flat white", "Cortado", "Latte"])
    #expect(list.table.numberOfRows(inSection: 0) == 3)
    #expect(list.pages.state == .endReached)
  }

  @Test func settleReturnsOnceThePageLoaderWaitsForTheTest() async {
    let list = PagedOrders()
    // Twenty rows: the end is farther than the prefetch distance, no page is asked for.
    let rows = (1...20).map { "Order \($0)" }
    list.api.succeed(LoadedPage(items: rows, next: 2))
    await list.table.emptyState.settle()
    #expect(list.pages.state == .notLoading)
    list.pages.loadNextPage()
    await list.table.emptyState.settle()
    #expect(list.api.callCount == 2)
    #expect(list.api.isWaiting)
  }

  @Test func settleAppliesAPageAnsweredAfterTheFootersMinimumDisplay() async {
    let list = PagedOrders()
    list.api.succeed(LoadedPage(items: ["Flat white"], next: 2))
    await list.table.emptyState.settle()
    // The spinner shows at 250 ms and has shown for its minimum display at 750 ms.
    await list.clock.advance(by: .milliseconds(750))
    #expect(list.pages.footerState == .loading)
    list.api.succeed(LoadedPage(items: ["Cortado"], next: nil))
    await list.table.emptyState.settle()
    #expect(list.source.orders == ["Flat white", "Cortado"])
    #expect(list.pages.footerState == .endReached)
  }

  @Test func aPageHeldByTheFootersSpinnerIsAppliedWhenItsTimerIsDue() async {
    let list = PagedOrders()
    list.api.succeed(LoadedPage(items: ["Flat white"], next: 2))
    await list.table.emptyState.settle()
    await list.clock.advance(by: .milliseconds(250))  // the spinner shows
    list.api.succeed(LoadedPage(items: ["Cortado"], next: nil))
    await list.table.emptyState.settle()
    // Held: the spinner stays for its minimum display, until 750 ms.
    #expect(list.source.orders == ["Flat white"])
    #expect(list.pages.footerState == .loading)
    await list.table.emptyState.settle(running: list.clock)
    #expect(list.source.orders == ["Flat white", "Cortado"])
    #expect(list.pages.footerState == .endReached)
    #expect(list.clock.now == TestClock.Instant(offset: .milliseconds(750)))
  }
}
