/// What asked for a later page; page events report it (``PageEvent/didStartPage(_:)``).
public enum PageTrigger: String, Hashable, Sendable, CaseIterable {
  /// The list's content offset came within the prefetch distance of the end.
  case prefetch
  /// ``PagedLoader/loadNextPage()``.
  case request
  /// ``PagedLoader/retryPage()``, or the footer's Retry button.
  case retry
}

/// How a later page's request ended; page events report it (``PageEvent/didEndPage(_:_:)``).
public enum PageOutcome: String, Hashable, Sendable, CaseIterable {
  /// The page's rows were applied; more pages follow.
  case succeeded
  /// The page's rows were applied, and the loader said it was the last page.
  case reachedEnd
  /// The loader threw: nothing was applied, the footer offers Retry.
  case failed
  /// The request's task was cancelled, or its loader threw `CancellationError`: nothing was
  /// applied, and the same page is requested next.
  case cancelled
  /// A refresh started, or the list was released: nothing the request produces is applied.
  case superseded
  /// The page's rows were applied, but the loader gave as the next cursor one it had already
  /// been asked for: pages stop until a refresh (``PageLoadingError/repeatedCursor(_:)``).
  case repeatedCursor
}

/// Something that happened to a list's later pages.
public enum PageEvent: Hashable, Sendable {
  /// A page request started.
  case didStartPage(PageTrigger)
  /// A page request ended, and how; its rows are already applied when this fires.
  case didEndPage(PageTrigger, PageOutcome)
}

/// A reason paged loading stopped: the loader's answers cannot go on.
public enum PageLoadingError: Error, Hashable, Sendable {
  /// The loader gave as the next cursor one it had already answered since the last refresh
  /// (here in its description): following it would load the same pages again, forever.
  case repeatedCursor(String)
}

extension PageLoadingError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .repeatedCursor(let cursor):
      return "the page loader returned the cursor \(cursor) again; each page must return a "
        + "cursor it was not given before (or nil at the end); no more pages are requested "
        + "until a refresh"
    }
  }
}
