public import Hooks
public import ListViews

/// A list's paged loading: the first page as a load of its empty state, later pages at the end
/// of the list, each with its own state.
///
/// Made by ``ListContainer/loadPages(startingAt:prefetchDistance:_:apply:)`` and kept by the
/// list for its life. It is a thin owner of tasks and hooks around a sealed state machine: one
/// page request at a time, a page whose items were applied is never requested again before a
/// refresh, nothing is requested after the end, and a page requested before a refresh is
/// never applied. A loader that answers with a cursor it was already given is reported
/// (``PageLoadingError/repeatedCursor(_:)``) and stops the pages until a refresh.
///
/// The footer's spinner has the guarantees of a load's loading placeholder
/// (``footerTiming``): it appears only when a page still loads after the show delay, and once
/// shown it stays at least the minimum display; a page answered sooner is applied, rows and
/// footer together, when that time is up.
@MainActor
public final class PagedLoader<List: ListContainer, Cursor: Hashable & Sendable, Items: Sendable>:
  ViewAttachment
where List.HookOwner == List {
  /// Loads the page at a cursor, on any executor.
  public typealias PageLoader =
    @Sendable (_ cursor: Cursor) async throws -> LoadedPage<Items, Cursor>
  /// Writes a page's items into the data source and updates the list, on the main actor.
  public typealias ApplyStep =
    @MainActor (_ list: List, _ items: Items, _ placement: PagePlacement) -> Void
  /// Receives the loader's page events with the list they concern.
  public typealias EventHandler = @MainActor (_ list: List, _ event: PageEvent) -> Void

  /// The prefetch distance used unless one is given: 5 rows.
  public static var defaultPrefetchDistance: Int { 5 }

  /// The list, held weakly: the list holds the loader.
  public var list: List? { emptyState?.list }
  /// The list's empty state, which knows the list, held weakly: the list holds it.
  private weak var emptyState: EmptyStateController<List>?

  /// How many rows from the end a scroll requests the next page; 0 waits for the last row.
  ///
  /// Rows are counted with their average height, so for a collection the distance is in items
  /// (a grid of four columns reaches four items per row of the grid).
  ///
  /// A negative distance is taken as 0 and reported as
  /// ``ListDiagnostic/invalidConfiguration(_:)``.
  public var prefetchDistance = PagedLoader.defaultPrefetchDistance {
    didSet {
      guard prefetchDistance < 0 else { return }
      list?.report(
        .invalidConfiguration(
          "paged loading: a prefetch distance of \(prefetchDistance) rows is taken as 0"))
      prefetchDistance = 0
    }
  }

  /// The state of the later pages: ``PageLoadState/loading`` from a page request's start until
  /// its answer is applied (or it fails, is cancelled or superseded).
  ///
  /// The footer shows ``footerState``, which differs from this during a request's show delay.
  public var state: PageLoadState { core.pageState }

  /// The state the footer after the last row shows: ``state``, except while a page request's
  /// show delay runs, when the footer goes on showing what it showed before the request
  /// (nothing, or the failure a retry is retrying).
  ///
  /// A list that shows the page state in a footer of its own (``footer`` set to `nil`) shows
  /// this one, to keep the spinner's show delay and minimum display, and redraws it on each
  /// ``PageEvent/footerStateChanged(_:)``: the footer's timer changes it too, with no page
  /// event.
  public var footerState: PageLoadState { core.footerState }

  /// When the footer's spinner appears and how long it stays once it has; `nil`, the default,
  /// takes the list's own ``EmptyStateOptions/loadingTiming``, the timing of its first page.
  ///
  /// A page request that ends within the show delay never shows the spinner: the footer goes
  /// from what it showed straight to the result. Once shown, the spinner stays at least the
  /// minimum display: a page (or a failure) that comes sooner is held, and its rows and the
  /// footer's next state are applied together when the time is up, as a load applies its data
  /// and phase together after its loading placeholder's minimum display. A cancellation, a
  /// refresh or a release ends the request at once. Both times are measured on the list's
  /// ``EmptyStateController/clock``, in the one store of its timers: replacing the clock keeps
  /// the time they had left, as for a load.
  ///
  /// ```swift
  /// pages.footerTiming = .immediate  // the spinner follows each request exactly
  /// ```
  ///
  /// Durations are read as for ``EmptyStateOptions/loadingTiming``: `nil`, zero or negative
  /// for none, and one longer than ``EmptyStateOptions/LoadingTiming/maximumDuration`` as that,
  /// reported as ``ListDiagnostic/invalidConfiguration(_:)`` when set here.
  public var footerTiming: EmptyStateOptions.LoadingTiming? {
    didSet {
      guard footerTiming?.exceedsMaximum == true else { return }
      list?.report(
        .invalidConfiguration(
          "paged loading: a footer show delay or minimum display longer than "
            + "\(EmptyStateOptions.LoadingTiming.maximumDuration) is cut to it"))
    }
  }

  /// What the strip after the last row says in each state; `nil` shows no strip (show
  /// ``state`` yourself).
  ///
  /// The strip is the list's ``ScrollingView/footerView``. A list that has a footer view of its
  /// own keeps it: the strip is not shown, and ``ListDiagnostic/conflictingOptions(_:)`` says so.
  public var footer: PageFooter? = PageFooter() {
    didSet { footerDidChange() }
  }

  /// The strip, while it is the list's footer view.
  var footerView: PageFooterView?

  /// How many sections the checks of nearness to the end have read the counts of, one by one,
  /// since the loader was made: what a scroll step costs, for tests.
  package private(set) var sectionsCounted = 0

  private(set) var core = PageStateMachine<Cursor, Items>()
  private var first: Cursor
  private var loader: PageLoader
  private var apply: ApplyStep
  /// The page request under way; dropping it cancels its task.
  private(set) var task: OwnedTask?
  /// The footer's alarm, on the list's one clock: the end of a show delay or a minimum display.
  private var footerAlarm: TimerAlarm?
  /// The number of this loader in the identity of its page requests (``LoadIdentity``), unique
  /// for the process as a controller's is: each request's loader runs under the identity of
  /// this number and the request's.
  let loadOwner = LoadOwnerNumbers.next()
  private var listeners: HookRegistry<List, PageEvent>?
  /// The scroll hook and the empty state's event listener; dropped with the loader.
  private var tokens: [HookToken] = []

  init(list: List?, first: Cursor, loader: @escaping PageLoader, apply: @escaping ApplyStep) {
    emptyState = list?.emptyState
    self.first = first
    self.loader = loader
    self.apply = apply
    guard let list, let emptyState else { return }
    emptyState.loads.pagedLoaders.removeAll { $0.loader == nil }
    emptyState.loads.pagedLoaders.append(PagedLoaderReference(loader: self))
    // Every load of the first page (a load, a refresh, a retry) supersedes the later pages;
    // a cancelled one replaced no rows, so it puts them back.
    tokens.append(
      emptyState.onEvent { [weak self] _, event in
        guard let self else { return }
        switch event {
        case .didStartLoad:
          self.perform(self.core.refreshStarted())
        case .didEndLoad(_, .cancelled):
          self.perform(self.core.firstPageCancelled())
          self.requestIfNearTheEnd()
        default:
          break
        }
      })
    if let scrolling = list as? ScrollingView {
      tokens.append(
        scrolling.scrollHooks.after { [weak self] _, _ in self?.requestIfNearTheEnd() })
    }
    footerDidChange()
  }

  // MARK: Requests

  /// Requests the next page now, whatever the content offset.
  ///
  /// Nothing is requested while a page loads, after a failure (``retryPage()`` retries it),
  /// after the end, before the first page was applied, or once the list is released: a loader
  /// kept after its list never calls the page loader again.
  ///
  /// - Returns: The page request's task, or `nil` when nothing was requested.
  @discardableResult
  public func loadNextPage() -> Task<Void, Never>? {
    guard !listWasReleased() else { return nil }
    return perform(core.nextPageRequested(by: .request, timing: timing))
  }

  /// Requests the failed page again; the footer's Retry button calls it.
  ///
  /// Once the list is released, nothing is requested.
  ///
  /// - Returns: The page request's task, or `nil` when the last page did not fail or the list
  ///   is released.
  @discardableResult
  public func retryPage() -> Task<Void, Never>? {
    guard !listWasReleased() else { return nil }
    return perform(core.retryRequested(timing: timing))
  }

  /// Whether the list was released; if so, the machine learns it and ignores every later
  /// event, so nothing is requested for a list that is gone.
  private func listWasReleased() -> Bool {
    guard list == nil else { return false }
    perform(core.released())
    return true
  }

  /// Adds a listener for every page event.
  ///
  /// Events come one at a time, in the order the state moved, each to every listener. A
  /// handler may call back into the loader (``retryPage()``, ``loadNextPage()``, a refresh of
  /// the list, cancelling a page's task): the events that causes are sent after the one it
  /// handles, to every listener, so no listener hears them out of order, and a handler that
  /// reads ``footerState`` may already see a later state than its event's, which the next
  /// event brings. The chain is bounded: a call back can only start a request or supersede
  /// one, and nothing moves the pages on again before an answer, which comes on a later turn.
  ///
  /// The events go through the list's one queue of work, under its runaway bound: when the
  /// empty state's handlers run away (``HookDiagnostic/runawayReentrancy(label:passes:)``), the
  /// page events waiting are dropped with the rest, and a page requested while the list settles
  /// starts with its events muted, so its ``PageEvent/didEndPage(_:_:)`` may come with no
  /// ``PageEvent/didStartPage(_:)`` before it; read ``state`` and ``footerState`` then.
  ///
  /// ```swift
  /// let token = pages.onEvent { list, event in
  ///   guard case .footerStateChanged(let state) = event else { return }
  ///   ordersFooter.show(state)
  /// }
  /// ```
  ///
  /// - Parameter handler: Receives the list and the event.
  /// - Returns: The token that keeps the listener.
  public func onEvent(_ handler: @escaping EventHandler) -> HookToken {
    let registry = listeners ?? HookRegistry()
    listeners = registry
    return registry.after(handler)
  }

  // MARK: ViewAttachment

  /// Checks whether the list now shows rows within the prefetch distance of the end.
  public func viewDidLayout(_ view: ViewNode) {
    requestIfNearTheEnd()
  }

  // MARK: Driving

  /// Loads the first page through the empty state's load.
  ///
  /// On a list that never ran a load and still has the phase every list starts with
  /// (``ContentPhase/loaded``), the phase first becomes ``ContentPhase/notLoaded``, as the
  /// "Loading data" article sets it before a load: nothing has been loaded, so the empty
  /// placeholder does not show before the first page's answer (nor during its show delay),
  /// and a cancelled first page puts back `notLoaded`.
  func loadFirstPage() {
    guard let emptyState, emptyState.list != nil else { return }
    let (loader, first) = (self.loader, self.first)
    if emptyState.loadStorage?.lastRequest == nil, emptyState.phase == .loaded {
      emptyState.writePhase(.notLoaded)
    }
    emptyState.load {
      try await loader(first)
    } apply: { [weak self] list, page in
      self?.firstPageArrived(page, in: list)
    }
  }

  /// Takes a new loader and apply step; the next load of the first page uses them.
  func replace(first: Cursor, loader: @escaping PageLoader, apply: @escaping ApplyStep) {
    (self.first, self.loader, self.apply) = (first, loader, apply)
    core.loaderReplaced()
  }

  /// Requests the next page when the rows below the visible area are within the prefetch
  /// distance.
  ///
  /// Now, or, while the list's work runs (a page's effects, the events they send), behind the
  /// work that waits, so that a page's end is heard before the next page starts. After a
  /// runaway (the queue stopped or settling) it is checked at once, its events muted.
  func requestIfNearTheEnd() {
    guard isNearTheEnd, let emptyState else { return }
    guard emptyState.workQueue.state != .draining else {
      return emptyState.perform(.checkPageEnd(loader: loadOwner))
    }
    perform(core.nextPageRequested(by: .prefetch, timing: timing))
  }

  /// Requests the next page if the rows below the visible area are within the prefetch
  /// distance (the list's work queue's turn came).
  func checkTheEnd() {
    guard isNearTheEnd else { return }
    perform(core.nextPageRequested(by: .prefetch, timing: timing))
  }

  /// Whether a page may be requested and the rows below the visible area are within the
  /// prefetch distance.
  private var isNearTheEnd: Bool {
    guard core.canRequestNextPage, let list else { return false }
    return list.rowsBelowVisibleArea(sectionsCounted: &sectionsCounted) <= Double(prefetchDistance)
  }

  /// The footer's timing in force: its own, or the list's loading timing.
  private var timing: EmptyStateOptions.LoadingTiming {
    footerTiming ?? emptyState?.configuration.options.loadingTiming ?? .immediate
  }

  /// Installs, updates or removes the strip after the last row.
  private func footerDidChange() {
    guard let scrolling = list as? ScrollingView else { return }
    guard let footer else {
      if let view = footerView, scrolling.footerView === view { scrolling.footerView = nil }
      footerView = nil
      return
    }
    if let footerView {
      footerView.show(footerState, texts: footer)
      return
    }
    guard scrolling.footerView == nil else {
      scrolling.report(
        .conflictingOptions(
          "paged loading: the list has its own footerView, so the page footer is not shown; "
            + "show PagedLoader.state in it, or set PagedLoader.footer to nil"))
      return
    }
    let view = PageFooterView(texts: footer) { [weak self] in self?.retryPage() }
    footerView = view
    scrolling.footerView = view
    view.show(footerState)
    view.holdsItsPlace = core.request != nil
  }

  private func firstPageArrived(_ page: LoadedPage<Items, Cursor>, in list: List) {
    apply(list, page.items, .replacingContent)
    perform(core.firstPageAnswered(cursor: first, next: page.next))
    requestIfNearTheEnd()
  }

  private func pageFinished(
    _ request: PageStateMachine<Cursor, Items>.Request,
    _ result: Result<LoadedPage<Items, Cursor>, any Error>
  ) {
    guard list != nil else {
      perform(core.released())
      return
    }
    switch result {
    case .success(let page):
      perform(
        core.pageAnswered(
          request, items: page.items, next: page.next, minimumDisplayRuns: minimumDisplayRuns))
      requestIfNearTheEnd()
    case .failure(let error) where error is CancellationError:
      perform(core.pageCancelled(request))
    case .failure(let error):
      perform(core.pageFailed(request, error: error, minimumDisplayRuns: minimumDisplayRuns))
    }
  }

  /// Whether the footer's spinner shows and its minimum display runs: its alarm, set when it
  /// appeared, is pending.
  private var minimumDisplayRuns: Bool {
    core.footerState.kind == .loading
      && emptyState?.timerStorage?.isPending(footerAlarm) == true
  }

  /// The footer's timer for the request of `number` is due.
  private func footerTimerFired(_ number: UInt64) {
    perform(core.footerTimerFired(number: number, timing: timing))
    requestIfNearTheEnd()  // a held page was perhaps applied
  }

  /// Carries out the machine's effects in order, in one drain of the list's work; returns the
  /// task of a request it started.
  ///
  /// The machine has already moved, so its events are facts: they are queued first, before an
  /// apply step or a handler can move it on, and what those cause (a request, a check of the
  /// end) waits after them.
  @discardableResult
  private func perform(_ effects: [PageStateMachine<Cursor, Items>.Effect]) -> Task<Void, Never>? {
    guard let emptyState, let list = emptyState.list else {
      return carryOut(effects, in: nil)  // released: nothing is sent
    }
    var started: Task<Void, Never>?
    emptyState.inOneDrain {
      var events: [PageEvent] = []
      for case .send(let event) in effects { events.append(event) }
      if !events.isEmpty { emptyState.perform(.sendPageEvents(loader: loadOwner, events)) }
      started = carryOut(effects, in: list)
      // Read from the machine after every event: the strip holds its place while a request is
      // under way, whatever it shows.
      footerView?.holdsItsPlace = core.request != nil
    }
    return started
  }

  private func carryOut(
    _ effects: [PageStateMachine<Cursor, Items>.Effect], in list: List?
  ) -> Task<Void, Never>? {
    var started: Task<Void, Never>?
    for effect in effects {
      switch effect {
      case .start(let request):
        started = start(request)
      case .cancel, .hold:
        task = nil
      case .apply(_, let page):
        task = nil
        if let list { apply(list, page, .appendingToContent) }
      case .setTimer(let request, let delay):
        emptyState?.timers.set(&footerAlarm, after: delay) { [weak self] in
          self?.footerTimerFired(request.number)
        }
      case .cancelTimer:
        emptyState?.timerStorage?.cancel(footerAlarm)
      case .show:
        // The state now, not the effect's: an apply step or a handler may have moved it on.
        footerView?.show(core.footerState)
      case .send:
        break  // queued by `perform`
      case .drop:
        break  // released with `effects`, outside the machine's access
      case .report(let error):
        list?.report(.invalidConfiguration("paged loading: \(error)"))
      }
    }
    return started
  }

  /// Sends `events` to the listeners, in order.
  func deliver(_ events: [PageEvent]) {
    guard let emptyState else { return }
    for event in events {
      guard let list = emptyState.list else { return }
      listeners?.notify(list, event)
    }
  }

  private func start(_ request: PageStateMachine<Cursor, Items>.Request) -> Task<Void, Never> {
    let loader = self.loader
    // Test support tells a loader that waits for the test from one still working by this.
    let identity = LoadIdentity(controller: loadOwner, generation: request.number)
    let pageTask = Task { [weak self] in
      let cursor = request.cursor
      let result = await identity.run { try await loader(cursor) }
      // A cancelled request applies nothing, even if its loader went on and returned.
      self?.pageFinished(request, Task.isCancelled ? .failure(CancellationError()) : result)
    }
    task = OwnedTask(pageTask)
    return pageTask
  }
}
