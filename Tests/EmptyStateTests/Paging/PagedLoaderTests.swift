import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Paged loading on a real table: the first page as a load, later pages at the end as the
/// table scrolls or when asked, each page once, and a refresh that supersedes pages in flight.
@Suite @MainActor struct PagedLoaderTests {}

// MARK: The first page

extension PagedLoaderTests {
  @Test func theFirstPageIsALoadOfTheEmptyState() async throws {
    let list = try PagedList()
    #expect(list.table.emptyState.phase == .loading)
    await list.answerFirstPage()
    #expect(list.table.emptyState.phase == .loaded)
    #expect(list.rows == list.gate.rows(0))
    #expect(list.placements == [.replacingContent])
    #expect(list.loader.state == .notLoading)
  }

  @Test func anEmptyLastFirstPageShowsTheEmptyPlaceholderAndReachesTheEnd() async throws {
    let list = try PagedList(pageSize: 0)
    await list.answerFirstPage(next: .some(nil))
    #expect(list.table.emptyState.shownPlaceholder == .empty)
    #expect(list.loader.state == .endReached)
    #expect(list.gate.requests == [0])
  }
}

// MARK: Triggers

extension PagedLoaderTests {
  @Test func aScrollFarFromTheEndRequestsNothing() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.scroll(toShowRow: 20)
    #expect(list.gate.requests == [0])
    #expect(list.loader.state == .notLoading)
  }

  @Test func aScrollWithinThePrefetchDistanceRequestsTheNextPage() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.scroll(toShowRow: 27)
    #expect(list.loader.state == .loading)
    #expect(list.events == [.didStartPage(.prefetch)])
  }

  @Test func aFirstPageShorterThanTheListRequestsTheNextAtOnce() async throws {
    let list = try PagedList(pageSize: 5)
    await list.answerFirstPage()
    #expect(list.loader.state == .loading)
    #expect(list.events == [.didStartPage(.prefetch)])
  }

  @Test func loadNextPageRequestsWithoutAScroll() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    #expect(list.loader.loadNextPage() != nil)
    #expect(list.loader.state == .loading)
    #expect(list.events == [.didStartPage(.request)])
  }

  @Test func oneRequestAtATimeWhateverTheScrolls() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    for row in 25..<30 { list.scroll(toShowRow: row) }
    #expect(list.loader.loadNextPage() == nil)
    #expect(list.events == [.didStartPage(.prefetch)])
  }

  @Test func aPageIsAppendedAfterTheRows() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.scroll(toShowRow: 29)
    await list.answerPage(1)
    #expect(list.rows == list.gate.rows(0) + list.gate.rows(1))
    #expect(list.placements == [.replacingContent, .appendingToContent])
    #expect(list.table.numberOfRows(inSection: 0) == 60)
    #expect(list.loader.state == .notLoading)
    #expect(list.events == [.didStartPage(.prefetch), .didEndPage(.prefetch, .succeeded)])
  }

  @Test func aNegativePrefetchDistanceIsReportedAndTakenAsZero() async throws {
    let list = try PagedList(pageSize: 30)
    list.loader.prefetchDistance = -3
    #expect(list.loader.prefetchDistance == 0)
    #expect(list.diagnostics.entries.count == 1)
  }
}

// MARK: Failure, retry and the end

extension PagedLoaderTests {
  @Test func aFailedPageKeepsTheRowsAndNeverShowsTheFailurePlaceholder() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.failPage(1)
    #expect(list.loader.state == .failed(PagedList.Offline()))
    #expect(list.table.emptyState.phase == .loaded)
    #expect(list.table.emptyState.shownPlaceholder == nil)
    #expect(list.rows.count == 30)
    #expect(list.events.last == .didEndPage(.request, .failed))
  }

  @Test func aFailedPageLeavesNoRequestRunning() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.failPage(1)
    #expect(list.loader.pageTask == nil)
    #expect(list.table.emptyState.pageRequests.isEmpty)
  }

  @Test func aCancelledPageLeavesNoRequestRunning() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    let task = list.loader.loadNextPage()
    task?.cancel()
    list.gate.answer(1)
    await task?.value
    #expect(list.loader.state == .notLoading)
    #expect(list.loader.pageTask == nil)
    #expect(list.table.emptyState.pageRequests.isEmpty)
  }

  @Test func aScrollAfterAFailureWaitsForRetry() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.failPage(1)
    list.scroll(toShowRow: 29)
    #expect(list.gate.requests == [0, 1])
  }

  @Test func retryRequestsTheFailedPageAgain() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.failPage(1)
    #expect(list.loader.retryPage() != nil)
    await list.answerPage(1)
    #expect(list.gate.requests == [0, 1, 1])
    #expect(list.rows.count == 60)
    #expect(list.events.suffix(2) == [.didStartPage(.retry), .didEndPage(.retry, .succeeded)])
  }

  @Test func nothingIsRequestedAfterTheEnd() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.answerPage(1, next: .some(nil))
    list.scroll(toShowRow: 59)
    #expect(list.loader.loadNextPage() == nil)
    #expect(list.loader.state == .endReached)
    #expect(list.gate.requests == [0, 1])
    #expect(list.events.last == .didEndPage(.request, .reachedEnd))
  }

  @Test func aRepeatedCursorIsReportedAndStopsThePages() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.answerPage(1, next: 0)
    #expect(list.loader.state == .failed(PageLoadingError.repeatedCursor("0")))
    #expect(list.diagnostics.entries.count == 1)
    #expect(list.loader.loadNextPage() == nil)
    #expect(list.loader.retryPage() == nil)
    #expect(list.events.last == .didEndPage(.request, .repeatedCursor))
  }
}

