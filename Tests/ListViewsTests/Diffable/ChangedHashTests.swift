import TestSupport
import Testing

@testable import ListViews

/// Identifiers whose hash changed after they were added to a snapshot, so that two of them are
/// now equal: every apply refuses the snapshot with `invalidSnapshot` (nothing applied), and
/// growing the snapshot throws instead of trapping.
@Suite @MainActor struct ChangedHashTests {
  typealias Snapshot = ListSnapshot<Key, Key>

  typealias Key = ChangingKey

  /// A table fed by a diffable data source of keys, recording its passes and diagnostics.
  @MainActor
  final class Scene {
    let table = TableView(frame: Fixtures.bounds)
    let dataSource: TableViewDiffableDataSource<Key, Key>
    var diagnostics: [ListDiagnostic] = []

    init() {
      dataSource = TableViewDiffableDataSource(tableView: table) { _, _, _ in nil }
      table.diagnosticHandler = { [unowned self] _, diagnostic in diagnostics.append(diagnostic) }
    }

    var counts: [Int] {
      (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    }

    /// Whether exactly one snapshot was refused, and nothing else reported.
    var refusedOnce: Bool {
      guard diagnostics.count == 1, case .invalidSnapshot = diagnostics[0] else { return false }
      return true
    }
  }

  static func snapshot(_ sections: [(Key, [Key])]) throws -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }
}

// MARK: Applies

extension ChangedHashTests {
  @Test func twoNewSectionsMadeEqualAreRefused() throws {
    let scene = Scene()
    let second = Key(2)
    let snapshot = try Self.snapshot([(Key(1), [Key(10)]), (second, [Key(20)])])
    second.value = 1
    scene.dataSource.apply(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts.isEmpty && scene.dataSource.snapshot().numberOfSections == 0)
  }

  @Test func twoExistingSectionsMadeEqualAreRefused() throws {
    let scene = Scene()
    let second = Key(2)
    var snapshot = try Self.snapshot([(Key(1), [Key(10)]), (second, [Key(20)])])
    scene.dataSource.apply(snapshot)
    try snapshot.appendItems([Key(30)])
    second.value = 1
    scene.dataSource.apply(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts == [1, 1] && scene.dataSource.snapshot().numberOfItems == 2)
  }

  @Test func twoItemsOfAnInsertedSectionMadeEqualAreRefused() throws {
    let scene = Scene()
    var snapshot = try Self.snapshot([(Key(1), [Key(10)])])
    scene.dataSource.apply(snapshot)
    let twin = Key(21)
    try snapshot.appendSections([Key(2)])
    try snapshot.appendItems([Key(20), twin])
    twin.value = 20
    scene.dataSource.apply(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts == [1])
  }

  @Test func anItemMadeEqualToOneThatStayedIsRefused() throws {
    let scene = Scene()
    let first = Key(10)
    var snapshot = try Self.snapshot([(Key(1), [first, Key(11)])])
    scene.dataSource.apply(snapshot)
    let added = Key(12)
    try snapshot.appendItems([added])
    added.value = 10
    scene.dataSource.apply(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts == [2])
    #expect(scene.dataSource.indexPath(for: first) == ListIndexPath(row: 0, section: 0))
  }

  @Test func aReloadOfTwoItemsMadeEqualIsRefused() throws {
    let scene = Scene()
    let twin = Key(11)
    let snapshot = try Self.snapshot([(Key(1), [Key(10), twin])])
    twin.value = 10
    scene.dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts.isEmpty)
  }

  @Test func aReloadOfTwoSectionsMadeEqualIsRefused() throws {
    let scene = Scene()
    let second = Key(2)
    let snapshot = try Self.snapshot([(Key(1), []), (second, [])])
    second.value = 1
    scene.dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(scene.refusedOnce)
    #expect(scene.counts.isEmpty)
  }

  @Test func theDiffThrowsForTwoSectionsMadeEqual() throws {
    let second = Key(2)
    let new = try Self.snapshot([(Key(1), []), (second, [])])
    second.value = 1
    #expect(throws: ListSnapshotError<Key, Key>.duplicateSection(Key(1))) {
      try new.updates(from: Snapshot())
    }
  }
}

