import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// The answers the article "Placeholders for Sections" gives to its users' questions, each
/// checked as a user would meet it.
@Suite @MainActor struct SectionAnswerTests {
  /// A placeholder for every empty section, titled for it.
  static let everySection = SectionPlaceholders<TableView> { _, section in
    try? EmptyStatePlaceholder(title: "Nothing in \(section)")
  }
}

/// When the provider is asked, and what the list measures before it is.
extension SectionAnswerTests {
  @Test func configuringThemOnANeverReloadedListAsksEveryEmptySectionOnce() {
    let table = TableView(frame: Fixtures.bounds)
    let source = SectionsSource([1, 0, 0])
    table.dataSource = source
    var asked: [Int] = []
    table.emptyState.configuration.sections = SectionPlaceholders { _, section in
      asked.append(section)
      return try? EmptyStatePlaceholder(title: "Nothing in \(section)")
    }
    #expect(asked == [1, 2])
    #expect(table.emptyState.sectionsShowingPlaceholders == [1, 2])
  }

  @Test func beforeAnyCountFetchTheContentSizeIsTheStripsAlone() {
    let table = TableView(frame: Fixtures.bounds)
    let source = SectionsSource([3, 0])
    table.dataSource = source
    let header = LabelNode(text: "Header")
    header.frame.size.height = 20
    table.headerView = header
    #expect(table.contentSize == ViewSize(width: 320, height: 20))
    #expect(source.totalQueries == 0)
    table.emptyState.configuration.sections = Self.everySection
    let area = table.sectionView(forSection: 1)?.frame.height ?? 0
    #expect(area > 0)
    #expect(table.contentSize.height == 20 + 3 * table.rowHeight + area)
  }
}

/// Which events a section placeholder sends, and to whom.
extension SectionAnswerTests {
  @Test func aSectionPlaceholderSendsNoListEventAndNothingToTheDelegate() {
    let table = Fixtures.table(SectionsSource([1, 1]))
    let delegate = EveryCallDelegate()
    table.emptyState.delegate = delegate
    var listEvents: [EmptyStateEvent] = []
    var sectionEvents: [SectionPlaceholderEvent] = []
    let tokens = [
      table.onEmptyStateEvent { _, event in listEvents.append(event) },
      table.emptyState.onSectionEvent { _, event in sectionEvents.append(event) },
    ]
    table.emptyState.configuration.sections = Self.everySection
    (table.dataSource as? SectionsSource)?.sections = [1, 0]
    table.reloadData()
    #expect(sectionEvents.map(\.section) == [1, 1])
    #expect(listEvents.isEmpty)
    #expect(delegate.calls == 0)
    #expect(!table.emptyState.isShown)
    tokens.forEach { $0.cancel() }
  }

  @Test func aReplacedSectionPlaceholderIsAnnouncedWithItsSection() {
    let source = SectionsSource([1, 0])
    let table = Fixtures.table(source)
    table.emptyState.configuration.sections = Self.everySection
    var told: [EmptyStateAnnouncement] = []
    var events: [SectionPlaceholderEvent] = []
    let tokens = [
      table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) },
      table.emptyState.onSectionEvent { _, event in events.append(event) },
    ]
    table.emptyState.configuration.sections = SectionPlaceholders { _, section in
      try? EmptyStatePlaceholder(title: "Still nothing in \(section)")
    }
    #expect(events == [SectionPlaceholderEvent(.didReplacePlaceholder, section: 1)])
    #expect(told.map(\.text) == ["Still nothing in 1"])
    #expect(told.map(\.section) == [1])
    tokens.forEach { $0.cancel() }
  }
}

/// What `.afterCompletion` does to a batch that empties one section.
extension SectionAnswerTests {
  @Test func afterCompletionASectionPlaceholderAppearsAsTheBatchEnds() {
    let source = SectionsSource([1, 1])
    let table = Fixtures.table(source)
    table.emptyState.configuration.options.presentation = .afterCompletion
    table.emptyState.configuration.sections = Self.everySection
    var shownInCompletion: [Int]?
    table.performBatchUpdates {
      source.sections = [1, 0]
      table.deleteRows(at: [ListIndexPath(row: 0, section: 1)])
    } completion: { _ in
      shownInCompletion = table.emptyState.sectionsShowingPlaceholders
    }
    #expect(shownInCompletion == [1])
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
  }
}

