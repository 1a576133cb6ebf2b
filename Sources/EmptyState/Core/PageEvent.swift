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
  /// The request's task was cancelled, or its loader threw `CancellationError`.
  case cancelled
  /// A refresh started, or the list was released: nothing the request produces is applied.
  case superseded
  /// The page's rows were applied.
  case repeatedCursor
}

/// Something that happened to a list's later pages.
///
/// Events come in the order the loader's state moved, each once. A change of what the footer
/// shows is sent as it happens, before the page event of the same step: when the spinner shows
/// at once, ``footerStateChanged(_:)`` with ``PageLoadState/loading`` comes before
/// ``didStartPage(_:)``, and the footer's state after an answer comes before
/// ``didEndPage(_:_:)``. With a show delay, the spinner's change comes later, on its timer, or
/// never when the page is answered within the delay.
public enum PageEvent: Hashable, Sendable {
  /// A page request started.
  case didStartPage(PageTrigger)
  /// A page request ended, and how; its rows are already applied when this fires.
  case didEndPage(PageTrigger, PageOutcome)
  /// What the footer shows (``PagedLoader/footerState``) changed to this state.
  case footerStateChanged(PageLoadState)
}

/// A reason paged loading stopped: the loader's answers cannot go on.
public enum PageLoadingError: Error, Hashable, Sendable {
  /// The loader gave as the next cursor one it had already answered since the last refresh.
  case repeatedCursor(String)
  /// The loader gave as the next cursor one that is not equal to itself.
  case cursorNotEqualToItself(String)

  /// The most characters of a cursor's description an error keeps: 100.
  ///
  /// A longer description is cut there, followed by how many UTF-8 bytes were left out.
  public static var maximumCursorLength: Int { 100 }

  static func describing(_ cursor: some Any) -> String {
    let whole = String(describing: cursor)
    let kept = whole.prefix(maximumCursorLength)
    guard kept.endIndex < whole.endIndex else { return whole }
    return "\(kept)… (\(whole.utf8.count - kept.utf8.count) more bytes)"
  }
}

extension PageLoadingError: CustomStringConvertible {
  /// A one-line explanation naming the problem and what is expected instead.
  public var description: String {
    switch self {
    case .repeatedCursor(let cursor):
      return "the page loader returned the cursor \(cursor) again; each page must return a "
        + "cursor it was not given before (or nil at the end); no more pages are requested "
        + "until a refresh"
    case .cursorNotEqualToItself(let cursor):
      return "the page loader returned the cursor \(cursor), which is not equal to itself, so a "
        + "repeated cursor could never be found; each cursor must equal itself (or be nil at "
        + "the end); no more pages are requested until a refresh"
    }
  }
}
