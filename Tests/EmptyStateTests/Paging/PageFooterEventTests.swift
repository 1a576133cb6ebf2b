import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// An app hears each change of what the footer shows (``PageEvent/footerStateChanged(_:)``),
/// whatever made it, once, in order with the page events.
///
/// The list's loading timing is the default (250 ms of show delay, 500 ms of minimum display)
/// unless a test sets the footer's timing.
@Suite @MainActor struct PageFooterEventTests {
  /// A list whose first page (30 rows) is applied and whose page 1 was requested.
  func listLoadingPageOne(
    timing: EmptyStateOptions.LoadingTiming? = nil
  ) async throws -> PagedList {
    let list = try PagedList()
    list.loader.footerTiming = timing
    await list.answerFirstPage()
    list.loader.loadNextPage()
    return list
  }
}

// MARK: Changes on a timer

extension PageFooterEventTests {
  @Test func theSpinnerShownWhenItsShowDelayEndsIsReportedOnce() async throws {
    let list = try PagedList()
    list.loader.footer = nil  // the app draws its own footer
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.advance(by: 249)
    #expect(list.footerChanges == [])
    await list.advance(by: 1)
    #expect(list.footerChanges == [.loading])
    await list.advance(by: 1_000)  // the minimum display ends: the footer still shows loading
    #expect(list.footerChanges == [.loading])
  }

  @Test func aHeldPageIsReportedWhenTheMinimumDisplayEnds() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 350)
    await list.answerPage(1)
    #expect(list.footerChanges == [.loading])
    await list.advance(by: 400)
    #expect(list.footerChanges == [.loading, .notLoading])
    #expect(
      list.allEvents == [
        .didStartPage(.request), .footerStateChanged(.loading),
        .footerStateChanged(.notLoading), .didEndPage(.request, .succeeded),
      ])
  }
}

// MARK: No change, no report

extension PageFooterEventTests {
  @Test func aPageAnsweredWithinTheShowDelayReportsNoChange() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 200)
    await list.answerPage(1)
    await list.advance(by: 1_000)
    #expect(list.footerChanges == [])
    #expect(list.allEvents == [.didStartPage(.request), .didEndPage(.request, .succeeded)])
  }

  @Test func aRetryFailingAgainWithinItsShowDelayReportsNoChange() async throws {
    let list = try await listLoadingPageOne()
    await list.failPage(1)
    #expect(list.footerChanges == [.failed(PagedList.Offline())])
    list.loader.retryPage()
    await list.advance(by: 100)
    await list.failPage(1)
    #expect(list.footerChanges == [.failed(PagedList.Offline())])
    #expect(list.events.last == .didEndPage(.retry, .failed))
  }
}

// MARK: Order with the page events

extension PageFooterEventTests {
  @Test func withoutAShowDelayTheFooterChangeComesBeforeEachPageEvent() async throws {
    let list = try await listLoadingPageOne(timing: .immediate)
    #expect(list.allEvents == [.footerStateChanged(.loading), .didStartPage(.request)])
    await list.answerPage(1, next: .some(nil))
    #expect(
      list.allEvents.suffix(2) == [
        .footerStateChanged(.endReached), .didEndPage(.request, .reachedEnd),
      ])
  }

  @Test func aRefreshReportsTheFooterBeforeTheSupersededPage() async throws {
    let list = try await listLoadingPageOne(timing: .immediate)
    list.table.emptyState.refresh()
    #expect(
      list.allEvents == [
        .footerStateChanged(.loading), .didStartPage(.request),
        .footerStateChanged(.notLoading), .didEndPage(.request, .superseded),
      ])
  }

  @Test func aCancelledPageReportsTheFooterBeforeItsEnd() async throws {
    let list = try await listLoadingPageOne(timing: .immediate)
    await list.failPage(1, with: CancellationError())
    #expect(
      list.allEvents.suffix(2) == [
        .footerStateChanged(.notLoading), .didEndPage(.request, .cancelled),
      ])
  }
}

// MARK: Handlers that call back

