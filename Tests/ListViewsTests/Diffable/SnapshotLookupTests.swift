import TestSupport
import Testing

@testable import ListViews

/// The snapshot's lookups (an item's section, index path and index, and the item at a path)
/// stay true after every kind of change, and cost the same at every section size.
@Suite struct SnapshotLookupTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// Two sections: `a` holds 0 to 9, `b` holds 10 to 19, `c` is empty.
  static func snapshot() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b", "c"])
    try snapshot.appendItems(Array(0..<10), toSection: "a")
    try snapshot.appendItems(Array(10..<20), toSection: "b")
    return snapshot
  }

  /// Whether every lookup agrees with the snapshot's identifiers, and items that left are not
  /// found.
  static func expectLookupsAgree(
    _ snapshot: Snapshot, gone: [Int] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var flat = 0
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
      for (row, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
        let path = ListIndexPath(item: row, section: sectionIndex)
        #expect(snapshot.indexPath(of: item) == path, sourceLocation: sourceLocation)
        #expect(snapshot.indexOfItem(item) == flat, sourceLocation: sourceLocation)
        #expect(
          snapshot.sectionIdentifier(containingItem: item) == section,
          sourceLocation: sourceLocation)
        #expect(snapshot.itemIdentifier(at: path) == item, sourceLocation: sourceLocation)
        flat += 1
      }
    }
    for item in gone {
      #expect(snapshot.indexPath(of: item) == nil, sourceLocation: sourceLocation)
      #expect(snapshot.indexOfItem(item) == nil, sourceLocation: sourceLocation)
      #expect(
        snapshot.sectionIdentifier(containingItem: item) == nil, sourceLocation: sourceLocation)
    }
  }

  @Test func lookupsFollowAppendedItems() throws {
    var snapshot = try Self.snapshot()
    try snapshot.appendItems([20, 21], toSection: "a")
    try snapshot.appendItems([22], toSection: "c")
    Self.expectLookupsAgree(snapshot)
  }

  @Test func lookupsFollowItemsInsertedBeforeAndAfter() throws {
    var snapshot = try Self.snapshot()
    try snapshot.insertItems([20, 21], beforeItem: 3)
    try snapshot.insertItems([22], afterItem: 10)
    try snapshot.insertItems([23], beforeItem: 0)
    Self.expectLookupsAgree(snapshot)
  }

  @Test func lookupsFollowDeletedItems() throws {
    var snapshot = try Self.snapshot()
    try snapshot.deleteItems([7, 2, 15, 19])
    Self.expectLookupsAgree(snapshot, gone: [7, 2, 15, 19])
  }

  @Test func lookupsFollowItemsMovedInTheirSection() throws {
    var snapshot = try Self.snapshot()
    try snapshot.moveItem(1, afterItem: 8)
    try snapshot.moveItem(9, beforeItem: 0)
    Self.expectLookupsAgree(snapshot)
  }

  @Test func lookupsFollowItemsMovedAcrossSections() throws {
    var snapshot = try Self.snapshot()
    try snapshot.moveItem(4, beforeItem: 12)
    try snapshot.moveItem(18, afterItem: 0)
    Self.expectLookupsAgree(snapshot)
  }

  @Test func lookupsFollowInsertedDeletedAndMovedSections() throws {
    var snapshot = try Self.snapshot()
    try snapshot.insertSections(["z"], beforeSection: "a")
    try snapshot.appendItems([30], toSection: "z")
    Self.expectLookupsAgree(snapshot)
    try snapshot.moveSection("b", beforeSection: "z")
    Self.expectLookupsAgree(snapshot)
    try snapshot.deleteSections(["z"])
    Self.expectLookupsAgree(snapshot, gone: [30])
  }

  @Test func lookupsSurviveMarksAndAReset() throws {
    var snapshot = try Self.snapshot()
    try snapshot.reloadItems([3])
    try snapshot.reconfigureItems([12])
    try snapshot.reloadSections(["b"])
    Self.expectLookupsAgree(snapshot)
    snapshot.deleteAllItems()
    Self.expectLookupsAgree(snapshot, gone: [3, 12])
  }

  @Test func aFailedChangeLeavesTheLookupsTrue() throws {
    var snapshot = try Self.snapshot()
    #expect(throws: ListSnapshotError<String, Int>.duplicateItem(5)) {
      try snapshot.insertItems([40, 5], beforeItem: 2)
    }
    Self.expectLookupsAgree(snapshot, gone: [40])
  }

  @Test func findingAnItemCostsOneHashAndAFewComparisonsWhateverTheSectionSize() throws {
    for size in [10, 1_000] {
      let tally = KeyTally()
      var snapshot = ListSnapshot<Int, CountingKey>()
      try snapshot.appendSections([0])
      let items = (0..<size).map { CountingKey($0, tally: tally) }
      try snapshot.appendItems(items)
      tally.reset()
      for (index, item) in items.enumerated() {
        #expect(snapshot.indexPath(of: item) == ListIndexPath(item: index, section: 0))
      }
      // One hash each; the comparisons are the index's probes (a few on average, however the
      // hashes fall) and the check of the item found, never a scan of the section.
      #expect(tally.hashes == size)
      #expect(Double(tally.comparisons) / Double(size) <= 8)
    }
  }
}
