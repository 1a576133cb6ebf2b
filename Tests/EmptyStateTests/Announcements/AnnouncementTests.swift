import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// When a list tells screen readers about its placeholders, and what it tells them.
@Suite @MainActor struct AnnouncementTests {}

extension AnnouncementTests {
  @Test func aPlaceholderThatAppearsIsAnnouncedOnceAndPolitely() throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    #expect(list.told == [AnnouncedList.empty])
    #expect(list.told.first?.politeness == .polite)
    #expect(list.told.first?.section == nil)
  }

  @Test func theOneLineEmptyViewIsAnnouncedByItsTitle() {
    let list = AnnouncedList()
    list.table.setEmptyView(title: "No orders yet")
    #expect(list.told.map(\.text) == ["No orders yet"])
  }

  @Test func reloadingWhileTheSamePlaceholderShowsAnnouncesNothingMore() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    for _ in 0..<5 { list.reload(rows: 0) }
    list.table.emptyState.reevaluate()
    await list.waitOutTheInterval()
    #expect(list.told == [AnnouncedList.empty])
  }

  @Test func aReplacementThatReadsDifferentlyIsAnnouncedOnce() async throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.loading])
  }

  @Test func aFailureIsAnnouncedAssertively() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    list.table.emptyState.failLoading(with: OrdersUnavailable())
    #expect(list.told.last == AnnouncedList.failure)
    #expect(list.told.last?.politeness == .assertive)
    #expect(list.told.count == 3)
  }

  @Test func aPlaceholderThatHidesIsNotAnnounced() throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    list.reload(rows: 2)
    #expect(!list.table.emptyState.isShown)
    #expect(list.told == [AnnouncedList.empty])
  }

  @Test func aBatchAnnouncesNothingUntilItEnds() throws {
    let list = AnnouncedList(rows: 2)
    try list.setPlaceholders()
    var toldInsideTheBatch: [EmptyStateAnnouncement]?
    list.table.performBatchUpdates {
      list.source.sections = [0]
      list.table.deleteRows(at: [
        ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0),
      ])
      toldInsideTheBatch = list.told
    }
    #expect(toldInsideTheBatch == [])
    #expect(list.told == [AnnouncedList.empty])
  }

  @Test func aPhaseSetInsideABatchIsAnnouncedWhenTheBatchEnds() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    var toldInsideTheBatch: [EmptyStateAnnouncement]?
    list.table.performBatchUpdates {
      list.table.emptyState.beginLoading()
      toldInsideTheBatch = list.told
    }
    #expect(toldInsideTheBatch == [AnnouncedList.empty])
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.loading])
  }

  @Test func aPhaseSetWhileABeganBatchIsOpenIsAnnouncedAtItsEnd() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    list.table.beginUpdates()
    list.table.emptyState.beginLoading()
    list.table.emptyState.failLoading(with: OrdersUnavailable())
    #expect(list.told == [AnnouncedList.empty])
    list.table.endUpdates()
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.failure])
  }

  @Test func severalChangesInOnePassAnnounceOnlyTheLast() throws {
    let list = AnnouncedList()
    // The empty placeholder appears, and its appearance moves the list to failure: one call.
    let events = list.table.onEmptyStateEvent { table, event in
      if event == .didAppear, table.emptyState.phase.kind == .loaded {
        table.emptyState.failLoading(with: OrdersUnavailable())
      }
    }
    try list.setPlaceholders()
    #expect(list.table.emptyState.shownPlaceholder == .failure)
    #expect(list.told == [AnnouncedList.failure])
    events.cancel()
  }

  @Test func aPassThatEndsAsItBeganAnnouncesNothing() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    await list.waitOutTheInterval()
    // Failure, then empty again, in one call.
    let events = list.table.onEmptyStateEvent { table, event in
      if event == .didReplacePlaceholder, table.emptyState.phase.kind == .failed {
        table.emptyState.finishLoading()
      }
    }
    list.table.emptyState.failLoading(with: OrdersUnavailable())
    #expect(list.table.emptyState.shownPlaceholder == .empty)
    #expect(list.told == [AnnouncedList.empty])
    events.cancel()
  }
}

