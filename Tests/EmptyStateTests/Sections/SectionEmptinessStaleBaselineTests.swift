import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Section placeholders follow the counts the list has when a call returns, whoever changed
/// them and whenever: the first reload after they were configured, and handlers that change a
/// section while the list's own placeholder comes or goes.
@Suite @MainActor struct SectionEmptinessStaleBaselineTests {
  /// A table of 10-point rows over `counts` with the list's own placeholder and a placeholder
  /// for every empty section; records the provider's calls and the section events.
  @MainActor final class Scene {
    let source: SectionsSource
    let table: TableView
    let log = DiagnosticLog()
    var asked: [Int] = []
    var events: [SectionPlaceholderEvent] = []
    private var token: HookToken?

    init(_ counts: [Int]) {
      source = SectionsSource(counts)
      table = Fixtures.table(source, diagnostics: log)
      table.emptyState.clock = TestClock()  // an announcement held for its interval stays held
      table.rowHeight = 10
      table.setEmptyView(title: "Nothing at all")
      token = table.emptyState.onSectionEvent { [unowned self] _, event in
        events.append(event)
      }
      table.emptyState.configuration.sections = SectionPlaceholders { [unowned self] _, section in
        asked.append(section)
        return try? EmptyStatePlaceholder(title: "Nothing in \(section)")
      }
    }

    var shown: [Int] { table.emptyState.sectionsShowingPlaceholders }

    /// The sections that should show a placeholder: the empty ones, unless the list's own
    /// placeholder hides them.
    var emptySections: [Int] {
      guard !table.emptyState.isShown else { return [] }
      return (0..<table.numberOfSections).filter { table.numberOfRows(inSection: $0) == 0 }
    }

    /// Whether the shown placeholders, their views in the list, and the counts agree.
    var matchesTheData: Bool {
      let counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
      return counts == source.sections && shown == emptySections
        && table.sectionsWithViews == shown
    }

    /// Removes the only row of `section` from the data source and the table.
    func deleteTheRow(of section: Int) {
      source.sections[section] = 0
      table.deleteRows(at: [ListIndexPath(row: 0, section: section)])
    }
  }
}

extension SectionEmptinessStaleBaselineTests {
  @Test func theFirstReloadAfterConfiguringAsksNoSection() {
    let source = SectionsSource([2, 0, 1])
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    var asked: [Int] = []
    table.emptyState.configuration.sections = SectionPlaceholders { _, section in
      asked.append(section)
      return try? EmptyStatePlaceholder(title: "Nothing here")
    }
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
    asked = []
    table.reloadData()
    #expect(asked.isEmpty)
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
  }

  @Test func theFirstReloadOfManySectionsAsksNone() {
    let source = SectionsSource((0..<1_000).map { $0 % 100 == 0 ? 1 : 0 })
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    var asked = 0
    table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      asked += 1
      return try? EmptyStatePlaceholder(title: "Nothing here")
    }
    asked = 0
    table.reloadData()
    #expect(asked == 0)
    #expect(table.emptyState.sectionsShowingPlaceholders.count == 990)
  }

  @Test func aSectionEmptiedByAHandlerAsTheListsPlaceholderGoesShowsItsPlaceholder() {
    let scene = Scene([0, 0, 0, 0])
    let token = scene.table.emptyState.onSectionEvent { _, event in
      if event == SectionPlaceholderEvent(.didAppear, section: 3) { scene.deleteTheRow(of: 0) }
    }
    defer { token.cancel() }
    scene.source.sections = [1, 1, 1, 0]
    scene.table.reloadData()
    #expect(scene.shown == [0, 3])
    #expect(scene.matchesTheData)
    #expect(scene.log.entries.isEmpty)
  }

  @Test func aSectionEmptiedByAnAnnouncementListenerShowsItsPlaceholder() {
    let scene = Scene([0, 0, 0, 0])
    scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    let token = scene.table.onEmptyStateAnnouncement { _, announcement in
      if announcement.section == 3 { scene.deleteTheRow(of: 0) }
    }
    defer { token.cancel() }
    scene.source.sections = [1, 1, 1, 0]
    scene.table.reloadData()
    #expect(scene.shown == [0, 3])
    #expect(scene.matchesTheData)
  }

  @Test func aHandlerThatReloadsWithNoSectionsTakesEveryPlaceholderAway() {
    let scene = Scene([])
    scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    var told: [EmptyStateAnnouncement] = []
    let listener = scene.table.onEmptyStateAnnouncement { _, announcement in
      told.append(announcement)
    }
    let token = scene.table.emptyState.onSectionEvent { table, event in
      guard event == SectionPlaceholderEvent(.didAppear, section: 1) else { return }
      scene.source.sections = []
      table.reloadData()
    }
    defer {
      token.cancel()
      listener.cancel()
    }
    scene.events = []
    scene.source.sections = [1, 0]
    scene.table.reloadData()
    #expect(scene.table.numberOfSections == 0)
    #expect(scene.shown.isEmpty && scene.matchesTheData)
    #expect(
      scene.events.suffix(2) == [
        SectionPlaceholderEvent(.willDisappear, section: 1),
        SectionPlaceholderEvent(.didDisappear, section: 1),
      ])
    #expect(!told.contains { $0.section == 1 })
  }
}

extension SectionEmptinessStaleBaselineTests {
  @Test func aRowPutBackByAWillAppearHandlerHasNoPlaceholderOverIt() {
    let scene = Scene([0, 0, 0, 0])
    let token = scene.table.emptyState.onSectionEvent { table, event in
      guard event == SectionPlaceholderEvent(.willAppear, section: 3) else { return }
      guard scene.source.sections[0] == 0 else { return }
      scene.source.sections[0] = 1
      table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    defer { token.cancel() }
    scene.source.sections = [0, 1, 1, 0]
    scene.table.reloadData()
    #expect(scene.table.numberOfRows(inSection: 0) == 1)
    #expect(scene.shown == [3])
    #expect(scene.matchesTheData)
  }

  @Test func aRowPutBackByAnEarlierSectionsWillAppearHandlerHasNoPlaceholderOverIt() {
    let scene = Scene([0, 0, 0, 0])
    let token = scene.table.emptyState.onSectionEvent { table, event in
      guard event == SectionPlaceholderEvent(.willAppear, section: 0) else { return }
      guard scene.source.sections[3] == 0 else { return }
      scene.source.sections[3] = 1
      table.insertRows(at: [ListIndexPath(row: 0, section: 3)])
    }
    defer { token.cancel() }
    scene.source.sections = [0, 1, 1, 0]
    scene.table.reloadData()
    #expect(scene.table.numberOfRows(inSection: 3) == 1)
    #expect(scene.shown == [0])
    #expect(scene.matchesTheData)
  }

  @Test func aListEmptiedToNoSectionsByAHandlerKeepsNoSectionPlaceholder() {
    let scene = Scene([0, 0])
    let token = scene.table.emptyState.onSectionEvent { table, event in
      guard event == SectionPlaceholderEvent(.didAppear, section: 1) else { return }
      scene.source.sections = []
      table.reloadData()
    }
    defer { token.cancel() }
    scene.events = []
    scene.source.sections = [1, 0]
    scene.table.reloadData()
    #expect(scene.table.numberOfSections == 0)
    #expect(scene.shown.isEmpty)
    #expect(scene.matchesTheData)
    #expect(scene.events.last == SectionPlaceholderEvent(.didDisappear, section: 1))
  }
}
