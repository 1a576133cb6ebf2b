/// A list's later pages as one small sealed value.
///
/// It knows whether a page is loading, which one, whether the last one failed and whether the
/// end was reached; it has no task, no view and no app data. Its state is private. Each method
/// is named for an event and returns the effects its owner, ``PagedLoader``, performs, in
/// order. Every request has a number; an answer to any request but the current one is stale
/// and changes nothing, which is what keeps a page from before a refresh out of the list.
///
/// Rules it keeps: one page request at a time; a cursor whose page was applied is never
/// requested again before a refresh; nothing is requested after the end; a loader that gives
/// back a cursor it already answered is reported and stops the pages.
struct PageStateMachine<Cursor: Hashable> {
  /// A page request as the machine knows it.
  struct Request: Hashable {
    /// Unique for the list's life; only the current request's answer is listened to.
    let number: UInt64
    /// The page asked for.
    let cursor: Cursor
    let trigger: PageTrigger
  }

  /// What the owner does, in the order given.
  enum Effect {
    /// Start loading the page of the request.
    case start(Request)
    /// Cancel the request's task: nothing it produces will be applied.
    case cancel(Request)
    /// Apply the answer of the request (the owner holds its rows).
    case apply(Request)
    /// Show this state in the footer.
    case show(PageLoadState)
    /// Send this event.
    case send(PageEvent)
    /// Report this bad answer of the loader.
    case report(PageLoadingError)
  }

  private enum State {
    /// The first page (a load of the empty state) has not been applied since the last refresh.
    case waitingForFirstPage
    case notLoading(next: Cursor)
    case loading(Request)
    /// The request failed; a retry asks for its cursor again.
    case failed(any Error, Request)
    case endReached
    /// The loader repeated a cursor: nothing more until a refresh.
    case stopped(PageLoadingError)
    /// The list was released: every event is ignored.
    case released
  }

  private var state = State.waitingForFirstPage
  private var lastNumber: UInt64 = 0
  /// The cursors whose pages were applied since the last refresh, the first page's included:
  /// one entry a page, which is what finds a repeated cursor.
  private var answered: Set<Cursor> = []

  /// The state the footer shows.
  var pageState: PageLoadState {
    switch state {
    case .waitingForFirstPage, .notLoading, .released: return .notLoading
    case .loading: return .loading
    case .failed(let error, _): return .failed(error)
    case .stopped(let error): return .failed(error)
    case .endReached: return .endReached
    }
  }

  /// The request under way, if any.
  var request: Request? {
    guard case .loading(let request) = state else { return nil }
    return request
  }

  /// Whether a request for the next page would start one.
  ///
  /// True when no page loads, none failed, and the end was not reached. Cheap, so that a
  /// scroll that requests nothing does no more work.
  var canRequestNextPage: Bool {
    guard case .notLoading = state else { return false }
    return true
  }

  /// Whether a retry would request a page: the last request failed.
  var canRetry: Bool {
    guard case .failed = state else { return false }
    return true
  }

  // MARK: Events

  /// The first page was applied (by the empty state's load): it was loaded at `cursor`, and
  /// `next` is the page after it, or `nil` when it was the only one.
  mutating func firstPageAnswered(cursor: Cursor, next: Cursor?) -> [Effect] {
    guard !isReleased else { return [] }
    var effects = supersede()
    answered = [cursor]
    effects += moving(to: following(cursor, next: next))
    if case .stopped(let error) = state { effects.insert(.report(error), at: 0) }
    return effects
  }

  /// The next page is asked for, by a scroll within the prefetch distance or by the app.
  ///
  /// Starts a request only when no page is loading, the last one did not fail, and the end was
  /// not reached; otherwise nothing happens (a scroll asks on every step).
  mutating func nextPageRequested(by trigger: PageTrigger) -> [Effect] {
    guard case .notLoading(let next) = state else { return [] }
    return start(cursor: next, trigger: trigger)
  }

  /// The request's loader returned its page, and `next` is the page after it or `nil` at the
  /// end.
  mutating func pageAnswered(_ request: Request, next: Cursor?) -> [Effect] {
    guard isCurrent(request) else { return [] }
    answered.insert(request.cursor)
    let nextState = following(request.cursor, next: next)
    var effects: [Effect] = [.apply(request)]
    let outcome: PageOutcome
    switch nextState {
    case .endReached: outcome = .reachedEnd
    case .stopped(let error):
      outcome = .repeatedCursor
      effects.append(.report(error))
    default: outcome = .succeeded
    }
    effects += moving(to: nextState)
    effects.append(.send(.didEndPage(request.trigger, outcome)))
    return effects
  }

  /// The request's loader threw `error`.
  mutating func pageFailed(_ request: Request, error: any Error) -> [Effect] {
    guard isCurrent(request) else { return [] }
    return moving(to: .failed(error, request)) + [.send(.didEndPage(request.trigger, .failed))]
  }

  /// The request's task was cancelled, or its loader threw `CancellationError`: the same page
  /// is the next one to request.
  mutating func pageCancelled(_ request: Request) -> [Effect] {
    guard isCurrent(request) else { return [] }
    return moving(to: .notLoading(next: request.cursor))
      + [.send(.didEndPage(request.trigger, .cancelled))]
  }

  /// The app or the footer's button retries the failed page.
  ///
  /// Starts a request for the failed cursor only after a failure; otherwise nothing happens.
  mutating func retryRequested() -> [Effect] {
    guard case .failed(_, let failed) = state else { return [] }
    return start(cursor: failed.cursor, trigger: .retry)
  }

  /// A load of the first page started (a refresh, a retry of the first page, or a new load):
  /// the page in flight, if any, is superseded, and pages start again after the new first page.
  mutating func refreshStarted() -> [Effect] {
    guard !isReleased else { return [] }
    let effects = supersede()
    answered = []
    return effects + moving(to: .waitingForFirstPage)
  }

  /// The list was released: the request in flight, if any, is cancelled, and every later event
  /// is ignored.
  mutating func released() -> [Effect] {
    defer { state = .released }
    guard case .loading(let request) = state else { return [] }
    return [.cancel(request)]
  }

  // MARK: Helpers

  private var isReleased: Bool {
    guard case .released = state else { return false }
    return true
  }

  private func isCurrent(_ request: Request) -> Bool {
    guard case .loading(let current) = state else { return false }
    return current.number == request.number
  }

  private mutating func start(cursor: Cursor, trigger: PageTrigger) -> [Effect] {
    lastNumber += 1
    let request = Request(number: lastNumber, cursor: cursor, trigger: trigger)
    return [.start(request)] + moving(to: .loading(request))
      + [.send(.didStartPage(trigger))]
  }

  /// The state after the page at `cursor` answered with `next`.
  private func following(_ cursor: Cursor, next: Cursor?) -> State {
    guard let next else { return .endReached }
    if answered.contains(next) {
      return .stopped(.repeatedCursor(String(describing: next)))
    }
    return .notLoading(next: next)
  }

  /// Cancels the request in flight, if any, and says it was superseded.
  private mutating func supersede() -> [Effect] {
    guard case .loading(let request) = state else { return [] }
    return [.cancel(request), .send(.didEndPage(request.trigger, .superseded))]
  }

  /// Moves to `newState`; shows its page state when the footer would show something else.
  private mutating func moving(to newState: State) -> [Effect] {
    let before = pageState
    state = newState
    let after = pageState
    guard before != after || after.kind == .failed else { return [] }
    return [.show(after)]
  }
}
