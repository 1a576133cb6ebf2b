import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// The footer's spinner keeps a load's guarantees.
///
/// It appears only after the show delay, stays at least the minimum display, and a page
/// answered sooner is applied, rows and footer together, when that time is up. The list's
/// loading timing is the default: 250 ms of show delay, 500 ms of minimum display.
@Suite @MainActor struct PageFooterTimingTests {
  /// A list whose first page (30 rows) is applied and whose page 1 was requested.
  func listLoadingPageOne() async throws -> PagedList {
    let list = try PagedList()
    await list.answerFirstPage()
    list.loader.loadNextPage()
    return list
  }
}

extension PagedList {
  /// What the strip after the last row shows: its state, told by its subviews.
  var strip: String {
    guard let footer = table.footerView, !footer.isHidden else { return "nothing" }
    if footer.subviews.isEmpty { return "blank" }
    if footer.subviews.contains(where: { $0 is ActivityIndicatorNode }) { return "spinner" }
    if footer.subviews.contains(where: { $0 is ButtonNode }) { return "retry" }
    return "text"
  }

  func advance(by milliseconds: Int) async {
    await clock.advance(by: .milliseconds(milliseconds))
  }
}

// MARK: The show delay

extension PageFooterTimingTests {
  @Test func aFastPageNeverShowsTheSpinner() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 200)
    #expect(list.strip == "blank")
    #expect(list.loader.state == .loading)
    #expect(list.loader.footerState == .notLoading)
    await list.answerPage(1)
    #expect(list.rows.count == 60)
    #expect(list.strip == "nothing")
    #expect(list.clock.pendingSleepCount == 0)  // the show delay's timer went with the page
  }

  @Test func duringTheShowDelayTheStripHoldsItsPlaceBelowTheLastRow() async throws {
    let list = try await listLoadingPageOne()
    let footer = try #require(list.table.footerView)
    let lastRow = try #require(list.table.frameForRow(at: ListIndexPath(row: 29, section: 0)))
    #expect(list.strip == "blank")
    #expect(footer.frame.minY == lastRow.maxY)
    #expect(footer.frame.height == 44)
    await list.answerPage(1)
    #expect(list.strip == "nothing")
    #expect(footer.frame.height == 0)
  }

  @Test func aSlowPageShowsTheSpinnerWhenTheShowDelayEnds() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 249)
    #expect(list.strip == "blank")
    await list.advance(by: 1)
    #expect(list.strip == "spinner")
    #expect(list.loader.footerState == .loading)
  }

  @Test func aFailureWithinTheShowDelayShowsRetryAtOnce() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 100)
    await list.failPage(1)
    #expect(list.strip == "retry")
    #expect(list.loader.state == .failed(PagedList.Offline()))
  }

  @Test func aRetryKeepsRetryShownDuringItsShowDelay() async throws {
    let list = try await listLoadingPageOne()
    await list.failPage(1)
    list.loader.retryPage()
    #expect(list.loader.state == .loading)
    #expect(list.strip == "retry")
    await list.advance(by: 250)
    #expect(list.strip == "spinner")
  }
}

// MARK: The minimum display

extension PageFooterTimingTests {
  @Test func aPageAnsweredWhileTheSpinnerIsYoungWaitsForTheMinimumDisplay() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 350)  // shown at 250 ms, for 100 ms
    await list.answerPage(1)
    #expect(list.rows.count == 30)
    #expect(list.strip == "spinner")
    #expect(list.loader.state == .loading)
    await list.advance(by: 399)
    #expect(list.rows.count == 30)
    #expect(list.events == [.didStartPage(.request)])
    await list.advance(by: 1)
    #expect(list.rows.count == 60)
    #expect(list.strip == "nothing")
    #expect(list.loader.state == .notLoading)
    #expect(list.events == [.didStartPage(.request), .didEndPage(.request, .succeeded)])
  }

  @Test func aPageAnsweredAfterTheMinimumDisplayIsAppliedAtOnce() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 750)
    #expect(list.strip == "spinner")
    await list.answerPage(1)
    #expect(list.rows.count == 60)
    #expect(list.strip == "nothing")
  }

  @Test func aFailureWhileTheSpinnerIsYoungShowsRetryAfterTheMinimumDisplay() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 300)
    await list.failPage(1)
    #expect(list.strip == "spinner")
    #expect(list.loader.state == .loading)
    await list.advance(by: 450)
    #expect(list.strip == "retry")
    #expect(list.loader.state == .failed(PagedList.Offline()))
    #expect(list.events.last == .didEndPage(.request, .failed))
  }

  @Test func aCancelledPageEndsItsSpinnerAtOnce() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 300)
    await list.failPage(1, with: CancellationError())
    #expect(list.strip == "nothing")
    #expect(list.loader.state == .notLoading)
    #expect(list.clock.pendingSleepCount == 0)
  }
}

