import EmptyState
import Hooks
import TestSupport
import Testing

@Suite @MainActor struct EmptyViewVisibilityTests {}

extension EmptyViewVisibilityTests {
  @Test func attachingToAnEmptyListShowsTheViewAtOnce() {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "No orders yet")
    #expect(table.emptyState.isShown)
    #expect(table.subviews.last === table.emptyView)
  }

  @Test func attachingToAListWithRowsLeavesTheViewHidden() {
    let table = Fixtures.table(SectionsSource([2]))
    table.setEmptyView(title: "No orders yet")
    #expect(!table.emptyState.isShown)
    #expect(table.emptyView?.superview == nil)
  }

  @Test func attachingCountsThroughTheDataSourceWhenNeverReloaded() {
    let source = SectionsSource([4])
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.setEmptyView(title: "No orders yet")
    #expect(!table.emptyState.isShown)
    #expect(source.itemQueries == 1)
  }

  @Test func reloadWithRowsHidesAndReloadWithoutRowsShows() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [3]
    table.reloadData()
    #expect(!table.emptyState.isShown)
    source.sections = [0]
    table.reloadData()
    #expect(table.emptyState.isShown)
  }

  @Test func visibilityChangesOnlyOnTransitions() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    let log = EventLog(observing: table.emptyState)
    table.setEmptyView(title: "Nothing")
    for _ in 0..<100 { table.reloadData() }
    source.sections = [1]
    for _ in 0..<100 { table.reloadData() }
    source.sections = [0]
    for _ in 0..<100 { table.reloadData() }
    #expect(
      log.events == [
        .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear,
      ])
    // Shown again in the same area: the earlier layout still holds, so it is not redone.
    #expect(table.emptyView?.layoutCount == 1)
  }

  @Test func eventsSurroundTheChangeOfTheViewTree() {
    let table = Fixtures.table(SectionsSource([0]))
    var inTreeAt: [EmptyStateEvent: Bool] = [:]
    let token = table.emptyState.onEvent { list, event in
      inTreeAt[event] = list.subviews.contains { $0 is PlaceholderView }
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    table.removeEmptyView()
    #expect(
      inTreeAt == [
        .willAppear: false, .didAppear: true, .willDisappear: true, .didDisappear: false,
      ])
  }

  @Test func insertingRowsHidesTheView() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [1]
    table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(!table.emptyState.isShown)
  }

  @Test func deletingTheLastRowInABatchShowsTheViewOnceAtTheEnd() {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    let log = EventLog(observing: table.emptyState)
    table.performBatchUpdates {
      source.sections = [0]
      table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
      #expect(!table.emptyState.isShown)
      table.deleteRows(at: [ListIndexPath(row: 1, section: 0)])
      #expect(!table.emptyState.isShown)
    }
    #expect(table.emptyState.isShown)
    #expect(log.appearances == 1)
  }

  @Test func deletingTheLastSectionShowsTheView() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = []
    table.deleteSections([0])
    #expect(table.emptyState.isShown)
  }

  @Test func reloadingASectionThatLostItsRowsShowsTheView() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadSections([0])
    #expect(table.emptyState.isShown)
  }

  @Test func inconsistentUpdateStillEndsWithTheRightVisibility() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: DiagnosticLog())
    table.setEmptyView(title: "Nothing")
    source.sections = [0, 0]
    table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(table.emptyState.isShown)
  }

  @Test func shownViewStaysFrontMost() throws {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "Nothing")
    try table.addSubview(ViewNode(frame: ViewRect(x: 0, y: 0, width: 10, height: 10)))
    table.reloadData()
    #expect(table.subviews.last === table.emptyView)
  }

  @Test func attachingAgainReplacesTheView() {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "First")
    let first = table.emptyView
    table.setEmptyView(title: "Second")
    #expect(table.subviews.filter { $0 is PlaceholderView }.count == 1)
    #expect(table.emptyView?.label == .title("Second"))
    #expect(first?.superview == nil)
    #expect(table.contentHooks.instanceHooks.count == 0)
    #expect(table.emptinessHooks?.instanceHooks.count == 1)
  }

  @Test func removingDetachesTheViewAndItsHook() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.removeEmptyView()
    #expect(table.emptyView == nil)
    #expect(table.subviews.isEmpty)
    #expect(table.contentHooks.instanceHooks.isEmpty)
    #expect(table.emptinessHooks?.instanceHooks.isEmpty == true)
    table.reloadData()
    #expect(!table.emptyState.isShown)
  }

  @Test func collectionShowsAndHidesItsView() {
    let source = SectionsSource([0])
    let collection = Fixtures.collection(source)
    collection.setEmptyView(title: "No photos")
    #expect(collection.emptyState.isShown)
    source.sections = [1]
    collection.insertItems(at: [ListIndexPath(item: 0, section: 0)])
    #expect(!collection.emptyState.isShown)
  }

  @Test func anyListContainerGetsTheEmptyView() {
    let list = StackList(frame: Fixtures.bounds)
    list.setEmptyView(title: "No tags")
    #expect(list.emptyState.isShown)
    list.setSections([0, 2])
    #expect(!list.emptyState.isShown)
    list.setSections([])
    #expect(list.emptyState.isShown)
  }

  @Test func reloadAsksTheDataSourceOncePerSectionIncludingTheEmptinessDecision() {
    let source = SectionsSource(Array(repeating: 0, count: 50) + [1])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    let before = source.totalQueries
    table.reloadData()
    #expect(source.totalQueries - before == 1 + 51)
  }

  @Test func withoutAPredicateTheEmptyStateFollowsOnlyEmptiness() {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    #expect(table.contentHooks.instanceHooks.isEmpty)
    #expect(table.emptinessHooks?.instanceHooks.count == 1)
  }

  @Test func aPredicateMakesTheEmptyStateFollowEveryChange() throws {
    let table = Fixtures.table(SectionsSource([2]))
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "Nothing"), shouldDisplay: { _ in true })
    #expect(table.contentHooks.instanceHooks.count == 1)
    #expect(table.emptinessHooks?.instanceHooks.isEmpty == true)
    table.emptyState.configuration.shouldDisplay = nil
    #expect(table.contentHooks.instanceHooks.isEmpty)
    #expect(table.emptinessHooks?.instanceHooks.count == 1)
  }

  @Test func theEmptyViewFollowsTheStateOnceTheContentHooksSettled() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    var shownDuringHooks: [Bool] = []
    let token = table.contentHooks.after { table, _ in
      shownDuringHooks.append(table.emptyState.isShown)
    }
    source.sections = [3]
    table.reloadData()
    #expect(shownDuringHooks == [true])
    #expect(!table.emptyState.isShown)
    token.cancel()
  }
}
