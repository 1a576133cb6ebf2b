import EmptyState
import TestSupport
import Testing

/// What counts as content: the default (a row), and rules that ignore sections or read the
/// snapshot or the list.
@Suite @MainActor struct ContentRuleTests {}

extension ContentRuleTests {
  @Test func withoutARuleAnyRowIsContent() throws {
    let scene = SnapshotScene()
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1]))
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func itemsOfIgnoredSectionsAreNotContent() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.contentRule = .items(
      of: scene.dataSource, ignoringSections: [.promotions])
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1, 2]))
    #expect(scene.table.emptyState.isShown)
  }

  @Test func itemsOutsideIgnoredSectionsAreContent() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.contentRule = .items(
      of: scene.dataSource, ignoringSections: [.promotions])
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1], orders: [7]))
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func ignoringASectionTheSnapshotDoesNotHaveChangesNothing() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.contentRule = .items(
      of: scene.dataSource, ignoringSections: [.archive])
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1]))
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func aSnapshotRuleDecidesFromTheSnapshot() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.contentRule = .snapshot(of: scene.dataSource) {
      snapshot in snapshot.numberOfItems(inSection: .orders) > 1
    }
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    #expect(scene.table.emptyState.isShown)
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1, 2]))
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func aRuleCanReadTheList() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let source = SectionsSource([3])
    table.dataSource = source
    table.emptyState.configuration.contentRule = EmptyStateContentRule { table in
      table.numberOfRows(inSection: 0) > 5
    }
    table.setEmptyView(title: "Fewer than six")
    #expect(table.emptyState.isShown)
    source.sections = [6]
    table.reloadData()
    #expect(!table.emptyState.isShown)
  }

  @Test func aRuleIsAskedOncePerApply() throws {
    let scene = SnapshotScene()
    var asked = 0
    scene.table.emptyState.configuration.contentRule = EmptyStateContentRule { _ in
      asked += 1
      return true
    }
    asked = 0
    for orders in [[1], [1, 2], [2], []] {
      try scene.dataSource.apply(SnapshotScene.snapshot(orders: orders))
    }
    #expect(asked == 4)
  }

  @Test func aReleasedDataSourceMeansNoContent() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.diagnosticHandler = { _, _ in }
    table.setEmptyView(title: "No orders yet")
    do {
      let dataSource = TableViewDiffableDataSource<Shelf, Int>(tableView: table) { _, _, _ in nil }
      table.emptyState.configuration.contentRule = .items(of: dataSource)
      try dataSource.apply(SnapshotScene.snapshot(orders: [1]))
      #expect(!table.emptyState.isShown)
    }
    table.reloadData()
    #expect(table.emptyState.isShown)
  }

  @Test func theRuleReplacesRowsInThePhaseTable() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading…")
    scene.table.emptyState.configuration.contentRule = .items(
      of: scene.dataSource, ignoringSections: [.promotions])
    scene.table.emptyState.beginLoading()
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1]))
    #expect(scene.table.emptyState.shownPlaceholder == .loading)
    try scene.dataSource.apply(SnapshotScene.snapshot(promotions: [1], orders: [2]))
    #expect(scene.table.emptyState.shownPlaceholder == nil)
  }
}
