import TestSupport
import Testing

@testable import ListViews

/// The work of a diff, counted in hashes of the identifiers (never a clock): one per new item,
/// and one per old item that left its neighbours, whatever the shape of the change.
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
    // One hash per new item (the table that proves them unique), one per item that went.
    #expect(tally.hashes == new.numberOfItems + 10)
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
}
