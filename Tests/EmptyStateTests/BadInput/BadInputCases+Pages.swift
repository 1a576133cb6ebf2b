import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

extension BadInputCase {
  /// Page loaders and settings of paged loading that cannot be followed.
  static let pages: [BadInputCase] = [
    BadInputCase(
      input: "a page loader that returns a cursor it was already given",
      outcome:
        "the page's rows applied, `invalidConfiguration` reported, the footer shows `PageLoadingError.repeatedCursor` without Retry; no page is requested until a refresh",
      check: {
        let list = try PagedList(pageSize: 30)
        await list.answerFirstPage()
        list.loader.loadNextPage()
        await list.answerPage(1, next: 1)
        #expect(list.rows.count == 60)
        #expect(list.loader.state == .failed(PageLoadingError.repeatedCursor("1")))
        #expect(list.diagnostics.entries.count == 1)
        #expect(list.loader.loadNextPage() == nil && list.loader.retryPage() == nil)
      }),
    BadInputCase(
      input: "a negative prefetch distance",
      outcome: "taken as 0, `invalidConfiguration` reported",
      check: {
        let list = try PagedList(pageSize: 30)
        list.loader.prefetchDistance = -1
        #expect(list.loader.prefetchDistance == 0 && list.diagnostics.entries.count == 1)
      }),
    BadInputCase(
      input:
        "a page footer show delay or minimum display (`PagedLoader.footerTiming`) of `.seconds(Int64.max)`",
      outcome: "cut to `LoadingTiming.maximumDuration` (a minute), `invalidConfiguration` reported",
      check: {
        let list = try PagedList(pageSize: 30)
        list.loader.footerTiming = .init(showDelay: nil, minimumDisplay: .seconds(Int64.max))
        #expect(list.diagnostics.entries.count == 1)
        await list.answerFirstPage()
        list.loader.loadNextPage()
        await list.clock.advance(by: .milliseconds(100))
        await list.answerPage(1)  // held for the minimum display, cut to a minute
        #expect(list.rows.count == 30)
        await list.clock.advance(by: .seconds(60))
        #expect(list.rows.count == 60)
      }),
    BadInputCase(
      input: "a zero or negative page footer show delay or minimum display",
      outcome: "none: the spinner shows at once, or goes with its page",
      check: {
        let list = try PagedList(pageSize: 30)
        list.loader.footerTiming = .init(showDelay: .zero, minimumDisplay: .seconds(-1))
        await list.answerFirstPage()
        list.loader.loadNextPage()
        #expect(list.loader.footerState == .loading)
        await list.answerPage(1)
        #expect(list.rows.count == 60 && list.loader.footerState == .notLoading)
        #expect(list.diagnostics.entries.isEmpty)
      }),
    BadInputCase(
      input: "a page footer height that is negative, infinite or NaN",
      outcome: "taken as 44",
      check: {
        let list = try PagedList(pageSize: 30)
        await list.answerFirstPage()
        list.loader.footer = PageFooter(height: .nan)
        list.loader.loadNextPage()
        await list.clock.advance(by: .milliseconds(250))  // the spinner's show delay
        #expect(list.table.footerView?.frame.height == 44)
        list.loader.footer = PageFooter(height: -1)
        #expect(list.table.footerView?.frame.height == 44)
      }),
    BadInputCase(
      input: "paged loading on a list with a footer view of its own",
      outcome: "its footer kept, the page footer not shown, `conflictingOptions` reported",
      check: {
        let scene = BadInputScene([0])
        let own = LabelNode(text: "© Orders")
        scene.table.footerView = own
        scene.table.emptyState.clock = TestClock()
        let gate = PageGate()
        scene.table.loadPages(startingAt: 0) {
          try await gate.page($0)
        } apply: { _, _, _ in
        }
        #expect(scene.table.footerView === own && scene.log.entries.count == 1)
      }),
  ]
}