// MARK: Refresh and release

extension PagedLoaderTests {
  @Test func aRefreshSupersedesThePageInFlight() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    let stalePage = list.loader.pageTask
    list.table.emptyState.refresh()
    await stalePage?.value
    #expect(list.gate.cancelled == [1])
    #expect(list.events.last == .didEndPage(.request, .superseded))
    await list.answerFirstPage()
    #expect(list.rows == list.gate.rows(0))
    #expect(list.loader.state == .notLoading)
  }

  @Test func aScrollToTheEndDuringARefreshRequestsNoPage() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.table.emptyState.refresh()
    list.scroll(toShowRow: 29)
    #expect(!list.gate.requests.contains(1))
    #expect(list.loader.state == .notLoading)
    #expect(list.events.isEmpty)
  }

  /// Whether the task was cancelled each time a page's end was heard, the page answered by
  /// `answer`.
  static func cancellationsHeard(
    answering answer: (PagedList) async -> Void
  ) async throws -> [Bool] {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    var heardCancelled: [Bool] = []
    let token = list.loader.onEvent { _, event in
      guard case .didEndPage = event else { return }
      heardCancelled.append(Task.isCancelled)
    }
    list.loader.loadNextPage()
    await answer(list)
    token.cancel()
    return heardCancelled
  }

  @Test func aFailedPagesEndIsHeardOutsideACancelledTask() async throws {
    #expect(try await Self.cancellationsHeard { await $0.failPage(1) } == [false])
  }

  @Test func anAnsweredPagesEndIsHeardOutsideACancelledTask() async throws {
    #expect(try await Self.cancellationsHeard { await $0.answerPage(1) } == [false])
  }

  @Test func aPageAnsweredAfterARefreshIsNotApplied() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    list.table.emptyState.refresh()
    list.gate.answer(1)  // too late: the request was cancelled by the refresh
    await list.answerFirstPage()
    #expect(list.rows == list.gate.rows(0))
    #expect(list.placements == [.replacingContent, .replacingContent])
  }

  @Test func aListReleasedMidPageIsFreedAndItsRequestCancelled() async throws {
    weak var weakTable: TableView?
    weak var weakPages: PagedLoader<TableView, Int, [Int]>?
    let gate = PageGate(pageSize: 30)
    var pageTask: Task<Void, Never>?
    do {
      let source = SectionsSource([0])
      let table = Fixtures.table(source)
      table.emptyState.clock = TestClock()
      let pages = table.loadPages(startingAt: 0) {
        try await gate.page($0)
      } apply: {
        table, items, _ in
        source.sections = [source.sections[0] + items.count]
        table.reloadData()
      }
      let firstPage = table.emptyState.loadTask
      gate.answer(0)
      await firstPage?.value
      pageTask = pages.loadNextPage()
      weakTable = table
      weakPages = pages
    }
    #expect(weakTable == nil)
    #expect(weakPages == nil)
    await pageTask?.value
    #expect(gate.cancelled == [1])
  }
}

// MARK: Lists without placeholders

extension PagedLoaderTests {
  @Test func aRefreshSupersedesThePageInFlightOnAListWithoutPlaceholders() async throws {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.emptyState.clock = TestClock()
    let gate = PageGate(pageSize: 30)
    var placements: [PagePlacement] = []
    let pages = table.loadPages(startingAt: 0) {
      try await gate.page($0)
    } apply: {
      table, items, placement in
      placements.append(placement)
      source.sections = [placement == .replacingContent ? items.count : source.sections[0] + 30]
      table.reloadData()
    }
    let firstPage = table.emptyState.loadTask
    gate.answer(0)
    await firstPage?.value
    let stalePage = pages.loadNextPage()
    table.emptyState.refresh()
    gate.answer(1)
    await stalePage?.value
    #expect(placements == [.replacingContent])
    #expect(pages.state == .notLoading)
  }
}

