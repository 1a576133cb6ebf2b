import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing
import VirtualTime

/// The empty state attached to a mirror exactly as to a table: shown and hidden on the host's
/// reloads, updates, batches and on reconciliation; loads, pages, section placeholders,
/// announcements and fades through it; its frame from the host's geometry.
@Suite @MainActor struct MirrorEmptyStateTests {
  static let geometry = MirrorGeometry(size: Fixtures.bounds.size)
}

extension MirrorEmptyStateTests {
  @Test func theOneLineEmptyViewShowsOnAnEmptyHostAndHidesWhenItReloadsWithRows() {
    let host = HostCounts([0])
    let mirror = Fixtures.tableMirror(host)
    mirror.setEmptyView(title: "No orders yet")
    #expect(mirror.emptyState.isShown)
    #expect(mirror.subviews.last === mirror.emptyView)
    host.sections = [2]
    mirror.hostDidReload()
    #expect(!mirror.emptyState.isShown)
    #expect(mirror.emptyView?.superview == nil)
  }

  @Test func rowsInsertedAndDeletedThroughTheDriverHideAndShowThePlaceholder() {
    let host = HostCounts([0])
    let mirror = Fixtures.tableMirror(host)
    mirror.setEmptyView(title: "No orders yet")
    host.sections = [1]
    mirror.hostInsertedItems(at: [ListIndexPath(row: 0, section: 0)])
    #expect(!mirror.emptyState.isShown)
    host.sections = [0]
    mirror.hostDeletedItems(at: [ListIndexPath(row: 0, section: 0)])
    #expect(mirror.emptyState.isShown)
  }

  @Test func aSectionDeletedThroughTheDriverShowsThePlaceholderOnACollectionMirror() {
    let host = HostCounts([3])
    let mirror = Fixtures.collectionMirror(host)
    mirror.setEmptyView(title: "No photos")
    #expect(!mirror.emptyState.isShown)
    host.sections = []
    mirror.hostDeletedSections([0])
    #expect(mirror.emptyState.isShown)
  }

