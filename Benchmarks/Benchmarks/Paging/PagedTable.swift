import EmptyState

/// A table loaded a page at a time, every page answered at once on the main actor, so that
/// loading needs no waiting and runs on one thread: the same work on every run, for callgrind.
///
/// The data source holds a count, not the rows: what an app does with a page's items is the
/// app's cost, and an array of rows growing by doubling would measure the standard library.
@MainActor
final class PagedTable {
  /// The rows of each page.
  static let pageSize = 50

  let table: TableView
  let source = BenchDataSource(counts: [0])
  private(set) weak var pages: PagedLoader<TableView, Int, [Int]>?

  /// A table whose pages 1 to `lastPage` have 50 rows each; page 1 is requested at once.
  init(
    lastPage: Int,
    prefetchDistance: Int = PagedLoader<TableView, Int, [Int]>.defaultPrefetchDistance
  ) {
    table = TableView(frame: BenchTables.frame)
    table.dataSource = source
    table.reloadData()
    // The first page's loading placeholder at once and for no minimum: no timer, no thread.
    table.emptyState.configuration.options.loadingTiming = .init(
      showDelay: nil, minimumDisplay: nil)
    // One array shared by every page: answering a page allocates nothing of its own.
    let items = Array(0..<Self.pageSize)
    let source = self.source
    pages = table.loadPages(startingAt: 1, prefetchDistance: prefetchDistance) {
      @MainActor page in
      LoadedPage(items: items, next: page < lastPage ? page + 1 : nil)
    } apply: { table, items, placement in
      if placement == .replacingContent { source.counts[0] = 0 }
      source.counts[0] += items.count
      table.reloadData()
    }
  }

  /// The paged loader; the table keeps it.
  var loader: PagedLoader<TableView, Int, [Int]> {
    guard let pages else { preconditionFailure("the table was released") }
    return pages
  }

  /// The rows the table shows.
  var rows: Int { source.counts[0] }

  /// Waits until the first page is applied.
  func firstPage() async {
    await table.emptyState.loadTask?.value
  }

  /// Requests the next page explicitly and waits until it is applied; `false` when nothing was
  /// requested (a page in flight, or the end).
  @discardableResult
  func nextPage() async -> Bool {
    guard let task = loader.loadNextPage() else { return false }
    await task.value
    return true
  }
}
