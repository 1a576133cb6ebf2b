import EmptyState
import TestSupport
import Testing

/// Placeholders inside empty sections: shown between the section's strips while other sections
/// show their rows, toggled on every change, decided only where emptiness flipped.
@Suite @MainActor struct SectionPlaceholderTests {
  /// A table of 10-point rows over `counts`, whose sections in `placeholders` get a
  /// placeholder titled "Nothing in <section>"; counts the provider's calls.
  @MainActor final class Setup {
    let source: SectionsSource
    let table: TableView
    var asked: [Int] = []
    var events: [SectionPlaceholderEvent] = []
    private var token: HookToken?

    init(
      _ counts: [Int], placeholders: Set<Int>? = nil,
      whileListPlaceholderShows: SectionPlaceholders<TableView>.WhileListPlaceholderShows =
        .hideSectionPlaceholders
    ) {
      source = SectionsSource(counts)
      table = Fixtures.table(source)
      table.rowHeight = 10
      token = table.emptyState.onSectionEvent { [unowned self] _, event in
        self.events.append(event)
      }
      table.emptyState.configuration.sections = SectionPlaceholders(
        whileListPlaceholderShows: whileListPlaceholderShows
      ) { [unowned self] _, section in
        self.asked.append(section)
        guard placeholders?.contains(section) ?? true else { return nil }
        return try? EmptyStatePlaceholder(title: "Nothing in \(section)")
      }
    }

    var shown: [Int] { table.emptyState.sectionsShowingPlaceholders }

    func set(_ counts: [Int]) {
      source.sections = counts
      table.reloadData()
    }
  }
}