// MARK: Moving

extension ChangedHashTests {
  /// An old item whose hash changed since it was added still leaves a consistent batch.
  ///
  /// The diff looks old items up with the hashes their snapshot kept: such an item (equal to
  /// no other) may not be found, and then goes and comes back instead of moving.
  @Test func anItemWhoseHashChangedAndThatMovedStillBringsTheListToTheSnapshot() throws {
    let scene = Scene()
    let moved = Key(1)
    let items = [moved] + (2..<40).map(Key.init)
    var snapshot = try Self.snapshot([(Key(0), items)])
    scene.dataSource.apply(snapshot)
    try snapshot.moveItem(moved, afterItem: items[items.count - 1])
    moved.value = 1_000
    scene.dataSource.apply(snapshot)
    #expect(scene.diagnostics.isEmpty)
    #expect(scene.counts == [items.count])
    let rows = (0..<items.count).map {
      scene.dataSource.itemIdentifier(for: ListIndexPath(row: $0, section: 0))?.value
    }
    #expect(rows == items.dropFirst().map(\.value) + [1_000])
  }

  /// An item whose hash changed since it was added and that stayed in place is paired by the
  /// hash its snapshot kept, which its hash now may or may not lead to (the bucket a hash picks
  /// depends on the process's hash seed): it either stays or goes and comes back, and the batch
  /// takes the old counts to the new ones either way.
  @Test func anItemWhoseHashChangedAndThatStayedGivesAConsistentBatch() throws {
    let scene = Scene()
    let changed = Key(1)
    let old = try Self.snapshot([(Key(0), [Key(2), changed, Key(3)])])
    scene.dataSource.apply(old)
    var new = old
    changed.value = 1_000
    try new.appendItems([Key(4)], toSection: Key(0))
    let updates = try new.updates(from: old)
    let stays: [ListUpdate] = [.insertItems([ListIndexPath(item: 3, section: 0)])]
    let goesAndComesBack: [ListUpdate] = [
      .deleteItems([ListIndexPath(item: 1, section: 0)]),
      .insertItems([ListIndexPath(item: 1, section: 0), ListIndexPath(item: 3, section: 0)]),
    ]
    #expect(updates == stays || updates == goesAndComesBack)
    scene.dataSource.apply(new)
    #expect(scene.diagnostics.isEmpty && scene.counts == [4])
  }
}

// MARK: Growing

extension ChangedHashTests {
  @Test func growingASnapshotWithItemsMadeEqualThrowsInsteadOfTrapping() throws {
    let twin = Key(2)
    var snapshot = try Self.snapshot([(Key(0), [Key(1), twin])])
    twin.value = 1
    let before = snapshot
    let more = (1_000..<6_000).map(Key.init)
    #expect(throws: ListSnapshotError<Key, Key>.duplicateItem(Key(1))) {
      for chunk in stride(from: 0, to: more.count, by: 100) {
        try snapshot.appendItems(Array(more[chunk..<chunk + 100]))
      }
    }
    #expect(snapshot.numberOfItems < before.numberOfItems + more.count)
  }

  @Test func growingASnapshotWithSectionsMadeEqualThrowsInsteadOfTrapping() throws {
    let twin = Key(2)
    var snapshot = try Self.snapshot([(Key(1), []), (twin, [])])
    twin.value = 1
    let more = (1_000..<6_000).map(Key.init)
    #expect(throws: ListSnapshotError<Key, Key>.duplicateSection(Key(1))) {
      for chunk in stride(from: 0, to: more.count, by: 100) {
        try snapshot.appendSections(Array(more[chunk..<chunk + 100]))
      }
    }
  }
}