extension AnnouncementTests {
  @Test func aStormOfReloadsIsAnnouncedAtMostOnceAnIntervalAndTheLatestAfterIt() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    for index in 1...200 { list.reload(rows: index % 2) }  // ends empty
    #expect(list.told == [AnnouncedList.empty])
    await list.clock.advance(by: .milliseconds(999))
    await list.table.emptyState.settle()
    #expect(list.told.count == 1)
    await list.waitOutTheInterval(.milliseconds(1))
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.empty])
    await list.waitOutTheInterval(.seconds(5))
    #expect(list.told.count == 2)
  }

  @Test func theLatestHeldAnnouncementReplacesTheOnesBeforeIt() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    list.reload(rows: 1)
    list.table.emptyState.beginLoading()
    list.reload(rows: 0)
    list.table.emptyState.failLoading(with: OrdersUnavailable())
    #expect(list.told == [AnnouncedList.empty])
    await list.waitOutTheInterval()
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.failure])
  }

  @Test func aHeldAnnouncementWhosePlaceholderIsGoneIsDropped() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    for index in 0..<20 { list.reload(rows: index % 2) }  // ends with a row
    await list.waitOutTheInterval()
    #expect(list.told == [AnnouncedList.empty])
  }

  @Test func theIntervalIsConfigurable() async throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .seconds(3)))
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    await list.waitOutTheInterval(.seconds(2))
    #expect(list.told == [AnnouncedList.empty])
    await list.waitOutTheInterval(.seconds(1))
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.loading])
  }

  @Test func turnedOffNothingIsAnnounced() async throws {
    let list = AnnouncedList(announcements: .off)
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    list.table.emptyState.failLoading(with: OrdersUnavailable())
    await list.waitOutTheInterval()
    #expect(list.told.isEmpty)
  }

  @Test func turningThemOffDropsTheHeldOne() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    list.table.emptyState.beginLoading()
    list.table.emptyState.configuration.options.announcements = .off
    await list.waitOutTheInterval()
    #expect(list.told == [AnnouncedList.empty])
  }
}

extension AnnouncementTests {
  @Test func aListenerThatReloadsFromInsideIsBoundedAndConsistent() async throws {
    let list = AnnouncedList()
    let source = list.source
    let reloading = list.table.onEmptyStateAnnouncement { table, _ in
      source.sections = source.sections.isEmpty ? [1] : []
      table.reloadData()
      source.sections = []
      table.reloadData()
    }
    try list.setPlaceholders()
    #expect(list.told == [AnnouncedList.empty])
    #expect(list.table.emptyState.shownPlaceholder == .empty)
    for second in 1...3 {
      await list.waitOutTheInterval()
      #expect(list.told.count <= 1 + second)
      #expect(list.table.emptyState.isShown == source.sections.isEmpty)
    }
    reloading.cancel()
  }

  @Test func aListenerAddedWhileAPlaceholderShowsHearsNothingOfIt() async throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "No orders yet")
    var told: [EmptyStateAnnouncement] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    table.reloadData()
    table.emptyState.reevaluate()
    #expect(told.isEmpty)
    token.cancel()
  }

  @Test func cancellingTheTokenStopsDelivery() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    list.token?.cancel()
    list.table.emptyState.beginLoading()
    #expect(list.told == [AnnouncedList.empty])
  }

  @Test func droppingTheTokenStopsDelivery() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    list.token = nil
    try list.setPlaceholders()
    #expect(list.told.isEmpty)
  }

  @Test func theListAndWhatTheListenerCapturesAreFreed() throws {
    weak var weakTable: TableView?
    weak var weakCanary: Canary?
    weak var weakController: EmptyStateController<TableView>?
    do {
      let canary = Canary()
      let table = Fixtures.table(SectionsSource([]))
      let token = table.onEmptyStateAnnouncement { _, _ in _ = canary }
      table.setEmptyView(title: "No orders yet")
      table.emptyState.beginLoading()  // held: its timer is pending
      table.addAttachment(KeepAlive(token))
      weakTable = table
      weakCanary = canary
      weakController = table.emptyState
    }
    #expect(weakTable == nil)
    #expect(weakController == nil)
    #expect(weakCanary == nil)
  }
}
