import TestSupport
import Testing

@testable import ListViews

/// The work of a diff, counted in hashes of the identifiers (never a clock): one per new item,
/// whatever the shape of the change; old items are looked up with the hashes their snapshot
/// kept.
@Suite struct SnapshotDifferenceCostTests {
  typealias Snapshot = ListSnapshot<Int, CountingKey>

  static func snapshot(_ values: Range<Int>, tally: KeyTally) throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections([0])
    try snapshot.appendItems(values.map { CountingKey($0, tally: tally) })
    return snapshot
  }

  @Test func aRunOfDeletesLongerThanAnyWindowHashesOnlyTheItemsThatWent() throws {
    let tally = KeyTally()
    let old = try Self.snapshot(0..<1_000, tally: tally)
    var new = old
    try new.deleteItems((100..<110).map { CountingKey($0, tally: tally) })
    tally.reset()
    _ = try new.updates(from: old)
    // One hash per new item (the table that proves them unique); none for the items that went.
    #expect(tally.hashes == new.numberOfItems)
  }

  @Test func aShuffledHeadHashesOnlyTheItemsThatMoved() throws {
    let tally = KeyTally()
    let old = try Self.snapshot(0..<1_000, tally: tally)
    var new = old
    // The first 20 items reversed: every one of them left its neighbours.
    for value in 1..<20 {
      try new.moveItem(CountingKey(value, tally: tally), beforeItem: CountingKey(0, tally: tally))
    }
    tally.reset()
    _ = try new.updates(from: old)
    #expect(tally.hashes <= new.numberOfItems + 20)
    #expect(tally.comparisons <= 2 * new.numberOfItems)
  }

  @Test func everyItemMovedHashesEachIdentifierOnce() throws {
    let tally = KeyTally()
    let old = try Self.snapshot(0..<1_000, tally: tally)
    var new = Snapshot()
    try new.appendSections([0])
    try new.appendItems((0..<1_000).reversed().map { CountingKey($0, tally: tally) })
    tally.reset()
    let updates = try new.updates(from: old)
    #expect(updates.count == 999)
    #expect(tally.hashes == 1_000)
  }

  @Test func everyItemMovedComparesEachNewItemWithAboutOneOther() throws {
    let tally = KeyTally()
    let old = try Self.snapshot(0..<1_000, tally: tally)
    var new = Snapshot()
    try new.appendSections([0])
    // A stride through the section: every item left its neighbours.
    try new.appendItems((0..<1_000).map { CountingKey($0 * 7 % 1_000, tally: tally) })
    tally.reset()
    let updates = try new.updates(from: old)
    #expect(updates.count >= 800)
    // Each new item meets the old item equal to it on its own probe (and, about a quarter full, a few
    // others on the way); no old item is compared with a neighbour first, nor looked up.
    #expect(tally.comparisons <= 1_300)
  }

  @Test func everythingReplacedHashesOnlyTheNewItems() throws {
    let tally = KeyTally()
    let old = try Self.snapshot(0..<1_000, tally: tally)
    let new = try Self.snapshot(1_000..<2_000, tally: tally)
    tally.reset()
    let updates = try new.updates(from: old)
    #expect(tally.hashes == 1_000)
    guard updates.count == 2, case .deleteItems(let deleted) = updates[0],
      case .insertItems(let inserted) = updates[1]
    else {
      Issue.record("expected a delete and an insert, got \(updates)")
      return
    }
    #expect(deleted.count == 1_000 && inserted.count == 1_000)
  }
}
