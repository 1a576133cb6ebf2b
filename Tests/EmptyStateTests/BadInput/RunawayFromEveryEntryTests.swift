import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Handlers that never settle, reached from a plain `reloadData()`: one bound stops the list's
/// passes and the empty state's work together, reported once, and a last, silent decision
/// leaves the tree matching the data when the call returns.
@Suite @MainActor struct RunawayFromEveryEntryTests {
  /// A table over `counts` with the list's own placeholder, collecting its diagnostics.
  @MainActor final class Scene {
    let source: SectionsSource
    let table: TableView
    let log = DiagnosticLog()

    init(_ counts: [Int]) {
      source = SectionsSource(counts)
      table = Fixtures.table(source, diagnostics: log)
      table.emptyState.clock = TestClock()  // an announcement held for its interval stays held
    }

    /// Whether the list's placeholder is shown, in the list and laid out, exactly while it has
    /// no rows, and its counts are the data source's.
    var listPlaceholderMatchesTheData: Bool {
      let counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
      let empty = table.isContentEmpty
      let inTree = table.emptyView.map { $0.superview === table && !$0.needsLayout } ?? false
      return counts == source.sections && table.emptyState.isShown == empty && inTree == empty
    }

    /// Whether exactly one runaway was reported.
    var reportedOneRunaway: Bool {
      log.entries.count == 1
        && log.entries.allSatisfy { if case .hook(.runawayReentrancy) = $0 { true } else { false } }
    }

    /// Handlers that fill the list as its placeholder appears and empty it as it goes.
    func showAndHideForever() -> HookToken {
      table.onEmptyStateEvent { table, event in
        switch event {
        case .didAppear: self.source.sections = [1]
        case .didDisappear: self.source.sections = [0]
        default: return
        }
        table.reloadData()
      }
    }

    /// Section handlers that fill section 1 as its placeholder appears and empty it as it goes.
    func fillAndEmptySectionOneForever() -> HookToken {
      table.emptyState.onSectionEvent { table, event in
        guard event.section == 1 else { return }
        switch event.event {
        case .didAppear:
          self.source.sections[1] = 1
          table.insertRows(at: [ListIndexPath(row: 0, section: 1)])
        case .didDisappear:
          self.source.sections[1] = 0
          table.deleteRows(at: [ListIndexPath(row: 0, section: 1)])
        default: return
        }
      }
    }
  }
}

extension RunawayFromEveryEntryTests {
  @Test func showAndHideHandlersStartedByAReloadEndMatchingTheData() {
    let scene = Scene([1])
    scene.table.setEmptyView(title: "None")
    let token = scene.showAndHideForever()
    defer { token.cancel() }
    scene.source.sections = [0]
    scene.table.reloadData()
    #expect(scene.reportedOneRunaway)
    #expect(scene.listPlaceholderMatchesTheData)
  }

  @Test func aReloadThatChangesNothingAfterTheRunawayStillMatchesTheData() {
    let scene = Scene([1])
    scene.table.setEmptyView(title: "None")
    let token = scene.showAndHideForever()
    scene.source.sections = [0]
    scene.table.reloadData()
    token.cancel()
    scene.table.reloadData()
    #expect(scene.listPlaceholderMatchesTheData)
  }

  @Test func showAndHideHandlersWithAPredicateEndMatchingTheData() {
    let scene = Scene([1])
    scene.table.emptyState.configuration = EmptyStateConfiguration(
      empty: try? EmptyStatePlaceholder(title: "None"), shouldDisplay: { _ in true })
    let token = scene.showAndHideForever()
    defer { token.cancel() }
    scene.source.sections = [0]
    scene.table.reloadData()
    #expect(scene.reportedOneRunaway)
    #expect(scene.listPlaceholderMatchesTheData)
  }

  @Test func sectionHandlersThatFillAndEmptyTheirSectionEndWithItsPlaceholder() {
    let scene = Scene([1, 1])
    scene.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Nothing here")
    }
    let token = scene.fillAndEmptySectionOneForever()
    defer { token.cancel() }
    scene.source.sections = [1, 0]
    scene.table.reloadData()
    #expect(scene.reportedOneRunaway)
    let empty = scene.table.numberOfRows(inSection: 1) == 0
    #expect(scene.source.sections == [1, scene.table.numberOfRows(inSection: 1)])
    #expect(scene.table.emptyState.sectionsShowingPlaceholders == (empty ? [1] : []))
    #expect(scene.table.sectionsWithViews == (empty ? [1] : []))
  }

  @Test func aRunawayStartedByAReloadSpeaksAtMostOnce() {
    let scene = Scene([1])
    scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    var told: [String] = []
    let listener = scene.table.onEmptyStateAnnouncement { _, announcement in
      told.append(announcement.text)
    }
    scene.table.setEmptyView(title: "None")
    let token = scene.showAndHideForever()
    defer {
      token.cancel()
      listener.cancel()
    }
    scene.source.sections = [0]
    scene.table.reloadData()
    #expect(told.count <= 1)
    #expect(scene.listPlaceholderMatchesTheData)
  }

  @Test func anAnnouncementListenerThatRefillsTheListEndsMatchingTheData() {
    let scene = Scene([1])
    scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    scene.table.setEmptyView(title: "None")
    var told = 0
    let listener = scene.table.onEmptyStateAnnouncement { table, _ in
      told += 1
      scene.source.sections = [1]
      table.reloadData()
    }
    let token = scene.table.onEmptyStateEvent { table, event in
      guard event == .didDisappear else { return }
      scene.source.sections = [0]
      table.reloadData()
    }
    defer {
      token.cancel()
      listener.cancel()
    }
    scene.source.sections = [0]
    scene.table.reloadData()
    #expect(told == 1)
    #expect(scene.listPlaceholderMatchesTheData)
  }

  @Test func aRunawayThroughAPredicateSectionHandlersAndAListenerEndsMatchingTheData() {
    let scene = Scene([1, 1])
    scene.table.emptyState.configuration = EmptyStateConfiguration(
      empty: try? EmptyStatePlaceholder(title: "None"), shouldDisplay: { _ in true })
    scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    scene.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Nothing here")
    }
    let sections = scene.fillAndEmptySectionOneForever()
    let listener = scene.table.onEmptyStateAnnouncement { table, _ in table.reloadData() }
    let events = scene.table.onEmptyStateEvent { table, event in
      switch event {
      case .didAppear: scene.source.sections = [1, 0]
      case .didDisappear: scene.source.sections = [0, 0]
      default: return
      }
      table.reloadData()
    }
    defer {
      sections.cancel()
      listener.cancel()
      events.cancel()
    }
    scene.source.sections = [0, 0]
    scene.table.reloadData()
    #expect(scene.reportedOneRunaway)
    #expect(scene.listPlaceholderMatchesTheData)
    let emptySections =
      scene.table.emptyState.isShown
      ? [] : (0..<2).filter { scene.table.numberOfRows(inSection: $0) == 0 }
    #expect(scene.table.emptyState.sectionsShowingPlaceholders == emptySections)
    #expect(scene.table.sectionsWithViews == emptySections)
  }
}
