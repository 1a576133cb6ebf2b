import EmptyState

// The paged-loading examples of the doc comments and the "Loading more" article, compiled and
// run by `PagingDocExampleTests`.

/// A data source of orders, appended a page at a time.
@MainActor
final class PagedOrders: TableViewDataSource {
  var orders: [String] = []

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    orders.count
  }
}

/// A server of `pageCount` pages of `pageSize` orders, numbered from 1.
struct PagedOrdersAPI: Sendable {
  struct Response: Sendable {
    var orders: [String]
    var nextPage: Int?
  }

  var pageCount = 3
  var pageSize = 20

  func orders(page: Int) async throws -> Response {
    Response(
      orders: (0..<pageSize).map { "Order \(page).\($0)" },
      nextPage: page < pageCount ? page + 1 : nil)
  }
}

extension DocExamples {
  /// The paged load of `loadPages`; returns the list, its data source and its loader.
  static func loadingPages(
    api: PagedOrdersAPI
  ) -> (TableView, PagedOrders, PagedLoader<TableView, Int, [String]>) {
    let source = PagedOrders()
    let orders = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    orders.dataSource = source

    let pages = orders.loadPages(startingAt: 1) { page in
      let response = try await api.orders(page: page)
      return LoadedPage(items: response.orders, next: response.nextPage)
    } apply: { orders, items, placement in
      guard placement == .appendingToContent else {
        source.orders = items
        return orders.reloadData()
      }
      let rows = source.orders.count..<source.orders.count + items.count
      source.orders += items
      orders.insertRows(at: rows.map { ListIndexPath(row: $0, section: 0) })
    }

    return (orders, source, pages)
  }
}

extension DocExamples {
  /// Paged loading into a diffable data source: each later page is one snapshot apply.
  static func loadingPagesIntoASnapshot(
    api: PagedOrdersAPI
  ) -> (TableView, TableViewDiffableDataSource<Int, String>) {
    let orders = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let dataSource = TableViewDiffableDataSource<Int, String>(tableView: orders) { _, _, id in id }

    orders.loadPages(startingAt: 1) { page in
      let response = try await api.orders(page: page)
      return LoadedPage(items: response.orders, next: response.nextPage)
    } apply: { orders, ids, placement in
      var snapshot = dataSource.snapshot()
      if placement == .replacingContent { snapshot = ListSnapshot() }
      do {
        if snapshot.numberOfSections == 0 { try snapshot.appendSections([0]) }
        try snapshot.appendItems(ids)
      } catch {
        orders.report(.invalidSnapshot("\(error)"))  // say, a page that repeats an order
      }
      dataSource.apply(snapshot)
    }

    return (orders, dataSource)
  }
}

extension DocExamples {
  /// A footer whose spinner follows each request exactly, whatever the list's loading timing.
  static func footerWithoutTiming(_ pages: PagedLoader<TableView, Int, [String]>) {
    pages.footerTiming = .immediate  // the spinner follows each request exactly
  }
}

/// A footer of the app's own: it keeps each page state it was asked to show.
@MainActor
final class OrdersFooter {
  var shown: [PageLoadState] = []

  func show(_ state: PageLoadState) { shown.append(state) }
}

extension DocExamples {
  /// The "Events" example of the article: an app's own footer, redrawn on each change of what
  /// the footer shows, the spinner shown after its show delay included.
  static func drawingTheFooterYourself(
    _ pages: PagedLoader<TableView, Int, [String]>, in ordersFooter: OrdersFooter
  ) -> HookToken {
    pages.footer = nil
    let token = pages.onEvent { list, event in
      guard case .footerStateChanged(let state) = event else { return }
      ordersFooter.show(state)
    }
    return token
  }
}
