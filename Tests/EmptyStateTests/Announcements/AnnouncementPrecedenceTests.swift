import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Which placeholder is spoken when several appear: the list's own outranks a section's, in
/// the call and while the interval holds it; among sections', the one decided last.
@Suite @MainActor struct AnnouncementPrecedenceTests {
  enum Kind: CaseIterable, Sendable {
    case table, collection
  }

  /// A list of `kind` whose sections keep their placeholders while the list's own shows, on a
  /// test clock, recording what it announces.
  @MainActor final class Scene {
    static let list = EmptyStateAnnouncement(text: "No orders yet", kind: .empty)

    let source: SectionsSource
    let clock = TestClock()
    var told: [EmptyStateAnnouncement] = []
    private var reload: () -> Void = {}
    private var settle: () async -> Void = {}
    private var token: HookToken?

    init(_ kind: Kind, _ counts: [Int]) throws {
      source = SectionsSource(counts)
      switch kind {
      case .table: try attach(to: Fixtures.table(source))
      case .collection: try attach(to: Fixtures.collection(source))
      }
    }

    private func attach<List: ListView & ListContainer>(to list: List) throws
    where List.HookOwner == List {
      list.emptyState.clock = clock
      token = list.onEmptyStateAnnouncement { [unowned self] _, announcement in
        told.append(announcement)
      }
      var configuration = list.emptyState.configuration
      configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
      configuration.sections = SectionPlaceholders(
        whileListPlaceholderShows: .keepSectionPlaceholders
      ) { _, section in
        try? EmptyStatePlaceholder(title: "Nothing in section \(section)")
      }
      list.emptyState.configuration = configuration
      reload = { list.reloadData() }
      settle = { await list.emptyState.settle() }
    }

    func set(_ counts: [Int]) {
      source.sections = counts
      reload()
    }

    func waitOutTheInterval() async {
      await clock.advance(by: .seconds(1))
      await settle()
    }
  }
}

extension AnnouncementPrecedenceTests {
  @Test(arguments: Kind.allCases)
  func aCallThatEmptiesTheListAnnouncesTheListsPlaceholder(kind: Kind) async throws {
    let scene = try Scene(kind, [1, 1])
    scene.set([0, 0])
    #expect(scene.told == [Scene.list])
    await scene.waitOutTheInterval()
    #expect(scene.told == [Scene.list])
  }

  @Test(arguments: Kind.allCases)
  func aHeldListPlaceholderIsNotReplacedByASections(kind: Kind) async throws {
    let scene = try Scene(kind, [1, 1])
    scene.set([1, 0])  // spoken: section 1
    scene.set([0, 0])  // held: inside the interval
    #expect(scene.told.map(\.section) == [1])
    await scene.waitOutTheInterval()
    #expect(scene.told.last == Scene.list)
  }

  @Test(arguments: Kind.allCases)
  func ofSectionsAppearingInOneCallTheLastDecidedIsSpoken(kind: Kind) throws {
    let scene = try Scene(kind, [1, 1, 1])
    scene.set([0, 1, 0])
    #expect(scene.told.map(\.section) == [2])
  }

  @Test(arguments: Kind.allCases)
  func aSectionsPlaceholderIsAnnouncedAsEmpty(kind: Kind) throws {
    let scene = try Scene(kind, [1, 1])
    scene.set([1, 0])
    #expect(scene.told.map(\.kind) == [.empty])
    #expect(scene.told.map(\.politeness) == [.polite])
  }
}

/// What is spoken is what a sighted user sees when the call returns.
extension AnnouncementPrecedenceTests {
  @Test func theListsPlaceholderShownAndHiddenInOneCallIsNotSpoken() throws {
    let list = AnnouncedList(rows: 1)
    try list.setPlaceholders()
    // The empty placeholder appears, and its appearance takes it away again: one call.
    let events = list.table.onEmptyStateEvent { table, event in
      if event == .didAppear { table.emptyState.configuration.empty = nil }
    }
    list.reload(rows: 0)
    #expect(!list.table.emptyState.isShown)
    #expect(list.told.isEmpty)
    events.cancel()
  }
}
