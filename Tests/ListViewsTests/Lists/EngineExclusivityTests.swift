import Hooks
import ListViews
import TestSupport
import Testing

/// The reasons the engine's hot state may skip dynamic exclusivity checks, each as the case
/// that would overlap two accesses (and trip the address sanitizer in CI) if it stopped
/// holding: no access to the counts, the flags or the completion queue is open while a data
/// source, a hook or a completion runs.
@Suite @MainActor struct EngineExclusivityTests {}

extension EngineExclusivityTests {
  @Test func aDataSourceThatReadsAndReplacesItselfWhileAskedLeavesConsistentCounts() {
    let table = TableView(frame: Fixtures.bounds)
    let replacement = SectionsSource([4])
    let meddler = MeddlingSource(sections: [1, 2]) { table in
      _ = table.numberOfSections  // reads the counts being replaced
      table.dataSource = replacement  // and leaves them stale
    }
    table.dataSource = meddler
    table.reloadData()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test func aDataSourceThatReloadsWhileAskedRunsOneMorePass() {
    let table = TableView(frame: Fixtures.bounds)
    var passes = 0
    let token = table.contentHooks.after { _, _ in passes += 1 }
    let source = MeddlingSource(sections: [2]) { table in table.reloadData() }
    table.dataSource = source
    table.reloadData()
    #expect(passes == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    token.cancel()
  }

  @Test func aCompletionWhoseReleaseStartsABatchIsReleasedOutsideTheQueue() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    var finished: [Bool] = []
    do {
      let trigger = DeinitAction {
        table.performBatchUpdates({}, completion: { finished.append($0) })
      }
      table.performBatchUpdates({}, completion: { _ in _ = trigger })
    }
    #expect(finished == [true])
  }
}

/// A data source that runs `meddle` the first time it is asked for its sections.
@MainActor
private final class MeddlingSource: TableViewDataSource {
  let sections: [Int]
  var meddle: ((TableView) -> Void)?

  init(sections: [Int], meddle: @escaping (TableView) -> Void) {
    self.sections = sections
    self.meddle = meddle
  }

  func numberOfSections(in tableView: TableView) -> Int {
    let once = meddle
    meddle = nil
    once?(tableView)
    return sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section]
  }
}

/// Runs an action when freed.
private final class DeinitAction {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
  deinit { action() }
}
