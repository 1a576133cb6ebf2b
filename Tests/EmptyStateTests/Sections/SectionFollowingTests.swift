import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Section placeholders stay right when what they follow changed while nobody followed it
/// (placeholders turned off and on again, counts read outside a content change), when the empty
/// view is removed, and when a placeholder whose announcement was still waiting is replaced.
@Suite @MainActor struct SectionFollowingTests {
  static func provider() -> SectionPlaceholders<TableView> {
    SectionPlaceholders { _, section in try? EmptyStatePlaceholder(title: "Nothing in \(section)") }
  }
}

extension SectionFollowingTests {
  @Test func placeholdersTurnedOffAndOnAgainFollowTheFlipsAfter() {
    let setup = SectionPlaceholderTests.Setup([0, 1])
    #expect(setup.shown == [0])
    setup.table.emptyState.configuration.sections = nil
    setup.set([1, 1])
    setup.table.emptyState.configuration.sections = Self.provider()
    #expect(setup.shown.isEmpty)
    setup.set([0, 1])
    #expect(setup.shown == [0])
  }

  @Test func countsReadOutsideAContentChangeAreFollowedFromThere() {
    let setup = SectionPlaceholderTests.Setup([1, 1])
    let other = SectionsSource([0, 1])
    setup.table.dataSource = other
    // A new configuration decides every section from the new data source's counts.
    setup.table.emptyState.configuration.sections = Self.provider()
    #expect(setup.shown == [0])
    other.sections = [1, 1]
    setup.table.reloadData()
    #expect(setup.shown.isEmpty)
  }

  @Test func removingTheEmptyViewKeepsTheSectionPlaceholders() {
    let setup = SectionPlaceholderTests.Setup([0, 1])
    setup.table.setEmptyView(title: "No orders yet")
    setup.table.removeEmptyView()
    #expect(setup.table.emptyState.configuration.empty == nil)
    #expect(setup.shown == [0])
  }

  @Test func aPlaceholderReplacedByOneWithNothingToReadDropsItsWaitingAnnouncement() async throws {
    let scene = SectionAnnouncementTests.Scene([1, 1], interval: .seconds(1))
    scene.set([0, 1])
    scene.set([0, 0])  // within the interval: section 1's announcement waits
    #expect(scene.told.map(\.section) == [0])
    let image = try Fixtures.image()
    scene.table.emptyState.configuration.sections = SectionPlaceholders { _, section in
      section == 1 ? EmptyStatePlaceholder(label: .image(image)) : nil
    }
    await scene.clock.advance(by: .seconds(1))
    await scene.table.emptyState.settle()
    #expect(scene.told.map(\.section) == [0])
  }
}

extension SectionFollowingTests {
  @Test func withPresentationAfterCompletionSectionsWaitForTheListsDecision() {
    let setup = SectionPlaceholderTests.Setup([1, 1])
    setup.table.emptyState.configuration.options.presentation = .afterCompletion
    setup.table.setEmptyView(title: "No orders yet")
    var shownInTheCompletion: [Int]?
    setup.table.performBatchUpdates {
      setup.source.sections = [0, 0]
      setup.table.deleteRows(at: [
        ListIndexPath(row: 0, section: 0), ListIndexPath(row: 0, section: 1),
      ])
    } completion: { _ in
      shownInTheCompletion = setup.shown
    }
    #expect(shownInTheCompletion == [])
    #expect(setup.table.emptyState.isShown)
    #expect(setup.events.isEmpty)
    #expect(setup.shown.isEmpty)
  }
}