// MARK: Refresh, release and the clock

extension PageFooterTimingTests {
  @Test func aRefreshDuringTheShowDelayCancelsItsTimer() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 100)
    list.table.emptyState.refresh()
    await list.advance(by: 1_000)
    #expect(list.strip == "nothing")
    #expect(list.loader.footerState == .notLoading)
    #expect(list.events == [.didStartPage(.request), .didEndPage(.request, .superseded)])
  }

  @Test func aRefreshDropsAHeldPage() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 300)
    await list.answerPage(1)  // held until 750 ms
    list.table.emptyState.refresh()
    #expect(list.strip == "nothing")
    await list.advance(by: 1_000)
    #expect(list.placements == [.replacingContent])
    #expect(list.events == [.didStartPage(.request), .didEndPage(.request, .superseded)])
  }

  @Test func aListReleasedWhileItsPageIsHeldIsFreedWithItsTimers() async throws {
    weak var weakTable: TableView?
    weak var weakPages: PagedLoader<TableView, Int, [Int]>?
    let clock = TestClock()
    do {
      let list = try PagedList()
      list.table.emptyState.clock = clock
      await list.answerFirstPage()
      list.loader.loadNextPage()
      await clock.advance(by: .milliseconds(300))
      await list.answerPage(1)  // held until 750 ms
      #expect(clock.pendingSleepCount == 1)
      weakTable = list.table
      weakPages = list.loader
    }
    #expect(weakTable == nil)
    #expect(weakPages == nil)
    #expect(clock.pendingSleepCount == 0)  // the held page's timer went with the list
  }

  @Test func aClockReplacedDuringTheShowDelayKeepsTheTimeLeft() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 100)
    let clock = TestClock(now: list.clock.now)
    list.table.emptyState.clock = clock
    await clock.advance(by: .milliseconds(149))
    #expect(list.strip == "blank")
    await clock.advance(by: .milliseconds(1))
    #expect(list.strip == "spinner")
  }

  @Test func aClockReplacedWhileAPageIsHeldKeepsTheTimeLeft() async throws {
    let list = try await listLoadingPageOne()
    await list.advance(by: 300)
    await list.answerPage(1)  // held until 750 ms
    let clock = TestClock(now: list.clock.now)
    list.table.emptyState.clock = clock
    await clock.advance(by: .milliseconds(449))
    #expect(list.rows.count == 30)
    await clock.advance(by: .milliseconds(1))
    #expect(list.rows.count == 60)
  }
}

// MARK: Where the timing comes from

extension PageFooterTimingTests {
  @Test func theListsLoadingTimingIsTheFootersByDefault() async throws {
    let list = try PagedList()
    list.table.emptyState.configuration.options.loadingTiming = .immediate
    await list.answerFirstPage()
    list.loader.loadNextPage()
    #expect(list.strip == "spinner")
    await list.answerPage(1)
    #expect(list.rows.count == 60)
  }

  @Test func aFooterTimingOfItsOwnOverridesTheLists() async throws {
    let list = try PagedList()
    list.loader.footerTiming = .init(showDelay: .milliseconds(50), minimumDisplay: nil)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.advance(by: 50)
    #expect(list.strip == "spinner")
    await list.answerPage(1)
    #expect(list.rows.count == 60)
  }

  @Test func aFooterTimingBeyondTheMaximumIsReportedAndCut() async throws {
    let list = try PagedList()
    list.loader.footerTiming = .init(showDelay: .seconds(3_600), minimumDisplay: nil)
    #expect(list.diagnostics.entries.count == 1)
    if case .invalidConfiguration = list.diagnostics.entries.first {
    } else {
      Issue.record("\(list.diagnostics.entries)")
    }
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.clock.advance(by: .seconds(60))
    #expect(list.strip == "spinner")
  }
}