// MARK: Collections

extension PagedLoaderTests {
  @Test func aCollectionScrolledToItsEndRequestsTheNextPage() async throws {
    let source = SectionsSource([0])
    let collection = Fixtures.collection(source)
    collection.emptyState.clock = TestClock()
    let gate = PageGate(pageSize: 120)
    let pages = collection.loadPages(startingAt: 0) {
      try await gate.page($0)
    } apply: {
      collection, items, _ in
      source.sections = [source.sections[0] + items.count]
      collection.reloadData()
    }
    let firstPage = collection.emptyState.loadTask
    gate.answer(0)
    await firstPage?.value
    #expect(pages.state == .notLoading)
    collection.contentOffset = ViewPoint(x: 0, y: collection.contentHeight / 2)
    #expect(pages.state == .notLoading)
    collection.contentOffset = ViewPoint(
      x: 0, y: collection.contentHeight - collection.bounds.height)
    #expect(pages.state == .loading)
  }
}

// MARK: The first page's start

extension PagedLoaderTests {
  @Test func theEmptyPlaceholderNeverShowsDuringTheFirstPagesShowDelay() async throws {
    let list = try PagedList()
    #expect(list.table.emptyState.shownPlaceholder == nil)
    await list.clock.advance(by: .milliseconds(249))
    #expect(list.table.emptyState.shownPlaceholder == nil)
  }

  @Test func aCancelledFirstPagePutsBackNotLoaded() async throws {
    let list = try PagedList()
    list.table.emptyState.cancelLoading()
    #expect(list.table.emptyState.phase == .notLoaded)
    #expect(list.table.emptyState.shownPlaceholder == nil)
  }
}

// MARK: A cancelled refresh

extension PagedLoaderTests {
  @Test func aRefreshCancelledWhileAPageLoadsLetsThatPageBeRequestedAgain() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    let superseded = list.loader.pageTask
    list.table.emptyState.refresh()
    list.table.emptyState.cancelLoading()
    await superseded?.value
    #expect(list.loader.state == .notLoading)
    #expect(list.loader.loadNextPage() != nil)
    await list.answerPage(1)
    #expect(list.gate.requests.filter { $0 == 1 }.count == 2)
    #expect(list.rows == list.gate.rows(0) + list.gate.rows(1))
  }

  @Test func aRefreshStartedAsACancelledRefreshPutsItsPhaseBackKeepsThePagesWaiting() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.table.emptyState.refresh()
    var refreshed = false
    let token = list.table.onEmptyStateEvent { table, event in
      guard event == .didChangePhase(.loaded), !refreshed else { return }
      refreshed = true
      table.emptyState.refresh()
    }
    list.table.emptyState.cancelLoading()
    #expect(list.table.emptyState.isLoading)
    #expect(list.loader.loadNextPage() == nil)  // the pages wait for the new first page
    withExtendedLifetime(token) {}
  }

  @Test func aRefreshCancelledAfterTheEndKeepsTheEnd() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.answerPage(1, next: .some(nil))
    list.table.emptyState.refresh()
    list.table.emptyState.cancelLoading()
    #expect(list.loader.state == .endReached)
    #expect(list.loader.loadNextPage() == nil)
  }

  @Test func aRefreshCancelledAfterAFailedPageOffersRetryAgain() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.failPage(1)
    list.table.emptyState.refresh()
    list.table.emptyState.cancelLoading()
    #expect(list.loader.state == .failed(PagedList.Offline()))
    #expect(list.loader.retryPage() != nil)
  }

  @Test func aCancelledFirstPageOfANewPageLoaderPutsBackNoPage() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    let gate = list.gate
    list.table.loadPages(startingAt: 0) {
      try await gate.page($0)
    } apply: { _, _, _ in
    }
    list.table.emptyState.cancelLoading()
    #expect(list.loader.loadNextPage() == nil)
    #expect(gate.requests.allSatisfy { $0 == 0 })
  }
}

// MARK: A loader kept after its list

extension PagedLoaderTests {
  /// A loader whose table was freed after its first page of 30 rows (and, with `failing`, a
  /// failed page 1); the gate already holds page 1's answer.
  func loaderOfAFreedTable(
    gate: PageGate, failing: Bool = false
  ) async -> PagedLoader<TableView, Int, [Int]> {
    weak var weakTable: TableView?
    let pages: PagedLoader<TableView, Int, [Int]>
    do {
      let source = SectionsSource([0])
      let table = Fixtures.table(source)
      table.emptyState.clock = TestClock()
      pages = table.loadPages(startingAt: 0) {
        try await gate.page($0)
      } apply: {
        table, items, _ in
        source.sections = [source.sections[0] + items.count]
        table.reloadData()
      }
      let firstPage = table.emptyState.loadTask
      gate.answer(0)
      await firstPage?.value
      if failing {
        let failed = pages.loadNextPage()
        gate.fail(1, with: PagedList.Offline())
        await failed?.value
      }
      weakTable = table
    }
    #expect(weakTable == nil)
    gate.answer(1)
    return pages
  }

