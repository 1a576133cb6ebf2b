import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Pages on a collection: the same loader as a table's, the strip after the last section's
/// items (where a UIKit app puts its last section's footer), and the nearness to the end
/// measured in rows of items.
@Suite @MainActor struct CollectionPagingTests {
  /// A collection loaded a page of `pageSize` items at a time from `gate`, on `clock`; the
  /// default page is long enough (25 rows of 4) that its end is not near at first.
  @MainActor
  final class PagedCollection {
    let collection: CollectionView
    let source = SectionsSource([0])
    let gate: PageGate
    let clock = TestClock()
    private(set) weak var pages: PagedLoader<CollectionView, Int, [Int]>?
    private var items: [Int] = []

    init(pageSize: Int = 100) {
      collection = Fixtures.collection(source)
      gate = PageGate(pageSize: pageSize)
      collection.emptyState.clock = clock
      collection.emptyState.configuration.empty = EmptyStatePlaceholder(
        label: .title("No photos"))
      let gate = self.gate
      pages = collection.loadPages(startingAt: 0) { cursor in
        try await gate.page(cursor)
      } apply: { [unowned self] collection, page, placement in
        if placement == .replacingContent { items = [] }
        items += page
        source.sections = [items.count]
        collection.reloadData()
      }
    }

    var loader: PagedLoader<CollectionView, Int, [Int]> {
      guard let pages else { preconditionFailure("the collection was released") }
      return pages
    }

    /// Answers the first page and waits until it is applied.
    func answerFirstPage() async {
      let task = collection.emptyState.loadTask
      gate.answer(0)
      await task?.value
    }

    /// Scrolls to the end of the content.
    func scrollToEnd() {
      let end = collection.contentSize.height - collection.bounds.height
      collection.contentOffset = ViewPoint(x: 0, y: max(0, end))
    }
  }

  @Test func scrollingToTheEndOfACollectionRequestsTheNextPage() async {
    let paged = PagedCollection()
    await paged.answerFirstPage()
    #expect(paged.loader.state == .notLoading)
    paged.scrollToEnd()
    #expect(paged.loader.state == .loading)
  }

  @Test func theStripOfALoadingPageFollowsTheLastItem() async throws {
    let paged = PagedCollection()
    await paged.answerFirstPage()
    paged.scrollToEnd()
    await paged.clock.advance(by: .milliseconds(250))  // the list's show delay
    let footer = try #require(paged.collection.footerView)
    let last = try #require(paged.collection.frameForItem(at: ListIndexPath(item: 99, section: 0)))
    #expect(!footer.isHidden)
    #expect(footer.frame.minY >= last.maxY)
    #expect(footer.subviews.contains { $0 is ActivityIndicatorNode })
  }

  @Test func aPageAppendsItsItemsToTheCollection() async {
    let paged = PagedCollection()
    await paged.answerFirstPage()
    paged.scrollToEnd()
    let task = paged.loader.pageTask
    paged.gate.answer(1)
    await task?.value
    #expect(paged.collection.numberOfItems(inSection: 0) == 200)
    #expect(paged.loader.state == .notLoading)
    #expect(paged.collection.footerView?.isHidden == true)
  }

  @Test func aFailedPageShowsRetryInTheCollectionsStrip() async throws {
    let paged = PagedCollection()
    await paged.answerFirstPage()
    paged.scrollToEnd()
    let task = paged.loader.pageTask
    paged.gate.fail(1, with: PagedList.Offline())
    await task?.value
    let footer = try #require(paged.collection.footerView)
    #expect(!footer.isHidden)
    #expect(footer.subviews.contains { $0 is ButtonNode })
    #expect(paged.collection.emptyState.phase.kind == .loaded)
  }
}

// MARK: Huge and many sections

extension CollectionPagingTests {
  /// A paged collection whose first page makes two sections of `Int.max` items, and whose
  /// second page is the last.
  func hugeCollection() async -> (CollectionView, PagedLoader<CollectionView, Int, [Int]>) {
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
    return (collection, pages)
  }

  @Test func aCollectionOfHugeSectionsTakesItsFirstPageWithoutOverflow() async {
    let (collection, pages) = await hugeCollection()
    #expect(collection.numberOfItems(inSection: 1) == Int.max)
    #expect(pages.state == .notLoading)
  }

  @Test func aCollectionOfHugeSectionsScrolledToItsEndRequestsTheNextPage() async {
    let (collection, pages) = await hugeCollection()
    collection.contentOffset = ViewPoint(
      x: 0, y: collection.contentHeight - collection.bounds.height)
    #expect(pages.state == .loading)
  }

  /// The sections whose counts three scroll steps far from the end read, on a paged collection
  /// of `sections` one-item sections.
  func sectionsCountedByThreeScrollSteps(sections: Int) async -> Int {
    let source = SectionsSource([0])
    let collection = Fixtures.collection(source)
    collection.emptyState.clock = TestClock()
    let pages = collection.loadPages(startingAt: 0) { cursor in
      LoadedPage(items: sections, next: cursor + 1)
    } apply: { collection, count, _ in
      source.sections = Array(repeating: 1, count: count)
      collection.reloadData()
    }
    await collection.emptyState.loadTask?.value
    let before = pages.sectionsCounted
    for step in 1...3 { collection.contentOffset = ViewPoint(x: 0, y: Double(step) * 100) }
    #expect(pages.state == .notLoading)
    return pages.sectionsCounted - before
  }

  @Test func theWorkOfAScrollStepDoesNotGrowWithTheNumberOfSections() async {
    let few = await sectionsCountedByThreeScrollSteps(sections: 100)
    let many = await sectionsCountedByThreeScrollSteps(sections: 1_000_000)
    #expect(many == few)
  }
}