  @Test func aHostsBatchShowsThePlaceholderWhenItEndsNotBefore() {
    let host = HostCounts([2])
    let mirror = Fixtures.tableMirror(host)
    mirror.setEmptyView(title: "No orders yet")
    mirror.hostBeganBatch()
    host.sections = [0]
    mirror.hostDeletedItems(at: [
      ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0),
    ])
    #expect(!mirror.emptyState.isShown)
    mirror.hostEndedBatch()
    #expect(mirror.emptyState.isShown)
  }

  @Test func aChangeThatBypassedTheDriverIsCaughtOnTheNextLayoutAndThePlaceholderFollows() {
    let host = HostCounts([2])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    mirror.setEmptyView(title: "No orders yet")
    host.sections = [0]
    #expect(!mirror.emptyState.isShown)
    mirror.hostDidLayout(Self.geometry)
    #expect(mirror.emptyState.isShown)
    #expect(log.entries == [.hostCountsDiverged(section: 0, expected: 2, found: 0)])
  }

  @Test func thePlaceholderLiesWhereItLiesOnATableWithTheHostsGeometry() throws {
    let geometry = MirrorGeometry(
      size: ViewSize(width: 390, height: 844), contentOffset: ViewPoint(x: 0, y: -91),
      adjustedContentInset: ViewInsets(top: 91, left: 0, bottom: 34, right: 0),
      safeAreaInsets: ViewInsets(top: 47, left: 0, bottom: 34, right: 0), headerHeight: 44,
      footerHeight: 30)
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    mirror.setEmptyView(title: "No orders yet")
    mirror.hostDidLayout(geometry)
    let table = Fixtures.table(SectionsSource([0]))
    table.frame = ViewRect(origin: .zero, size: geometry.size)
    table.contentInset = geometry.adjustedContentInset
    table.safeAreaInsets = geometry.safeAreaInsets
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 44))
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 30))
    table.setEmptyView(title: "No orders yet")
    let mirrored = try #require(mirror.emptyView)
    let headless = try #require(table.emptyView)
    #expect(mirrored.frame == headless.frame)
    #expect(mirrored.titleNode.frame == headless.titleNode.frame)
  }

  @Test func theHostsTraitsReachThePlaceholder() throws {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    mirror.setEmptyView(title: "No orders yet")
    let before = try #require(mirror.emptyView).titleNode.frame
    mirror.hostTraitsDidChange(ViewTraits(textSize: .accessibilityExtraExtraExtraLarge))
    let view = try #require(mirror.emptyView)
    #expect(view.traits.textSize == .accessibilityExtraExtraExtraLarge)
    #expect(view.titleNode.frame.height > before.height)
  }

  @Test func aLoadThroughTheMirrorShowsLoadingThenEmpty() async throws {
    let host = HostCounts([])
    let mirror = Fixtures.tableMirror(host)
    let clock = TestClock()
    mirror.emptyState.clock = clock
    mirror.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
    mirror.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading")
    mirror.emptyState.configuration.options.loadingTiming = .immediate
    let gate = LoadGate<[Int]>()
    mirror.emptyState.load {
      try await gate.value()
    } apply: { mirror, rows in
      host.sections = rows
      (mirror as? TableMirror)?.hostDidReload()
    }
    #expect(mirror.emptyState.shownPlaceholder == .loading)
    gate.succeed([0])
    await mirror.emptyState.settle()
    #expect(mirror.emptyState.shownPlaceholder == .empty)
    #expect(mirror.emptyState.phase == .loaded)
  }

  @Test func aHostScrollCopiedInRequestsTheNextPage() async throws {
    let host = HostCounts([0])
    let mirror = Fixtures.tableMirror(host)
    mirror.rowHeight = 10
    mirror.emptyState.clock = TestClock()
    let pages = PageGate(pageSize: 100)
    let loader = mirror.loadPages(startingAt: 0, prefetchDistance: 2) { cursor in
      try await pages.page(cursor)
    } apply: { mirror, items, _ in
      host.sections = [mirror.numberOfItems(inSection: 0) + items.count]
      (mirror as? TableMirror)?.hostDidReload()
    }
    pages.answer(0)
    await mirror.emptyState.loadTask?.value
    #expect(mirror.numberOfItems(inSection: 0) == 100)
    #expect(loader.state == .notLoading)
    // The host scrolled to show row 97 at the bottom of its 480-point bounds.
    mirror.hostDidLayout(
      MirrorGeometry(size: Fixtures.bounds.size, contentOffset: ViewPoint(x: 0, y: 980 - 480)))
    #expect(loader.state == .loading)
    pages.answer(1)
    await loader.pageTask?.value
    #expect(pages.requests == [0, 1])
    #expect(mirror.numberOfItems(inSection: 0) == 200)
  }

  @Test func anEmptySectionOfTheHostShowsItsSectionPlaceholder() throws {
    let host = HostCounts([2, 0, 1])
    let mirror = Fixtures.tableMirror(host)
    mirror.emptyState.configuration.sections = SectionPlaceholders { _, section in
      try? EmptyStatePlaceholder(title: "Nothing in \(section)")
    }
    #expect(mirror.emptyState.sectionsShowingPlaceholders == [1])
    host.sections = [2, 1, 0]
    mirror.hostReloadedSections([1, 2])
    #expect(mirror.emptyState.sectionsShowingPlaceholders == [2])
  }

  @Test func aPlaceholderThatAppearsThroughTheDriverIsAnnounced() {
    let host = HostCounts([1])
    let mirror = Fixtures.tableMirror(host)
    var told: [EmptyStateAnnouncement] = []
    let token = mirror.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    defer { token.cancel() }
    mirror.setEmptyView(title: "No orders yet")
    #expect(told.isEmpty)
    host.sections = [0]
    mirror.hostDeletedItems(at: [ListIndexPath(row: 0, section: 0)])
    #expect(told == [EmptyStateAnnouncement(text: "No orders yet", kind: .empty)])
  }

  @Test func aFadeRunsOnTheMirrorAsOnATable() async throws {
    let host = HostCounts([0])
    let mirror = Fixtures.tableMirror(host)
    let clock = TestClock()
    mirror.emptyState.clock = clock
    mirror.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      options: EmptyStateOptions(
        transitions: .fade(duration: .milliseconds(100), curve: .linear)))
    let view = try #require(mirror.emptyView)
    #expect(view.opacity == 0)
    await clock.advance(by: .milliseconds(50))
    mirror.emptyState.updateTransitions()
    #expect(view.opacity == 0.5)
    await clock.advance(by: .milliseconds(50))
    await mirror.emptyState.settle()
    #expect(view.opacity == 1)
  }
}