  @Test func loadNextPageAfterTheListIsFreedCallsNoLoader() async throws {
    let gate = PageGate(pageSize: 30)
    let pages = await loaderOfAFreedTable(gate: gate)
    let task = pages.loadNextPage()
    await task?.value
    #expect(task == nil)
    #expect(gate.requests == [0])
  }

  @Test func retryPageAfterTheListIsFreedCallsNoLoader() async throws {
    let gate = PageGate(pageSize: 30)
    let pages = await loaderOfAFreedTable(gate: gate, failing: true)
    let task = pages.retryPage()
    await task?.value
    #expect(task == nil)
    #expect(gate.requests == [0, 1])
  }
}

// MARK: Cursors that cannot be checked

extension PagedLoaderTests {
  /// A table loaded a row a page from `first`, each page answering `next`.
  func tablePaged<Cursor: Hashable & Sendable>(
    from first: Cursor, next: Cursor, diagnostics: DiagnosticLog
  ) async -> (TableView, PagedLoader<TableView, Cursor, Int>) {
    let source = SectionsSource([0])
    let table = Fixtures.table(source, diagnostics: diagnostics)
    table.emptyState.clock = TestClock()
    let pages = table.loadPages(startingAt: first) { _ in
      LoadedPage(items: 1, next: next)
    } apply: { table, rows, _ in
      source.sections = [source.sections[0] + rows]
      table.reloadData()
    }
    await table.emptyState.loadTask?.value
    return (table, pages)
  }

  @Test func aCursorNotEqualToItselfIsReportedAndStopsThePages() async throws {
    let log = DiagnosticLog()
    let (table, pages) = await tablePaged(from: 0.0, next: Double.nan, diagnostics: log)
    #expect(pages.state == .failed(PageLoadingError.cursorNotEqualToItself("nan")))
    #expect(log.entries.count == 1)
    #expect(pages.loadNextPage() == nil)
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  @Test func aHugeRepeatedCursorIsNamedInABoundedDiagnostic() async throws {
    let log = DiagnosticLog()
    let huge = String(repeating: "x", count: 4 << 20)
    let (_, pages) = await tablePaged(from: huge, next: huge, diagnostics: log)
    let named = String(repeating: "x", count: 100) + "… (4194204 more bytes)"
    // Compared as a flag and as sizes: a failure must not print the cursor.
    let stoppedNamingItsStart = pages.state == .failed(PageLoadingError.repeatedCursor(named))
    #expect(stoppedNamingItsStart)
    #expect(log.entries.map { "\($0)".utf8.count < 1_000 } == [true])
  }
}

// MARK: Rows that call back when they go

/// A row whose deinit runs `gone`, as an app's object that reads the loader when freed.
private final class RowThatReadsTheLoader: Sendable {
  let gone: @Sendable () -> Void

  init(gone: @escaping @Sendable () -> Void) {
    self.gone = gone
  }

  deinit {
    gone()
  }
}

extension PagedLoaderTests {
  @Test func heldRowsARefreshDropsAreFreedOutsideTheMachine() async throws {
    let table = Fixtures.table(SectionsSource([3]))
    let clock = TestClock()
    table.emptyState.clock = clock
    let pages = TestLoader<LoadedPage<[RowThatReadsTheLoader], Int>>()
    let states = StatesRead()
    let loader = table.loadPages(startingAt: 0) { _ in
      try await pages.value()
    } apply: {
      _, _, _ in
    }
    pages.succeed(LoadedPage(items: [], next: 1))
    await table.emptyState.settle()
    loader.loadNextPage()
    await clock.advance(by: .milliseconds(250))  // the spinner shows for its minimum display
    let task = loader.pageTask
    // The answer is the row's one owner: no reference to it stays here.
    pages.succeed(
      LoadedPage(
        items: [
          RowThatReadsTheLoader { [weak loader] in
            MainActor.assumeIsolated { states.values.append(loader?.state) }
          }
        ], next: 2))
    await task?.value  // held: the spinner has shown for less than its minimum display
    #expect(states.values.isEmpty)
    table.emptyState.refresh()  // supersedes the page: its held rows go
    #expect(states.values.count == 1)
  }
}

/// The states the rows read when they went.
@MainActor
private final class StatesRead {
  var values: [PageLoadState?] = []
}