extension PageFooterEventTests {
  @Test func aHandlerThatRetriesOnTheFailureKeepsEveryListenerInOrder() async throws {
    let list = try await listLoadingPageOne(timing: .immediate)
    let loader = list.loader
    let retrying = loader.onEvent { _, event in
      guard case .footerStateChanged(.failed) = event else { return }
      loader.retryPage()
    }
    var heard: [PageEvent] = []
    let hearing = loader.onEvent { _, event in heard.append(event) }
    await list.failPage(1)
    #expect(
      heard == [
        .footerStateChanged(.failed(PagedList.Offline())), .didEndPage(.request, .failed),
        .footerStateChanged(.loading), .didStartPage(.retry),
      ])
    #expect(loader.state == .loading)
    #expect(loader.footerState == .loading)
    #expect(list.strip == "spinner")
    #expect(loader.pageTask != nil)  // the retry's request runs
    _ = (retrying, hearing)
  }

  @Test func aHandlerThatRefreshesOnTheSpinnerLeavesNoPageOrTimer() async throws {
    let list = try await listLoadingPageOne()
    let table = list.table
    let refreshing = list.loader.onEvent { _, event in
      guard event == .footerStateChanged(.loading) else { return }
      table.emptyState.refresh()
    }
    var heard: [PageEvent] = []
    let hearing = list.loader.onEvent { _, event in heard.append(event) }
    await list.advance(by: 250)
    #expect(
      heard == [
        .footerStateChanged(.loading), .footerStateChanged(.notLoading),
        .didEndPage(.request, .superseded),
      ])
    #expect(list.loader.state == .notLoading)
    #expect(list.loader.pageTask == nil)
    #expect(list.strip == "nothing")
    await list.advance(by: 1_000)  // no timer of the superseded page is left to fire
    #expect(heard.count == 3)
    _ = (refreshing, hearing)
  }

  @Test func aHandlerThatCallsBackOnEveryEventSettlesWithoutARunaway() async throws {
    let list = try await listLoadingPageOne(timing: .immediate)
    let loader = list.loader
    let table = list.table
    var calls = 0
    let callingBack = loader.onEvent { _, _ in
      calls += 1
      loader.retryPage()
      loader.loadNextPage()
      table.emptyState.refresh()
    }
    await list.failPage(1)
    // A call back can only start or supersede a request: the events settle by themselves,
    // before the point's bound, which is never reported.
    #expect(
      list.allEvents.suffix(calls) == [
        .footerStateChanged(.failed(PagedList.Offline())), .didEndPage(.request, .failed),
        .footerStateChanged(.loading), .didStartPage(.retry),
        .footerStateChanged(.notLoading), .didEndPage(.retry, .superseded),
      ])
    #expect(list.diagnostics.entries.isEmpty)
    #expect(loader.state == .notLoading)
    #expect(table.emptyState.isLoading)
    _ = callingBack
  }

  @Test func aHandlerThatCancelsThePageOnTheSpinnerEndsItOnce() async throws {
    let list = try PagedList()
    let loader = list.loader
    loader.footerTiming = .immediate
    await list.answerFirstPage()
    let cancelling = loader.onEvent { _, event in
      guard event == .footerStateChanged(.loading) else { return }
      loader.pageTask?.cancel()
    }
    let task = try #require(loader.loadNextPage())
    await task.value
    #expect(
      list.allEvents == [
        .footerStateChanged(.loading), .didStartPage(.request),
        .footerStateChanged(.notLoading), .didEndPage(.request, .cancelled),
      ])
    #expect(loader.state == .notLoading)
    #expect(list.strip == "nothing")
    _ = cancelling
  }
}

// MARK: The end of a page before the next one

extension PageFooterEventTests {
  @Test func aPageThatLeavesTheListShortIsOverWhenItsEndIsHeard() async throws {
    let list = try PagedList(pageSize: 3)
    var statesAtEnds: [PageLoadState] = []
    let token = list.loader.onEvent { [loader = list.loader] _, event in
      guard case .didEndPage = event else { return }
      statesAtEnds.append(loader.state)
    }
    await list.answerFirstPage()  // three rows: page 1 is requested at once
    await list.answerPage(1)  // six rows: still short, so page 2 follows its end
    #expect(statesAtEnds == [.notLoading])
    #expect(list.loader.state == .loading)
    withExtendedLifetime(token) {}
  }
}

// MARK: The first page's end before the next page

extension PageFooterEventTests {
  @Test func aPageTheFirstPageLeavesShortStartsAfterTheFirstLoadEnds() async throws {
    let list = try PagedList(pageSize: 3)
    var heard: [String] = []
    let loadToken = list.table.emptyState.onEvent { _, event in
      guard case .didEndLoad = event else { return }
      heard.append("first page ended")
    }
    let pageToken = list.loader.onEvent { _, event in
      guard case .didStartPage = event else { return }
      heard.append("page started")
    }
    await list.answerFirstPage()  // three rows: page 1 is requested at once
    #expect(heard == ["first page ended", "page started"])
    #expect(list.loader.state == .loading)
    withExtendedLifetime((loadToken, pageToken)) {}
  }
}

extension PageFooterEventTests {
  @Test func aFirstPageThatLeavesTheListShortIsOverWhenItsLoadsEndIsHeard() async throws {
    let list = try PagedList(pageSize: 3)
    var statesAtTheEnd: [PageLoadState] = []
    let token = list.table.emptyState.onEvent { [loader = list.loader] _, event in
      guard case .didEndLoad = event else { return }
      statesAtTheEnd.append(loader.state)
    }
    await list.answerFirstPage()  // three rows: page 1 is requested once the load has ended
    #expect(statesAtTheEnd == [.notLoading])
    #expect(list.loader.state == .loading)
    withExtendedLifetime(token) {}
  }

  @Test func aRunawayAsTheFirstPageIsAppliedStillRequestsThePageAShortListNeeds() async throws {
    let list = try PagedList(pageSize: 3)
    let flip = list.table.emptyState.onEvent { table, event in
      guard case .didChangePhase = event else { return }
      table.emptyState.phase = table.emptyState.phase == .loaded ? .notLoaded : .loaded
    }
    await list.answerFirstPage()  // three rows, in a drain a handler runs away in
    #expect(
      list.diagnostics.entries.contains {
        if case .hook(.runawayReentrancy) = $0 { true } else { false }
      })
    #expect(list.loader.state == .loading)
    withExtendedLifetime(flip) {}
  }
}
