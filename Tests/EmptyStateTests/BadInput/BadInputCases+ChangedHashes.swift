import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  static let changedHashes: [BadInputCase] = [
    BadInputCase(
      input:
        "identifiers made equal by a hash change: two sections, two items of an inserted section, or applied with `applySnapshotUsingReloadData`",
      outcome: "nothing applied, `invalidSnapshot` reported; the list is unchanged",
      check: {
        let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
        var refused = 0
        table.diagnosticHandler = { _, _ in refused += 1 }
        let dataSource = TableViewDiffableDataSource<ChangingKey, ChangingKey>(tableView: table) {
          _, _, _ in nil
        }
        let twinSection = ChangingKey(2)
        let twinItem = ChangingKey(21)
        var snapshot = ListSnapshot<ChangingKey, ChangingKey>()
        try snapshot.appendSections([ChangingKey(1), twinSection])
        try snapshot.appendItems([ChangingKey(20), twinItem])
        twinSection.value = 1
        dataSource.apply(snapshot)
        twinSection.value = 2
        twinItem.value = 20
        dataSource.apply(snapshot)
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(refused == 3 && table.numberOfSections == 0)
        #expect(dataSource.snapshot().numberOfSections == 0)
      }),
    BadInputCase(
      input: "a snapshot whose identifiers a hash change made equal, grown by thousands of items",
      outcome:
        "`ListSnapshotError.duplicateItem` or `duplicateSection` thrown, never a trap; the snapshot is unchanged",
      check: {
        let twin = ChangingKey(2)
        var snapshot = ListSnapshot<ChangingKey, ChangingKey>()
        try snapshot.appendSections([ChangingKey(0)])
        try snapshot.appendItems([ChangingKey(1), twin])
        twin.value = 1
        var thrown: ListSnapshotError<ChangingKey, ChangingKey>?
        for start in stride(from: 1_000, to: 6_000, by: 100) where thrown == nil {
          let before = snapshot
          do throws(ListSnapshotError<ChangingKey, ChangingKey>) {
            try snapshot.appendItems((start..<start + 100).map(ChangingKey.init))
          } catch {
            thrown = error
            #expect(snapshot == before)
          }
        }
        #expect(thrown == .duplicateItem(ChangingKey(1)))
      }),
  ]
}
