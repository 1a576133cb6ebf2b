import EmptyState
import Hooks
import TestSupport
import Testing

extension BadInputCase {
  static let all: [BadInputCase] =
    counts + updates + snapshots + changedHashes + applies + geometry + hugeGeometry + content
    + hooks + views + hostile + handlers + loads + pages + sections + runaways + clock + mirrors

  static let counts: [BadInputCase] = [
    BadInputCase(
      input: "negative row count", outcome: "treated as 0, `negativeCount` reported",
      check: {
        let scene = BadInputScene([-3])
        #expect(scene.counts == [0] && scene.log.entries == [.negativeCount(section: 0, count: -3)])
      }),
    BadInputCase(
      input: "negative section count", outcome: "treated as 0, `negativeCount` reported",
      check: {
        let scene = BadInputScene()
        scene.table.dataSource = NegativeSections.shared
        scene.table.reloadData()
        #expect(scene.table.numberOfSections == 0 && scene.log.entries.count == 1)
      }),
    BadInputCase(
      input: "huge section count",
      outcome: "clamped to `ListLimits.maximumSections`, `tooManySections` reported",
      check: {
        let scene = BadInputScene()
        scene.table.dataSource = HugeSections.shared
        scene.table.reloadData()
        #expect(scene.table.numberOfSections == ListLimits.maximumSections)
        #expect(
          scene.log.entries == [.tooManySections(count: Int.max, limit: ListLimits.maximumSections)]
        )
      }),
    BadInputCase(
      input: "huge row counts", outcome: "kept as they are; nothing overflows",
      check: {
        let scene = BadInputScene([Int.max, Int.max])
        #expect(scene.isConsistent(diagnostics: 0) && scene.table.contentSize.height.isFinite)
      }),
    BadInputCase(
      input: "row count queried for a missing section", outcome: "0",
      check: {
        let scene = BadInputScene([2])
        #expect(scene.table.numberOfRows(inSection: 9) == 0 && scene.log.entries.isEmpty)
      }),
    BadInputCase(
      input: "data source released",
      outcome: "the next reload counts no sections; `dataSourceReleased` reported once",
      check: {
        let table = TableView(frame: Fixtures.bounds)
        let log = DiagnosticLog()
        table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
        do {
          let source = SectionsSource([3])
          table.dataSource = source
          table.reloadData()
        }
        table.reloadData()
        table.reloadData()
        #expect(table.numberOfSections == 0)
        #expect(log.entries == [.dataSourceReleased])
      }),
    BadInputCase(
      input: "data source that changes while it is asked",
      outcome: "the counts it answered are kept; the next reload or update brings the rest",
      check: {
        let source = ShiftingSource()
        let table = TableView(frame: Fixtures.bounds)
        table.dataSource = source
        table.reloadData()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        table.reloadData()
        #expect(table.numberOfSections == 3)
      }),
  ]

  static let updates: [BadInputCase] = [
    BadInputCase(
      input: "update inconsistent with the data source",
      outcome: "`inconsistentUpdate` reported, full reload",
      check: {
        let scene = BadInputScene([2])
        scene.source.sections = [5]
        scene.table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
        #expect(scene.isConsistent())
      }),
    BadInputCase(
      input: "index path out of range", outcome: "`invalidUpdate` reported, full reload",
      check: {
        let scene = BadInputScene([2])
        scene.source.sections = [1]
        scene.table.deleteRows(at: [ListIndexPath(row: 7, section: 0)])
        #expect(scene.isConsistent())
      }),
    BadInputCase(
      input: "negative index", outcome: "`invalidUpdate` reported, full reload",
      check: {
        let scene = BadInputScene([2])
        scene.table.reloadSections([-1])
        #expect(scene.isConsistent())
      }),
    BadInputCase(
      input: "the same index path twice in one batch",
      outcome: "`invalidUpdate` reported, full reload",
      check: {
        let scene = BadInputScene([3])
        scene.source.sections = [1]
        let path = ListIndexPath(row: 0, section: 0)
        scene.table.performBatchUpdates {
          scene.table.deleteRows(at: [path])
          scene.table.deleteRows(at: [path])
        }
        #expect(scene.isConsistent())
      }),
    BadInputCase(
      input: "`endUpdates()` without `beginUpdates()`",
      outcome: "ignored, `unbalancedEndUpdates` reported",
      check: {
        let scene = BadInputScene([2])
        scene.table.endUpdates()
        #expect(scene.isConsistent() && scene.log.entries == [.unbalancedEndUpdates])
      }),
  ]
}

@MainActor
private final class NegativeSections: TableViewDataSource {
  static let shared = NegativeSections()
  func numberOfSections(in tableView: TableView) -> Int { -7 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
}

@MainActor
private final class HugeSections: TableViewDataSource {
  static let shared = HugeSections()
  func numberOfSections(in tableView: TableView) -> Int { Int.max }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
}

/// Grows by a section (of two rows) each time its section count is asked.
@MainActor
private final class ShiftingSource: TableViewDataSource {
  private var sections = 1
  func numberOfSections(in tableView: TableView) -> Int {
    sections += 1
    return sections
  }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    // Asking for counts also reads the table back: a data source that re-enters.
    _ = tableView.numberOfSections
    return 2
  }
}
