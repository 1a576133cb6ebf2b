import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A failed load of the first page stops the later pages until a first page is applied, as a
/// failed refresh does in Android Paging: a retry of it that is cancelled puts back that stop,
/// never the pages from before the failed refresh, whatever state the refresh started in.
@Suite @MainActor struct FailedRefreshTests {
  /// The state of the later pages when the refresh starts, and the steps that reach it.
  enum PagesWhenTheRefreshStarts: String, CaseIterable, CustomTestStringConvertible {
    /// The first page's load still runs: no page was ever applied.
    case waitingForTheFirstPage
    /// The first page was applied; page 1 is the next to request.
    case notLoading
    /// Page 1 loads, within the footer's show delay.
    case loadingWithinTheShowDelay
    /// Page 1 loads, the footer's spinner shown.
    case loadingWithTheSpinnerShown
    /// Page 1 answered while the spinner is younger than its minimum display: held.
    case answerHeld
    /// Page 1 failed: Retry offered.
    case failed
    /// Page 1 was the last.
    case endReached
    /// The first page gave back its own cursor: the pages stopped.
    case stoppedByARepeatedCursor

    var testDescription: String { rawValue }

    /// Brings `list`, whose first page is requested, to this state.
    @MainActor func reach(in list: PagedList) async {
      switch self {
      case .waitingForTheFirstPage:
        return
      case .stoppedByARepeatedCursor:
        return await list.answerFirstPage(next: .some(0))
      default:
        await list.answerFirstPage()
      }
      guard self != .notLoading else { return }
      list.loader.loadNextPage()
      switch self {
      case .loadingWithinTheShowDelay:
        #expect(list.loader.footerState == .notLoading)
      case .loadingWithTheSpinnerShown:
        await list.clock.advance(by: .milliseconds(250))
        #expect(list.loader.footerState == .loading)
      case .answerHeld:
        await list.clock.advance(by: .milliseconds(250))
        await list.answerPage(1)
        #expect(list.loader.state == .loading && list.rows == list.gate.rows(0))
      case .failed:
        await list.failPage(1)
      case .endReached:
        await list.answerPage(1, next: .some(nil))
      default:
        break
      }
    }
  }

  /// Refreshes `list` and fails the refresh.
  func failARefresh(of list: PagedList) async {
    let refresh = list.table.emptyState.refresh()
    list.gate.fail(0, with: PagedList.Offline())
    await refresh?.value
  }
}

extension FailedRefreshTests {
  @Test(arguments: PagesWhenTheRefreshStarts.allCases)
  func aCancelledRetryOfAFailedRefreshLeavesThePagesStopped(
    from start: PagesWhenTheRefreshStarts
  ) async throws {
    let list = try PagedList(pageSize: 30)
    await start.reach(in: list)
    await failARefresh(of: list)
    list.table.emptyState.retry()
    list.table.emptyState.cancelLoading()
    #expect(list.table.emptyState.phase == .failed(PagedList.Offline()))
    #expect(list.loader.state == .notLoading)
    #expect(list.loader.footerState == .notLoading)
    #expect(list.loader.loadNextPage() == nil)
    #expect(list.loader.retryPage() == nil)
  }

  @Test func aFailedRefreshStopsThePagesUntilTheNextFirstPage() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    await failARefresh(of: list)
    #expect(list.loader.loadNextPage() == nil)
    let retry = list.table.emptyState.retry()
    list.gate.answer(0)
    await retry?.value
    #expect(list.loader.loadNextPage() != nil)
    await list.answerPage(1)
    #expect(list.rows == list.gate.rows(0) + list.gate.rows(1))
  }
}
