import EmptyState
import Testing

@testable import ListViews

extension BadInputCase {
  static let snapshots: [BadInputCase] = [
    BadInputCase(
      input: "duplicate identifier added to a snapshot",
      outcome:
        "`ListSnapshotError.duplicateItem` or `duplicateSection` thrown; the snapshot is unchanged",
      check: {
        let before = try SnapshotBadInput.snapshot()
        var snapshot = before
        #expect(throws: ListSnapshotError<String, Int>.duplicateItem(1)) {
          try snapshot.appendItems([3, 1])
        }
        #expect(throws: ListSnapshotError<String, Int>.duplicateSection("a")) {
          try snapshot.appendSections(["a"])
        }
        #expect(snapshot == before)
      }),
    BadInputCase(
      input: "item added to a section the snapshot does not have",
      outcome: "`ListSnapshotError.sectionNotFound` thrown; the snapshot is unchanged",
      check: {
        let before = try SnapshotBadInput.snapshot()
        var snapshot = before
        #expect(throws: ListSnapshotError<String, Int>.sectionNotFound("zz")) {
          try snapshot.appendItems([3], toSection: "zz")
        }
        #expect(snapshot == before)
      }),
    BadInputCase(
      input: "reloading or reconfiguring an item the snapshot does not have",
      outcome: "`ListSnapshotError.itemNotFound` thrown; the snapshot is unchanged",
      check: {
        let before = try SnapshotBadInput.snapshot()
        var snapshot = before
        #expect(throws: ListSnapshotError<String, Int>.itemNotFound(9)) {
          try snapshot.reloadItems([9])
        }
        #expect(throws: ListSnapshotError<String, Int>.itemNotFound(9)) {
          try snapshot.reconfigureItems([1, 9])
        }
        #expect(snapshot == before)
      }),
    BadInputCase(
      input: "snapshot holding an identifier twice (its hash changed after it was added)",
      outcome: "nothing applied, `invalidSnapshot` reported; the list is unchanged",
      check: {
        let scene = try SnapshotBadInput()
        var twice = try SnapshotBadInput.snapshot()
        twice.sectionItems[0].append(1)
        twice.itemCount += 1
        scene.dataSource.apply(twice)
        #expect(scene.isUnchanged(diagnostics: 1))
      }),
    BadInputCase(
      input: "snapshot applied through a data source the list no longer uses",
      outcome: "nothing applied, `invalidSnapshot` reported; the list is unchanged",
      check: {
        let scene = try SnapshotBadInput()
        let replacement = TableViewDiffableDataSource<String, Int>(tableView: scene.table) {
          _, _, _ in nil
        }
        replacement.apply(try SnapshotBadInput.snapshot())
        try scene.dataSource.apply(SnapshotBadInput.snapshot(items: [2]))
        #expect(scene.table.numberOfRows(inSection: 0) == 2 && scene.log.count == 1)
      }),
  ]
}

/// A table fed by a diffable data source with the snapshot `a: 1, 2`, collecting diagnostics.
@MainActor
final class SnapshotBadInput {
  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
  let dataSource: TableViewDiffableDataSource<String, Int>
  var log: [ListDiagnostic] = []

  init() throws {
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
    table.diagnosticHandler = { [unowned self] _, diagnostic in log.append(diagnostic) }
    dataSource.apply(try Self.snapshot())
  }

  static func snapshot(items: [Int] = [1, 2]) throws -> ListSnapshot<String, Int> {
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems(items)
    return snapshot
  }

  /// Whether the table and the data source still show `a: 1, 2`, with `count` diagnostics of
  /// refused snapshots.
  func isUnchanged(diagnostics count: Int) -> Bool {
    let refused = log.filter { if case .invalidSnapshot = $0 { true } else { false } }
    return (try? Self.snapshot()) == dataSource.snapshot() && table.numberOfSections == 1
      && table.numberOfRows(inSection: 0) == 2 && refused.count == count && log.count == count
  }
}
