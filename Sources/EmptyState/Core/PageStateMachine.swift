/// A list's later pages as one small sealed value.
///
/// It knows whether a page is loading, which one, whether the last one failed and whether the
/// end was reached, and where the footer's spinner is; it has no task, no view, no clock and
/// no app code: the rows of an answer (`Items`) are data it holds, here and nowhere else, while
/// the footer's spinner has not shown for its minimum display. Its state is private. Each
/// method is named for an event and returns the effects its owner, ``PagedLoader``, performs,
/// in order. Every request has a number; an
/// answer to any request but the current one is stale and changes nothing, which is what keeps
/// a page from before a refresh out of the list.
///
/// Rules it keeps: one page request at a time; a cursor whose page was applied is never
/// requested again before a refresh; nothing is requested after the end; a loader that gives
/// back a cursor it already answered, or one not equal to itself, is reported and stops the
/// pages; a failed load of the first page stops the pages until a first page is applied (the
/// old pages are not resumed); a cancelled one puts the pages back as they were before it.
///
/// The footer's spinner follows the rules of a load's loading placeholder, through the same
/// lifecycle (``RequestLifecycle``: show delay, shown, answer held), with the timing the owner
/// passes in with each event that needs it (never kept here): it appears only when the
/// request still runs after the show delay (until then the footer shows what it showed
/// before); once shown, it stays at least the minimum display, and an answer or a failure that
/// comes sooner is held and applied, rows and footer together, when that time is up. Whether
/// the minimum display still runs is the owner's alarm's fact, told with each answer. A
/// cancellation, a refresh or a release ends the request at once, with its timer.
///
/// Every change of ``footerState`` is made in one place, which returns the effects that show it
/// and send it (``PageEvent/footerStateChanged(_:)``), before the page event of the same step.
/// A release is the one change it shows and sends nothing for: the list is gone.
struct PageStateMachine<Cursor: Hashable, Items> {
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
    /// A held answer the machine dropped, which the owner lets go: it is released with the
    /// effects, once the machine's method has returned, since its rows may be the app's
    /// objects, whose deinit may read the loader.
    case drop(Answer)
    /// Apply these rows, the answer of the request.
    case apply(Request, Items)
    /// The request's answer is held (here) until the footer's spinner has shown for its
    /// minimum display: its task is over.
    case hold(Request)
    /// Set the footer's timer for the request, `after` from now (it replaces any other).
    case setTimer(Request, after: Duration)
    /// Cancel the footer's timer.
    case cancelTimer
    /// Show this state in the footer.
    case show(PageLoadState)
    /// Send this event.
    case send(PageEvent)
    /// Report this bad answer of the loader.
    case report(PageLoadingError)
  }

  /// How a request was answered.
  enum Answer {
    /// Its rows came, with the cursor of the next page (`nil` at the end).
    case page(Items, next: Cursor?)
    /// Its loader threw.
    case failure(any Error)
  }

  private enum State {
    /// The first page (a load of the empty state) has not been applied since the last refresh.
    case waitingForFirstPage
    case notLoading(next: Cursor)
    /// A request under way, where it is in its life (``RequestLifecycle``: its show delay, its
    /// spinner shown, its answer held), and what the footer showed when it started (shown
    /// again during the show delay).
    case loading(Request, RequestLifecycle<Answer>, shownBefore: PageLoadState)
    /// The request failed; a retry asks for its cursor again.
    case failed(any Error, Request)
    case endReached
    /// The loader repeated a cursor: nothing more until a refresh.
    case stopped(PageLoadingError)
    /// The list was released: every event is ignored.
    case released
  }

  private var state = State.waitingForFirstPage
  private var numbers = RequestNumbers()
  /// The cursors whose pages were applied since the last refresh, the first page's included:
  /// one entry a page, which is what finds a repeated cursor.
  private var answered: Set<Cursor> = []
  /// What a cancelled load of the first page puts back, since it replaced no rows.
  ///
  /// The pages as they were when the first of the loads of the first page since the last one
  /// applied or failed started (a page then in flight taken as the next to request), with the
  /// cursors answered then; `nil` once the first page is applied or fails.
  private var beforeRefresh: (state: State, answered: Set<Cursor>)?

  /// The state of the later pages: loading from a request's start until its answer is
  /// applied.
  var pageState: PageLoadState {
    switch state {
    case .waitingForFirstPage, .notLoading, .released: return .notLoading
    case .loading: return .loading
    case .failed(let error, _): return .failed(error)
    case .stopped(let error): return .failed(error)
    case .endReached: return .endReached
    }
  }

  /// The state the footer shows: ``pageState``, except during a request's show delay, when it
  /// still shows what it showed before the request.
  var footerState: PageLoadState {
    guard case .loading(_, .delaying, let before) = state else { return pageState }
    return before
  }

  /// The request under way, if any.
  var request: Request? {
    guard case .loading(let request, _, _) = state else { return nil }
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
    answered = [cursor]
    beforeRefresh = nil
    var effects = superseding(movingTo: following(cursor, next: next))
    if case .stopped(let error) = state { effects.insert(.report(error), at: 0) }
    return effects
  }

  /// The next page is asked for, by a scroll within the prefetch distance or by the app.
  ///
  /// Starts a request only when no page is loading, the last one did not fail, and the end was
  /// not reached; otherwise nothing happens (a scroll asks on every step).
  mutating func nextPageRequested(
    by trigger: PageTrigger, timing: EmptyStateOptions.LoadingTiming
  ) -> [Effect] {
    guard case .notLoading(let next) = state else { return [] }
    return start(cursor: next, trigger: trigger, timing: timing)
  }

  /// The request's loader returned its page, `items`, and `next` is the page after it or `nil`
  /// at the end.
  ///
  /// Applied now, unless the spinner shows and its minimum display runs
  /// (`minimumDisplayRuns`, which the owner's alarm tells): then held until it has.
  mutating func pageAnswered(
    _ request: Request, items: Items, next: Cursor?, minimumDisplayRuns: @autoclosure () -> Bool
  ) -> [Effect] {
    answering(request, with: .page(items, next: next), minimumDisplayRuns: minimumDisplayRuns())
  }

  /// The request's loader threw `error`.
  ///
  /// The footer offers Retry now, unless the spinner shows and its minimum display runs: then
  /// when it has.
  mutating func pageFailed(
    _ request: Request, error: any Error, minimumDisplayRuns: @autoclosure () -> Bool
  ) -> [Effect] {
    answering(request, with: .failure(error), minimumDisplayRuns: minimumDisplayRuns())
  }

  /// The footer's timer for the request of `number` is due: the show delay ended (the spinner
  /// shows, for at least `timing`'s minimum display), or the minimum display did (a held
  /// answer is applied).
  mutating func footerTimerFired(
    number: UInt64, timing: EmptyStateOptions.LoadingTiming
  ) -> [Effect] {
    guard case .loading(let request, let lifecycle, _) = state, request.number == number else {
      return []
    }
    switch lifecycle {
    case .delaying: return showingSpinner(request, timing: timing)
    case .running: return []
    case .holding(let answer): return finishing(request, answer)
    }
  }

  /// The request's task was cancelled, or its loader threw `CancellationError`: the same page
  /// is the next one to request, at once (a cancellation waits for no minimum display).
  mutating func pageCancelled(_ request: Request) -> [Effect] {
    guard awaitedLifecycle(of: request) != nil else { return [] }
    return [.cancelTimer] + moving(to: .notLoading(next: request.cursor))
      + [.send(.didEndPage(request.trigger, .cancelled))]
  }

  /// The app or the footer's button retries the failed page.
  ///
  /// Starts a request for the failed cursor only after a failure; otherwise nothing happens.
  mutating func retryRequested(timing: EmptyStateOptions.LoadingTiming) -> [Effect] {
    guard case .failed(_, let failed) = state else { return [] }
    return start(cursor: failed.cursor, trigger: .retry, timing: timing)
  }

  /// A load of the first page started (a refresh, a retry of the first page, or a new load):
  /// the page in flight, if any, is superseded, and pages start again after the new first page.
  mutating func refreshStarted() -> [Effect] {
    guard !isReleased else { return [] }
    if beforeRefresh == nil { beforeRefresh = (resumable(state), answered) }
    answered = []
    return superseding(movingTo: .waitingForFirstPage)
  }

  /// A load of the first page failed: the pages stay stopped until a first page is applied.
  mutating func firstPageFailed() {
    guard case .waitingForFirstPage = state else { return }
    beforeRefresh = nil
  }

  /// A load of the first page was cancelled: the pages are put back as they were.
  ///
  /// The load (or the last of a chain of loads that superseded each other) replaced no rows,
  /// so the pages are as they were before the chain started. A page it superseded is the next
  /// one to request; a failure, the end or a stop comes back as it was. A failed load ends the
  /// chain: a retry of it that is cancelled leaves the pages stopped, as the failure left them.
  mutating func firstPageCancelled() -> [Effect] {
    guard case .waitingForFirstPage = state, let before = beforeRefresh else { return [] }
    beforeRefresh = nil
    answered = before.answered
    return moving(to: before.state)
  }

  /// The app gave a new page loader: the pages so far are the old loader's, so a cancelled load
  /// of the new first page puts none of them back.
  mutating func loaderReplaced() {
    guard !isReleased else { return }
    beforeRefresh = (.waitingForFirstPage, [])
  }

  /// The list was released: the request in flight, if any, is cancelled with its timer, and
  /// every later event is ignored.
  ///
  /// The footer goes with the list, so nothing is shown or sent.
  mutating func released() -> [Effect] {
    defer { state = .released }
    guard case .loading(let request, let lifecycle, _) = state else { return [] }
    return cancelling(request, lifecycle)
  }

  // MARK: Helpers

  /// `state` as a cancelled load of the first page puts it back: a request in flight is
  /// superseded, so its page is the next to request.
  private func resumable(_ state: State) -> State {
    guard case .loading(let request, _, _) = state else { return state }
    return .notLoading(next: request.cursor)
  }

  private var isReleased: Bool {
    guard case .released = state else { return false }
    return true
  }

  /// The lifecycle of `request` when it is the current request and still waits for its
  /// answer; `nil` otherwise (its answer is stale, or was already given and is held).
  private func awaitedLifecycle(of request: Request) -> RequestLifecycle<Answer>? {
    guard case .loading(let current, let lifecycle, _) = state,
      current.number == request.number, !lifecycle.isHolding
    else { return nil }
    return lifecycle
  }

  private mutating func start(
    cursor: Cursor, trigger: PageTrigger, timing: EmptyStateOptions.LoadingTiming
  ) -> [Effect] {
    let request = Request(number: numbers.next(), cursor: cursor, trigger: trigger)
    let sent = Effect.send(.didStartPage(trigger))
    guard let delay = timing.effectiveShowDelay else {
      return [.start(request)] + showingSpinner(request, timing: timing) + [sent]
    }
    // The footer goes on showing what it showed: a fast page never flashes a spinner.
    state = .loading(request, .delaying, shownBefore: footerState)
    return [.start(request), .setTimer(request, after: delay), sent]
  }

  /// Shows the spinner of `request`, with the timer of its minimum display if it has one.
  private mutating func showingSpinner(
    _ request: Request, timing: EmptyStateOptions.LoadingTiming
  ) -> [Effect] {
    let effects = moving(to: .loading(request, .running, shownBefore: footerState))
    guard let minimum = timing.effectiveMinimumDisplay else { return effects }
    return effects + [.setTimer(request, after: minimum)]
  }

  /// The current request's loader returned or threw: applies the answer now, or holds it while
  /// the spinner's minimum display runs.
  private mutating func answering(
    _ request: Request, with answer: Answer, minimumDisplayRuns: @autoclosure () -> Bool
  ) -> [Effect] {
    guard case .loading(let current, var lifecycle, let before) = state,
      current.number == request.number, !lifecycle.isHolding
    else { return [] }
    let delaying = lifecycle.isDelaying
    guard let now = lifecycle.answered(answer, minimumDisplayRuns: minimumDisplayRuns()) else {
      state = .loading(request, lifecycle, shownBefore: before)
      return [.hold(request)]
    }
    return (delaying ? [.cancelTimer] : []) + finishing(request, now)
  }

  /// Applies the answer of the current request: its rows and the footer's next state, in one
  /// list of effects, then the page's end.
  private mutating func finishing(_ request: Request, _ answer: Answer) -> [Effect] {
    let (items, next): (Items, Cursor?)
    switch answer {
    case .page(let rows, let cursor): (items, next) = (rows, cursor)
    case .failure(let error):
      return moving(to: .failed(error, request)) + [.send(.didEndPage(request.trigger, .failed))]
    }
    answered.insert(request.cursor)
    let nextState = following(request.cursor, next: next)
    var effects: [Effect] = [.apply(request, items)]
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

  /// The state after the page at `cursor` answered with `next`.
  private func following(_ cursor: Cursor, next: Cursor?) -> State {
    guard let next else { return .endReached }
    // A cursor not equal to itself (NaN) would never be found among those answered.
    guard next == next else {
      return .stopped(.cursorNotEqualToItself(PageLoadingError.describing(next)))
    }
    if answered.contains(next) {
      return .stopped(.repeatedCursor(PageLoadingError.describing(next)))
    }
    return .notLoading(next: next)
  }

  /// Moves to `newState`, superseding the request in flight, if any: its task and timer are
  /// cancelled, the footer moves on, then the request's end is sent.
  private mutating func superseding(movingTo newState: State) -> [Effect] {
    guard case .loading(let request, let lifecycle, _) = state else {
      return moving(to: newState)
    }
    return cancelling(request, lifecycle) + moving(to: newState)
      + [.send(.didEndPage(request.trigger, .superseded))]
  }

  /// Cancels `request`, its timer, and drops its held answer, if any.
  private func cancelling(_ request: Request, _ lifecycle: RequestLifecycle<Answer>) -> [Effect] {
    guard case .holding(let answer) = lifecycle else { return [.cancel(request), .cancelTimer] }
    return [.cancel(request), .drop(answer), .cancelTimer]
  }

  /// Moves to `newState`; shows its footer state when the footer would show something else,
  /// and then sends the change.
  ///
  /// The one place that compares the footer's state before and after a move: a failure is
  /// shown again when followed by an equal one (the strip redraws it), but sent only when it
  /// differs.
  private mutating func moving(to newState: State) -> [Effect] {
    let before = footerState
    state = newState
    let after = footerState
    guard before != after else { return after.kind == .failed ? [.show(after)] : [] }
    return [.show(after), .send(.footerStateChanged(after))]
  }
}
