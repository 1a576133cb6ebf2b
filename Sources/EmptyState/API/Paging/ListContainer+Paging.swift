extension ListContainer {
  /// Loads the list's content a page at a time: the first page as a load of the empty state,
  /// every later one at the end of the list as it scrolls.
  ///
  /// The first page is loaded with ``EmptyStateController/load(id:_:apply:)``, so it has the
  /// phases, placeholders, show delay, refresh and retry of any load. Each later page is
  /// requested when the list's ``ScrollingView/contentOffset`` comes within
  /// `prefetchDistance` rows of the end, or with ``PagedLoader/loadNextPage()``, and has its
  /// own state (``PagedLoader/state``): a failed page keeps the rows and never shows the
  /// failure placeholder. A refresh starts again from the first page, and a page requested
  /// before it is never applied. The footer's spinner has the first page's show delay and
  /// minimum display (``EmptyStateOptions/loadingTiming``, or ``PagedLoader/footerTiming``).
  ///
  /// ```swift
  /// let pages = orders.loadPages(startingAt: 1) { page in
  ///   let response = try await api.orders(page: page)
  ///   return LoadedPage(items: response.orders, next: response.nextPage)
  /// } apply: { orders, items, placement in
  ///   guard placement == .appendingToContent else {
  ///     source.orders = items
  ///     return orders.reloadData()
  ///   }
  ///   let rows = source.orders.count..<source.orders.count + items.count
  ///   source.orders += items
  ///   orders.insertRows(at: rows.map { ListIndexPath(row: $0, section: 0) })
  /// }
  /// ```
  ///
  /// The list keeps the loader for its life, as it keeps its empty state; releasing the list
  /// cancels the page request under way. Keep the returned loader weakly. Calling this again
  /// with the same types of cursor and items replaces the loader and the apply step and starts
  /// again from the first page.
  ///
  /// - Parameters:
  ///   - first: The cursor of the first page.
  ///   - prefetchDistance: How many rows from the end a scroll requests the next page; 0
  ///     waits for the last row to show. A negative distance is taken as 0 and reported.
  ///   - loader: Loads the page at a cursor, on any executor; it may throw.
  ///   - apply: Writes a page's items into the data source and updates the list.
  /// - Returns: The list's paged loader.
  @discardableResult
  public func loadPages<Cursor: Hashable & Sendable, Items: Sendable>(
    startingAt first: Cursor,
    prefetchDistance: Int = PagedLoader<HookOwner, Cursor, Items>.defaultPrefetchDistance,
    _ loader: @escaping PagedLoader<HookOwner, Cursor, Items>.PageLoader,
    apply: @escaping PagedLoader<HookOwner, Cursor, Items>.ApplyStep
  ) -> PagedLoader<HookOwner, Cursor, Items> {
    let pages: PagedLoader<HookOwner, Cursor, Items>
    if let existing = attachment(ofType: PagedLoader<HookOwner, Cursor, Items>.self) {
      pages = existing
      pages.replace(first: first, loader: loader, apply: apply)
    } else {
      pages = PagedLoader(list: self as? HookOwner, first: first, loader: loader, apply: apply)
      addAttachment(pages)
    }
    pages.prefetchDistance = prefetchDistance
    pages.loadFirstPage()
    return pages
  }
}
