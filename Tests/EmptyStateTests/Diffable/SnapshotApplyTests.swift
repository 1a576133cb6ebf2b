import EmptyState
import TestSupport
import Testing

/// A diffable apply and the empty state: one pass and one decision per apply, the completion
/// after it, and, on request, the placeholder only after the completion.
@Suite @MainActor struct SnapshotApplyTests {}

extension SnapshotApplyTests {
  @Test func anApplyThatEmptiesTheListShowsThePlaceholderAfterItsPassBeforeItsCompletion() throws {
    let scene = SnapshotScene()
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    scene.log = []
    try scene.dataSource.apply(SnapshotScene.snapshot()) { scene.log.append("completion") }
    // The empty state follows the list's emptiness, told once the content pass has ended.
    #expect(scene.log == ["pass", "didAppear", "completion"])
  }

  @Test func anApplyThatFillsTheListHidesThePlaceholder() throws {
    let scene = SnapshotScene()
    #expect(scene.table.emptyState.isShown)
    scene.log = []
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1, 2])) {
      scene.log.append("completion")
    }
    #expect(scene.log == ["pass", "didDisappear", "completion"])
  }

  @Test func presentingAfterCompletionWaitsForTheCompletion() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.options.presentation = .afterCompletion
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    scene.log = []
    var shownInCompletion: Bool?
    try scene.dataSource.apply(SnapshotScene.snapshot()) {
      shownInCompletion = scene.table.emptyState.isShown
      scene.log.append("completion")
    }
    #expect(shownInCompletion == false)
    #expect(scene.log == ["pass", "completion", "didAppear"])
    #expect(scene.table.emptyState.isShown)
  }

  @Test func presentingAfterCompletionNeverDelaysHiding() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.options.presentation = .afterCompletion
    #expect(scene.table.emptyState.isShown)
    var shownInCompletion: Bool?
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1])) {
      shownInCompletion = scene.table.emptyState.isShown
    }
    #expect(shownInCompletion == false)
  }

  @Test func aCompletionThatRefillsTheListMeansThePlaceholderNeverAppears() throws {
    let scene = SnapshotScene()
    scene.table.emptyState.configuration.options.presentation = .afterCompletion
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    scene.log = []
    let refilled = try SnapshotScene.snapshot(orders: [2])
    try scene.dataSource.apply(SnapshotScene.snapshot()) { scene.dataSource.apply(refilled) }
    #expect(scene.log == ["pass", "pass"])
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func presentingAfterCompletionWaitsForASingleUpdateToEnd() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let source = SectionsSource([1])
    table.dataSource = source
    table.emptyState.configuration.options.presentation = .afterCompletion
    table.setEmptyView(title: "No rows")
    var shownDuringTheChange: Bool?
    let token = table.contentHooks.after { table, _ in
      shownDuringTheChange = table.emptyState.isShown
    }
    source.sections = [0]
    table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(shownDuringTheChange == false)
    #expect(table.emptyState.isShown)
    token.cancel()
  }

  @Test func refusedSnapshotsLeaveTheListAndThePlaceholderAlone() throws {
    let scene = SnapshotScene()
    try scene.dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    let other = SectionsSource([1])
    scene.table.dataSource = other
    scene.log = []
    var completed = false
    try scene.dataSource.apply(SnapshotScene.snapshot()) { completed = true }
    #expect(completed && scene.log.isEmpty)
    #expect(scene.diagnostics.count == 1)
    #expect(!scene.table.emptyState.isShown)
  }
}
