public import Hooks
public import ListViews

/// A list's paged loading: the first page as a load of its empty state, later pages at the end
/// of the list, each with its own state (see the article "Loading More").
///
/// Made by ``ListContainer/loadPages(startingAt:prefetchDistance:_:apply:)`` and kept by the
/// list for its life: one page request at a time, a page whose items were applied is never
/// requested again before a refresh, nothing is requested after the end, and a page requested
/// before a refresh is never applied. A loader that answers with a cursor it was already given
/// is reported (``PageLoadingError/repeatedCursor(_:)``) and stops the pages until a refresh.
/// A thin face over the page machine, whose requests go through a load's lifecycle, in the
/// list's one queue of work and on its one clock.
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

  /// How many rows from the end a scroll requests the next page; 0 waits for the last row.
  ///
  /// Rows are counted with their average height, so for a collection the distance is in items.
  /// A negative distance is taken as 0 and reported as ``ListDiagnostic/invalidConfiguration(_:)``.
  public var prefetchDistance = PagedLoader.defaultPrefetchDistance {
    didSet { prefetchDistanceDidChange() }
  }

  /// The state of the later pages: ``PageLoadState/loading`` from a page request's start until
  /// its answer is applied (or it fails, is cancelled or superseded).
  public var state: PageLoadState { machine.pageState }

  /// What the footer after the last row shows: ``state``, except during a request's show delay,
  /// when it goes on showing what it showed before (nothing, or the failure a retry retries).
  ///
  /// A list that draws its own footer (``footer`` set to `nil`) shows this one and redraws it on
  /// each ``PageEvent/footerStateChanged(_:)``.
  public var footerState: PageLoadState { machine.footerState }

  /// When the footer's spinner appears and how long it stays once it has; `nil`, the default,
  /// takes the list's ``EmptyStateOptions/loadingTiming``.
  ///
  /// A page answered within the show delay never shows the spinner; once shown, it stays the
  /// minimum display, and a page or failure that comes sooner is applied, rows and footer
  /// together, when that time is up. Measured on the list's ``EmptyStateController/clock``.
  /// Durations read as for ``EmptyStateOptions/loadingTiming``; one beyond the maximum is cut
  /// and reported as ``ListDiagnostic/invalidConfiguration(_:)``.
  ///
  /// ```swift
  /// pages.footerTiming = .immediate  // the spinner follows each request exactly
  /// ```
  public var footerTiming: EmptyStateOptions.LoadingTiming? {
    didSet { footerTimingDidChange() }
  }

  /// What the strip after the last row (the list's ``ScrollingView/footerView``) says in each
  /// state; `nil` shows no strip.
  ///
  /// A list with a footer view of its own keeps it, and ``ListDiagnostic/conflictingOptions(_:)``
  /// says so.
  public var footer: PageFooter? = PageFooter() {
    didSet { footerDidChange() }
  }

  /// How many sections the checks of the end read the counts of one by one, for tests.
  package internal(set) var sectionsCounted = 0

  /// The list's empty state (the one queue and clock), held weakly: the list holds it.
  weak var emptyState: EmptyStateController<List>?
  var machine = PageStateMachine<Cursor, Items>()
  var source: (first: Cursor, loader: PageLoader, apply: ApplyStep)
  /// The page request under way; dropping it cancels its task.
  var task: OwnedTask?
  /// The footer's alarm (the end of a show delay or a minimum display), and its strip.
  var footerAlarm: TimerAlarm?
  var footerView: PageFooterView?
  /// This loader's number among loads (``LoadIdentity``), unique for the process.
  let loadOwner = LoadOwnerNumbers.next()
  var listeners: HookRegistry<List, PageEvent>?
  /// The scroll hook and the empty state's event listener; dropped with the loader.
  var tokens: [HookToken] = []

  init(list: List?, first: Cursor, loader: @escaping PageLoader, apply: @escaping ApplyStep) {
    emptyState = list?.emptyState
    source = (first, loader, apply)
    attach(to: list)
  }

  /// Requests the next page now, whatever the content offset.
  ///
  /// Nothing is requested while a page loads, after a failure (``retryPage()`` retries it),
  /// after the end, before the first page was applied, or once the list is released.
  ///
  /// - Returns: The page request's task, or `nil` when nothing was requested.
  @discardableResult
  public func loadNextPage() -> Task<Void, Never>? {
    guard !listWasReleased() else { return nil }
    return send(.nextPageRequested(by: .request, timing: timing))
  }

  /// Requests the failed page again; the footer's Retry button calls it.
  ///
  /// - Returns: The page request's task, or `nil` when the last page did not fail or the list
  ///   is released.
  @discardableResult
  public func retryPage() -> Task<Void, Never>? {
    guard !listWasReleased() else { return nil }
    return send(.retryRequested(timing: timing))
  }

  /// Adds a listener for every page event.
  ///
  /// Events come in the order the state moved, each to every listener, through the list's one
  /// queue of work: what a handler causes (a retry, a refresh) is sent after the event it
  /// handles, so a handler reading ``footerState`` may see a later state than its event's. A
  /// runaway of the empty state's handlers drops the page events waiting with the rest.
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

  /// Checks whether the list now shows rows within the prefetch distance of the end.
  public func viewDidLayout(_ view: ViewNode) {
    requestIfNearTheEnd()
  }
}
