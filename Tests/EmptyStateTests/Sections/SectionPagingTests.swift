import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Section placeholders follow pages as they follow reloads: a page that fills an empty
/// section hides its placeholder, and a refresh that empties the section shows it again.
@Suite @MainActor struct SectionPagingTests {
  /// A table of two sections: two pinned rows, then the results, loaded a page at a time.
  ///
  /// The first page has no results; the second, while ``hasLaterPages``, has three and is the
  /// last.
  @MainActor final class PagedResults {
    let source = SectionsSource([2, 0])
    let table: TableView
    var hasLaterPages = false
    private(set) var results: [Int] = []
    private(set) var events: [SectionPlaceholderEvent] = []
    private var token: HookToken?

    init() {
      table = Fixtures.table(source)
      table.emptyState.clock = TestClock()
      token = table.emptyState.onSectionEvent { [unowned self] _, event in events.append(event) }
      table.emptyState.configuration.sections = SectionPlaceholders { _, section in
        section == 1 ? try? EmptyStatePlaceholder(title: "No results yet") : nil
      }
      _ = table.loadPages(startingAt: 0) { [unowned self] cursor in
        await page(cursor)
      } apply: { [unowned self] table, items, placement in
        if placement == .replacingContent { results = [] }
        results += items
        source.sections = [2, results.count]
        table.reloadData()
      }
    }

    func page(_ cursor: Int) -> LoadedPage<[Int], Int> {
      guard cursor == 0 else { return LoadedPage(items: [1, 2, 3], next: nil) }
      return LoadedPage(items: [], next: hasLaterPages ? 1 : nil)
    }

    var shown: [Int] { table.emptyState.sectionsShowingPlaceholders }
  }
}

extension SectionPagingTests {
  @Test func aFirstPageWithNoResultsShowsTheSectionsPlaceholder() async {
    let list = PagedResults()
    await list.table.emptyState.settle()
    #expect(list.shown == [1])
    #expect(!list.table.emptyState.isShown)
  }

  @Test func aLaterPageThatFillsTheSectionHidesItsPlaceholder() async {
    let list = PagedResults()
    list.hasLaterPages = true
    await list.table.emptyState.settle()
    #expect(list.results == [1, 2, 3])
    #expect(list.shown.isEmpty)
    #expect(list.table.sectionView(forSection: 1) == nil)
    #expect(list.events.map(\.event) == [.willAppear, .didAppear, .willDisappear, .didDisappear])
  }

  @Test func aRefreshThatEmptiesTheSectionShowsItAgain() async {
    let list = PagedResults()
    list.hasLaterPages = true
    await list.table.emptyState.settle()
    list.hasLaterPages = false
    _ = list.table.emptyState.refresh()
    await list.table.emptyState.settle()
    #expect(list.results.isEmpty)
    #expect(list.shown == [1])
  }
}
