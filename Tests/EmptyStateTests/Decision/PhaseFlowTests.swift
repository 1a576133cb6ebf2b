import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct PhaseFlowTests {}

extension PhaseFlowTests {
  @Test func oneLineAPIStaysInTheLoadedPhase() {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "No orders yet")
    #expect(table.emptyState.phase.kind == .loaded)
    #expect(table.emptyState.isShown)
  }

  @Test func noEmptyPlaceholderBeforeTheFirstLoadCompletes() throws {
    let list = try PhasedList(rows: [0])
    #expect(list.shown == nil)
    for _ in 0..<10 { list.table.reloadData() }
    #expect(list.shown == nil)
    list.table.emptyState.finishLoading()
    #expect(list.shown == .empty)
  }

  @Test func neverLoadedListWithTheOneLinePlaceholderShowsNothingUntilLoaded() {
    let table = Fixtures.table(SectionsSource([]))
    table.emptyState.phase = .notLoaded
    table.setEmptyView(title: "No orders yet")
    #expect(!table.emptyState.isShown)
    table.emptyState.beginLoading()
    #expect(!table.emptyState.isShown)
    table.emptyState.finishLoading()
    #expect(table.emptyState.isShown)
  }

  @Test func loadingPlaceholderGivesWayToTheEmptyOneWithoutVisibilityEvents() throws {
    let list = try PhasedList(rows: [0])
    let log = EventLog(observing: list.table.emptyState)
    list.table.emptyState.beginLoading()
    #expect(list.shown == .loading)
    list.table.emptyState.finishLoading()
    #expect(list.shown == .empty)
    #expect(list.table.emptyView?.titleNode.text == "No orders yet")
    #expect(log.appearances == 1)
    #expect(log.disappearances == 0)
  }

  @Test func refreshKeepsExistingRowsVisible() throws {
    let list = try PhasedList(rows: [3])
    list.table.emptyState.finishLoading()
    list.table.emptyState.beginLoading()
    #expect(list.shown == nil)
    list.table.emptyState.failLoading(with: LoadError())
    #expect(list.shown == nil)
  }

  @Test func failureWithoutAFailurePlaceholderNeverFallsBackToTheEmptyOne() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
    table.emptyState.failLoading(with: LoadError())
    #expect(!table.emptyState.isShown)
  }

  @Test func retryMovesToLoadingRunsTheBlockAndTheResultDecides() throws {
    let list = try PhasedList(rows: [0])
    var retries = 0
    list.table.emptyState.configuration.failure = try EmptyStatePlaceholder(
      title: "Could not load",
      button: PlaceholderButton(title: "Retry") { _ in retries += 1 })
    list.table.emptyState.failLoading(with: LoadError())
    #expect(list.shown == .failure)
    try tapButton(of: list.table)
    #expect(retries == 1)
    #expect(list.table.emptyState.phase.kind == .loading)
    #expect(list.shown == .loading)
    list.source.sections = [2]
    list.table.reloadData()
    list.table.emptyState.finishLoading()
    #expect(list.shown == nil)
  }

  @Test func retryThatFailsAgainShowsTheFailureAgain() throws {
    let list = try PhasedList(rows: [0])
    list.table.emptyState.failLoading(with: LoadError())
    try tapButton(of: list.table)
    list.table.emptyState.failLoading(with: LoadError())
    #expect(list.shown == .failure)
  }

  @Test func retryThatCompletesAtOnceIsNotOverwritten() throws {
    let list = try PhasedList(rows: [0])
    list.table.emptyState.configuration.failure = try EmptyStatePlaceholder(
      title: "Could not load",
      button: PlaceholderButton(title: "Retry") { _ in list.table.emptyState.finishLoading() })
    list.table.emptyState.failLoading(with: LoadError())
    try tapButton(of: list.table)
    #expect(list.table.emptyState.phase.kind == .loaded)
    #expect(list.shown == .empty)
  }

  @Test func phaseChangeEventFiresOncePerChange() throws {
    let list = try PhasedList(rows: [0])
    let log = EventLog(observing: list.table.emptyState)
    list.table.emptyState.beginLoading()
    list.table.emptyState.beginLoading()
    list.table.emptyState.finishLoading()
    list.table.emptyState.failLoading(with: LoadError())
    list.table.emptyState.failLoading(with: LoadError())
    let phases = log.events.compactMap {
      if case .didChangePhase(let kind) = $0 { kind } else { nil }
    }
    #expect(phases == [.loading, .loaded, .failed, .failed])
  }

  private func tapButton(of table: TableView, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let view = try #require(table.emptyView, sourceLocation: sourceLocation)
    _ = try #require(
      view.buttonNode, "the placeholder has a button", sourceLocation: sourceLocation)
    let point = view.buttonCentre
    #expect(table.tap(at: point), sourceLocation: sourceLocation)
  }
}
