import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// What screen readers are told about section placeholders: once when one appears, with its
/// section, never again while it stays, nothing before a batch ends.
@Suite @MainActor struct SectionAnnouncementTests {
  @MainActor final class Scene {
    let source: SectionsSource
    let table: TableView
    let clock = TestClock()
    var told: [EmptyStateAnnouncement] = []
    private var token: HookToken?

    init(_ counts: [Int], interval: Duration = .zero) {
      source = SectionsSource(counts)
      table = Fixtures.table(source)
      table.emptyState.clock = clock
      table.emptyState.configuration.options.announcements = .on(minimumInterval: interval)
      token = table.onEmptyStateAnnouncement { [unowned self] _, announcement in
        told.append(announcement)
      }
      table.emptyState.configuration.sections = SectionPlaceholders { _, section in
        try? EmptyStatePlaceholder(title: "No posts", detail: "Section \(section)")
      }
    }

    func set(_ counts: [Int]) {
      source.sections = counts
      table.reloadData()
    }
  }
}

extension SectionAnnouncementTests {
  @Test func aSectionPlaceholderThatAppearsIsAnnouncedWithItsSection() {
    let scene = Scene([1, 1])
    scene.set([1, 0])
    #expect(scene.told.count == 1)
    #expect(scene.told.first?.section == 1)
    #expect(scene.told.first?.text.contains("No posts") == true)
    #expect(scene.told.first?.politeness == .polite)
  }

  @Test func reloadsThatKeepItAnnounceNothingMore() async {
    let scene = Scene([1, 1])
    scene.set([1, 0])
    for _ in 0..<10 { scene.set([2, 0]) }
    await scene.clock.advance(by: .seconds(5))
    await scene.table.emptyState.settle()
    #expect(scene.told.count == 1)
  }

  @Test func nothingIsAnnouncedBeforeABatchEnds() {
    let scene = Scene([1, 1])
    scene.table.performBatchUpdates {
      scene.source.sections = [1, 0]
      scene.table.deleteItems(at: [ListIndexPath(item: 0, section: 1)])
      #expect(scene.told.isEmpty)
    }
    #expect(scene.told.map(\.section) == [1])
  }

  @Test func twoSectionsThatEmptyInOneCallAreOneAnnouncement() {
    let scene = Scene([1, 1, 1])
    scene.set([0, 1, 0])
    #expect(scene.told.count == 1)
  }

  @Test func aStormOfFlipsIsAnnouncedAtMostOnceAnInterval() async {
    let scene = Scene([1, 1], interval: .seconds(1))
    for index in 0..<100 { scene.set([1, (index + 1) % 2]) }  // ends empty in section 1
    #expect(scene.told.count == 1)
    await scene.clock.advance(by: .seconds(1))
    await scene.table.emptyState.settle()
    #expect(scene.told.count == 2)
    #expect(scene.told.last?.section == 1)
  }

  @Test func aHeldAnnouncementIsDroppedWhenItsPlaceholderGoes() async {
    let scene = Scene([0, 1], interval: .seconds(1))
    #expect(scene.told.count == 1)
    scene.set([1, 0])  // held: inside the interval
    scene.set([1, 1])  // and gone
    await scene.clock.advance(by: .seconds(2))
    await scene.table.emptyState.settle()
    #expect(scene.told.count == 1)
  }
}