extension SectionPlaceholderTests {
  @Test func anEmptySectionShowsItsPlaceholderBetweenTheRows() throws {
    let setup = Setup([2, 0, 1])
    #expect(setup.shown == [1])
    let view = try #require(setup.table.sectionView(forSection: 1))
    #expect(view.frame.minY == 20)
    #expect(view.frame.width == 320)
    #expect(view.frame.height > 0)
    let below = setup.table.frameForRow(at: ListIndexPath(row: 0, section: 2))
    #expect(below?.minY == 20 + view.frame.height)
    #expect(
      setup.table.emptyState.sectionPlaceholderView(forSection: 1)?.shownTitle == "Nothing in 1")
  }

  @Test func thePlaceholderIsLaidOutWhenTheCallReturns() throws {
    let setup = Setup([1, 1])
    setup.set([1, 0])
    let area = try #require(setup.table.sectionView(forSection: 1))
    #expect(!area.needsLayout)
    let placeholder = try #require(setup.table.emptyState.sectionPlaceholderView(forSection: 1))
    #expect(placeholder.titleNode.frame.height > 0)
    #expect(placeholder.titleNode.lines == ["Nothing in 1"])
  }

  @Test func aSectionThatGetsRowsHidesItsPlaceholder() {
    let setup = Setup([1, 0])
    setup.events = []
    setup.source.sections = [1, 1]
    setup.table.insertRows(at: [ListIndexPath(row: 0, section: 1)])
    #expect(setup.shown.isEmpty)
    #expect(setup.table.sectionView(forSection: 1) == nil)
    #expect(
      setup.events == [
        SectionPlaceholderEvent(.willDisappear, section: 1),
        SectionPlaceholderEvent(.didDisappear, section: 1),
      ])
  }

  @Test func appearanceEventsNameTheSection() {
    let setup = Setup([1, 1, 1])
    setup.set([1, 1, 0])
    #expect(
      setup.events == [
        SectionPlaceholderEvent(.willAppear, section: 2),
        SectionPlaceholderEvent(.didAppear, section: 2),
      ])
  }

  @Test func aReloadThatFlipsNothingAsksTheProviderNothing() {
    let setup = Setup([3, 0, 2])
    setup.asked = []
    for _ in 0..<100 { setup.table.reloadData() }
    setup.set([4, 0, 1])  // counts change, emptiness does not
    #expect(setup.asked.isEmpty)
    #expect(setup.shown == [1])
    #expect(setup.events.count == 2)
  }

  @Test func onlyTheSectionsThatFlippedAreAsked() {
    let setup = Setup(Array(repeating: 1, count: 50))
    setup.asked = []
    var counts = Array(repeating: 1, count: 50)
    counts[7] = 0
    counts[31] = 0
    setup.set(counts)
    #expect(setup.asked == [7, 31])
    #expect(setup.shown == [7, 31])
  }

  @Test func aProviderThatGivesNothingShowsNothing() {
    let setup = Setup([0, 1, 0], placeholders: [2])
    #expect(setup.shown == [2])
  }

  @Test func theListsPlaceholderWinsWhenTheWholeListIsEmpty() throws {
    let setup = Setup([1, 0])
    setup.table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No rows")
    #expect(setup.shown == [1])
    setup.set([0, 0])
    #expect(setup.table.emptyState.isShown)
    #expect(setup.shown.isEmpty)
    setup.set([0, 3])
    #expect(!setup.table.emptyState.isShown)
    #expect(setup.shown == [0])
  }

  @Test func anAppCanKeepSectionPlaceholdersUnderTheListsPlaceholder() throws {
    let setup = Setup([0, 0], whileListPlaceholderShows: .keepSectionPlaceholders)
    setup.table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No rows")
    #expect(setup.table.emptyState.isShown)
    #expect(setup.shown == [0, 1])
    let last = try #require(setup.table.sectionView(forSection: 1))
    // The list's placeholder lies in the content area, below the section placeholders.
    #expect(setup.table.contentArea.minY == last.frame.maxY)
  }

  @Test func aSectionThatGoesAwayTakesItsPlaceholder() {
    let setup = Setup([1, 0])
    setup.events = []
    setup.set([1])
    #expect(setup.shown.isEmpty)
    #expect(setup.table.subviews.isEmpty)
    #expect(setup.events.map(\.event) == [.willDisappear, .didDisappear])
  }

  @Test func aHandlerThatKeepsSectionPlaceholdersAsTheyHideHasThemShownAgain() throws {
    let setup = Setup([1, 0])
    setup.table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No rows")
    var kept = false
    let token = setup.table.emptyState.onSectionEvent { list, event in
      guard event.event == .willDisappear, !kept else { return }
      kept = true
      list.emptyState.configuration.sections?.whileListPlaceholderShows = .keepSectionPlaceholders
    }
    setup.set([0, 0])
    #expect(setup.table.emptyState.isShown)
    #expect(setup.shown == [0, 1])
    withExtendedLifetime(token) {}
  }

  @Test func aHandlerThatConfiguresSectionsAgainAsTheyEndKeepsThemFollowingTheList() {
    let setup = Setup([1, 0])
    var again = true
    let token = setup.table.emptyState.onSectionEvent { list, event in
      guard event.event == .didDisappear, again else { return }
      again = false
      list.emptyState.configuration.sections = SectionPlaceholders { _, section in
        try? EmptyStatePlaceholder(title: "Again \(section)")
      }
    }
    setup.table.emptyState.configuration.sections = nil
    #expect(setup.shown == [1])
    setup.set([1, 1])
    #expect(setup.shown.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func aSectionViewRefusedAsItAppearsEndsItsAppearanceWithWillAndDidDisappear() {
    let setup = Setup([1, 1])
    setup.events = []
    var shrunk = false
    let token = setup.table.emptyState.onSectionEvent { list, event in
      guard event == SectionPlaceholderEvent(.willAppear, section: 1), !shrunk else { return }
      shrunk = true
      setup.source.sections = [1]
      list.reloadData()
    }
    setup.set([1, 0])
    #expect(setup.events.map(\.event) == [.willAppear, .willDisappear, .didDisappear])
    #expect(setup.shown.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func insertingASectionAboveDecidesEverySectionAgain() {
    let setup = Setup([0, 1])
    #expect(setup.shown == [0])
    setup.source.sections = [0, 0, 1]
    setup.table.insertSections([0])
    #expect(setup.shown == [0, 1])
    #expect(
      setup.table.emptyState.sectionPlaceholderView(forSection: 1)?.shownTitle == "Nothing in 1")
  }

  @Test func aBatchTogglesOnceWhenItEnds() {
    let setup = Setup([1, 1])
    setup.events = []
    setup.table.performBatchUpdates {
      setup.source.sections = [1, 0]
      setup.table.deleteRows(at: [ListIndexPath(row: 0, section: 1)])
      #expect(setup.shown.isEmpty)  // not before the batch ends
    }
    #expect(setup.shown == [1])
    #expect(setup.events.map(\.event) == [.willAppear, .didAppear])
  }

  @Test func aListNeverReloadedShowsItsSectionPlaceholdersWhenConfigured() {
    let source = SectionsSource([2, 0])
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "None")
    }
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
    withExtendedLifetime(source) {}
  }

  @Test func aNewConfigurationReplacesShownPlaceholdersInPlace() {
    let setup = Setup([0, 1])
    setup.events = []
    setup.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Other")
    }
    #expect(setup.events == [SectionPlaceholderEvent(.didReplacePlaceholder, section: 0)])
    #expect(setup.table.emptyState.sectionPlaceholderView(forSection: 0)?.shownTitle == "Other")
  }

  @Test func removingTheSectionPlaceholdersHidesThem() {
    let setup = Setup([0, 1])
    setup.table.emptyState.configuration.sections = nil
    #expect(setup.shown.isEmpty)
    #expect(setup.table.subviews.isEmpty)
    #expect(setup.events.map(\.event) == [.willAppear, .didAppear, .willDisappear, .didDisappear])
  }

  @Test func aTapOnTheButtonRunsItsActionWithTheList() throws {
    let source = SectionsSource([1, 0])
    let table = Fixtures.table(source)
    var tappedBy: TableView?
    var events: [SectionPlaceholderEvent] = []
    let token = table.emptyState.onSectionEvent { _, event in events.append(event) }
    defer { token.cancel() }
    table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(
        title: "No saved items",
        button: PlaceholderButton(title: "Browse") { list in tappedBy = list })
    }
    let area = try #require(table.sectionView(forSection: 1))
    let placeholder = try #require(table.emptyState.sectionPlaceholderView(forSection: 1))
    let button = try #require(placeholder.buttonNode)
    let point = ViewPoint(
      x: area.frame.minX + placeholder.frame.minX + button.frame.midX,
      y: area.frame.minY + placeholder.frame.minY + button.frame.midY)
    #expect(table.tap(at: point))
    #expect(tappedBy === table)
    #expect(events.last == SectionPlaceholderEvent(.didTapButton, section: 1))
  }

  @Test func aTapBesideThePlaceholderLandsOnTheList() throws {
    let setup = Setup([1, 0])
    let area = try #require(setup.table.sectionView(forSection: 1))
    #expect(setup.table.hitTest(ViewPoint(x: 1, y: area.frame.midY)) === setup.table)
  }

  @Test func theScreenReaderReadsSectionPlaceholdersInSectionOrder() throws {
    let setup = Setup([0, 1, 0])
    let labels = setup.table.accessibilityElements.compactMap(\.accessibilityLabel)
    #expect(labels.count == 2)
    #expect(labels.first?.contains("Nothing in 0") == true)
    #expect(labels.last?.contains("Nothing in 2") == true)
  }

  @Test func aCollectionShowsThePlaceholderBetweenItsSectionsStrips() throws {
    let source = SectionsSource([1, 0])
    let collection = Fixtures.collection(source)
    collection.sectionHeaderHeight = 20
    collection.sectionFooterHeight = 10
    collection.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Nothing here")
    }
    let area = try #require(collection.sectionView(forSection: 1))
    let strips = DisplayList(root: collection).items.filter {
      $0.role == .sectionHeader || $0.role == .sectionFooter
    }
    let header = try #require(strips.dropFirst(2).first)
    let footer = try #require(strips.last)
    #expect(header.frame.maxY == area.frame.minY)
    #expect(footer.frame.minY == area.frame.maxY)
  }

  @Test func aContainerWithoutSectionViewsIsReportedOnce() {
    let parent = ReportingParent()
    let list = StackList()
    try? parent.addSubview(list)
    list.setSections([1, 0])
    list.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "None")
    }
    list.setSections([0, 0, 1])
    list.setSections([1, 0])
    #expect(parent.diagnostics.count == 1)
    #expect(list.emptyState.sectionsShowingPlaceholders.isEmpty)
  }

  @Test func aListWithSectionPlaceholdersIsFreed() {
    weak var weakTable: TableView?
    weak var weakView: ViewNode?
    do {
      let setup = Setup([0, 1])
      weakTable = setup.table
      weakView = setup.table.sectionView(forSection: 0)
      #expect(weakView != nil)
    }
    #expect(weakTable == nil)
    #expect(weakView == nil)
  }

  @Test func aHandlerThatReloadsOnEveryEventEndsConsistent() {
    let setup = Setup([1, 0])
    let token = setup.table.emptyState.onSectionEvent { table, _ in
      table.reloadData()
    }
    defer { token.cancel() }
    setup.set([0, 1])
    #expect(setup.shown == [0])
    setup.set([1, 1])
    #expect(setup.shown.isEmpty)
  }
}

/// A view that keeps the diagnostics its subviews report.
@MainActor
final class ReportingParent: ViewNode {
  var diagnostics: [ListDiagnostic] = []

  override func report(_ diagnostic: ListDiagnostic) {
    diagnostics.append(diagnostic)
  }
}

extension SectionPlaceholderTests {
  @Test func withAnEmptyViewTooAReloadThatFlipsNothingAsksNothing() {
    let source = SectionsSource(Array(repeating: 1, count: 20))
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
    var asked = 0
    table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      asked += 1
      return try? EmptyStatePlaceholder(title: "Nothing saved")
    }
    asked = 0
    for _ in 0..<10 { table.reloadData() }
    #expect(asked == 0)
  }
}
