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
      input: "a page loader that returns a cursor not equal to itself (`Double.nan`)",
      outcome:
        "the page's rows applied, `invalidConfiguration` reported, the footer shows `PageLoadingError.cursorNotEqualToItself` without Retry; no page is requested until a refresh",
      check: {
        let scene = BadInputScene([0])
        scene.table.emptyState.clock = TestClock()
        let source = scene.source
        let pages = scene.table.loadPages(startingAt: 0.0) { _ in
          LoadedPage(items: 1, next: Double.nan)
        } apply: { table, rows, _ in
          source.sections = [source.sections[0] + rows]
          table.reloadData()
        }
        await scene.table.emptyState.loadTask?.value
        #expect(scene.table.numberOfRows(inSection: 0) == 1)
        #expect(pages.state == .failed(PageLoadingError.cursorNotEqualToItself("nan")))
        #expect(scene.log.entries.count == 1)
        #expect(pages.loadNextPage() == nil && pages.retryPage() == nil)
      }),
    BadInputCase(
      input: "a page loader that loops on a cursor of 4 MB",
      outcome:
        "reported as a repeated cursor named by its first 100 characters (`PageLoadingError.maximumCursorLength`) and how many bytes were left out",
      check: {
        let scene = BadInputScene([0])
        scene.table.emptyState.clock = TestClock()
        let huge = String(repeating: "x", count: 4 << 20)
        let source = scene.source
        let pages = scene.table.loadPages(startingAt: huge) { _ in
          LoadedPage(items: 1, next: huge)
        } apply: { table, rows, _ in
          source.sections = [rows]
          table.reloadData()
        }
        await scene.table.emptyState.loadTask?.value
        let named = String(repeating: "x", count: 100) + "… (4194204 more bytes)"
        let stoppedNamingItsStart = pages.state == .failed(PageLoadingError.repeatedCursor(named))
        #expect(stoppedNamingItsStart)
        #expect(scene.log.entries.map { "\($0)".utf8.count < 1_000 } == [true])
      }),
    BadInputCase(
      input: "`loadNextPage()` or `retryPage()` on a paged loader whose list was freed",
      outcome: "`nil`; the page loader is not called",
      check: {
        let gate = PageGate(pageSize: 30)
        weak var weakTable: TableView?
        let pages: PagedLoader<TableView, Int, [Int]>
        do {
          let scene = BadInputScene([0])
          scene.table.emptyState.clock = TestClock()
          let source = scene.source
          pages = scene.table.loadPages(startingAt: 0) {
            try await gate.page($0)
          } apply: {
            table, items, _ in
            source.sections = [items.count]
            table.reloadData()
          }
          let firstPage = scene.table.emptyState.loadTask
          gate.answer(0)
          await firstPage?.value
          weakTable = scene.table
        }
        #expect(weakTable == nil)
        gate.answer(1)
        #expect(pages.loadNextPage() == nil && pages.retryPage() == nil)
        #expect(gate.requests == [0])
      }),
    BadInputCase(
      input: "a paged collection whose page makes two sections of `Int.max` items",
      outcome:
        "no overflow: its items are counted as a `Double`; scrolled to its end, it requests the next page",
      check: {
        let source = SectionsSource([0])
        let collection = Fixtures.collection(source)
        collection.emptyState.clock = TestClock()
        let pages = collection.loadPages(startingAt: 0) { cursor in
          LoadedPage(items: [Int.max, Int.max], next: cursor == 0 ? 1 : nil)
        } apply: { collection, sections, _ in
          source.sections = sections
          collection.reloadData()
        }
        await collection.emptyState.loadTask?.value
        #expect(collection.numberOfItems(inSection: 1) == Int.max)
        #expect(pages.state == .notLoading)
        let end = collection.contentHeight - collection.bounds.height
        collection.contentOffset = ViewPoint(x: 0, y: end)
        #expect(pages.state == .loading)
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