/// Where a tap on a section placeholder's area lands.
extension SectionAnswerTests {
  @Test func withoutATapBlockATapOnTheTitleLandsOnTheList() throws {
    let table = Fixtures.table(SectionsSource([1, 0]))
    table.emptyState.configuration.sections = Self.everySection
    let area = try #require(table.sectionView(forSection: 1))
    let placeholder = try #require(table.emptyState.sectionPlaceholderView(forSection: 1))
    let title = placeholder.titleNode
    let point = ViewPoint(
      x: area.frame.minX + placeholder.frame.minX + title.frame.midX,
      y: area.frame.minY + placeholder.frame.minY + title.frame.midY)
    #expect(table.hitTest(point) === table)
  }

  @Test func withATapBlockATapBesideThePlaceholderStillLandsOnTheList() throws {
    let table = Fixtures.table(SectionsSource([1, 0]))
    var events: [SectionPlaceholderEvent] = []
    let token = table.emptyState.onSectionEvent { _, event in events.append(event) }
    table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Nothing here", onTap: { _ in })
    }
    let area = try #require(table.sectionView(forSection: 1))
    let placeholder = try #require(table.emptyState.sectionPlaceholderView(forSection: 1))
    #expect(placeholder.frame.minX > 1)  // as wide as its parts, in an area as wide as the list
    #expect(table.hitTest(ViewPoint(x: area.frame.minX + 1, y: area.frame.midY)) === table)
    #expect(!table.tap(at: ViewPoint(x: area.frame.minX + 1, y: area.frame.midY)))
    #expect(table.tap(at: ViewPoint(x: area.frame.midX, y: area.frame.midY)))
    #expect(events.last == SectionPlaceholderEvent(.didTapView, section: 1))
    token.cancel()
  }
}

/// The list's own announcements and the clock.
extension SectionAnswerTests {
  @Test func emptyThenLoadingThenEmptyInsideTheIntervalSpeaksTheEmptyOneAgain() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    list.table.emptyState.finishLoading()
    await list.waitOutTheInterval()
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.empty])
  }

  @Test func aSectionPlaceholderThatComesBackInsideTheIntervalIsSpokenAgainAfterIt() async {
    let source = SectionsSource([1, 1])
    let table = Fixtures.table(source)
    let clock = TestClock()
    table.emptyState.clock = clock
    table.emptyState.configuration.sections = Self.everySection
    var told: [EmptyStateAnnouncement] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    for counts in [[1, 0], [1, 1], [1, 0]] {
      source.sections = counts
      table.reloadData()
    }
    #expect(told.map(\.section) == [1])
    await clock.advance(by: .seconds(1))
    await table.emptyState.settle()
    #expect(told.map(\.section) == [1, 1])
    token.cancel()
  }

  @Test func aNewClockCarriesTheIntervalOver() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()  // spoken at 0
    await list.clock.advance(by: .milliseconds(600))
    let later = TestClock()
    list.table.emptyState.clock = later
    list.table.emptyState.beginLoading()  // held: 400 ms of the interval are left
    await later.advance(by: .milliseconds(399))
    await list.table.emptyState.settle()
    #expect(list.told == [AnnouncedList.empty])
    await later.advance(by: .milliseconds(1))
    await list.table.emptyState.settle()
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.loading])
  }
}

/// A delegate that counts every call it receives.
@MainActor
private final class EveryCallDelegate: EmptyStateDelegate {
  var calls = 0

  func emptyStateWillAppear(in list: TableView) { calls += 1 }
  func emptyStateDidAppear(in list: TableView) { calls += 1 }
  func emptyStateWillDisappear(in list: TableView) { calls += 1 }
  func emptyStateDidDisappear(in list: TableView) { calls += 1 }
  func emptyStateDidReplacePlaceholder(in list: TableView) { calls += 1 }
}
