import TestSupport
import Testing

@testable import ListViews

/// The diff on its edge cases.
///
/// Every batch is replayed with UIKit's rules (``BatchReplay``, written apart from the library)
/// and must rebuild the new snapshot, and applied to a table, which must accept it without a
/// diagnostic.
@Suite @MainActor struct SnapshotDifferenceTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// A snapshot from a description: `["a": [1, 2], "b": []]` in section order.
  static func snapshot(_ sections: KeyValuePairs<String, [Int]>) throws -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  static func identifiers(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map(snapshot.itemIdentifiers(inSection:))
  }

  /// The updates from `old` to `new`, checked by replay and by a table.
  func checkedUpdates(
    from old: Snapshot, to new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [ListUpdate] {
    let updates = try new.updates(from: old)
    let replayed = BatchReplay.replay(
      updates, on: Self.identifiers(old), new: Self.identifiers(new))
    #expect(
      replayed == .success(Self.identifiers(new)), "\(updates)", sourceLocation: sourceLocation)
    let source = SectionsSource(old.sectionIdentifiers.map(old.numberOfItems(inSection:)))
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.performBatchUpdates {
      source.sections = new.sectionIdentifiers.map(new.numberOfItems(inSection:))
      for update in updates { table.apply(update) }
    }
    #expect(log.entries.isEmpty, "\(log.entries)", sourceLocation: sourceLocation)
    return updates
  }

  static func moves(_ updates: [ListUpdate]) -> Int {
    updates.filter {
      if case .moveItem = $0 { return true }
      if case .moveSection = $0 { return true }
      return false
    }.count
  }
}

// MARK: Edge cases

extension SnapshotDifferenceTests {
  @Test func identicalSnapshotsNeedNoUpdates() throws {
    let snapshot = try Self.snapshot(["a": [1, 2, 3], "b": [4]])
    #expect(try checkedUpdates(from: snapshot, to: snapshot).isEmpty)
  }

  @Test func emptyToFullInsertsTheSections() throws {
    let full = try Self.snapshot(["a": [1, 2], "b": [3]])
    #expect(try checkedUpdates(from: Snapshot(), to: full) == [.insertSections([0, 1])])
  }

  @Test func fullToEmptyDeletesTheSections() throws {
    let full = try Self.snapshot(["a": [1, 2], "b": [3]])
    #expect(try checkedUpdates(from: full, to: Snapshot()) == [.deleteSections([0, 1])])
  }

  @Test func itemsToNoItemsDeletesTheItems() throws {
    let old = try Self.snapshot(["a": [1, 2]])
    let new = try Self.snapshot(["a": []])
    #expect(
      try checkedUpdates(from: old, to: new) == [
        .deleteItems([ListIndexPath(item: 0, section: 0), ListIndexPath(item: 1, section: 0)])
      ])
  }

  @Test func reversedItemsKeepOneAndMoveTheRest() throws {
    let old = try Self.snapshot(["a": Array(0..<50)])
    let new = try Self.snapshot(["a": Array((0..<50).reversed())])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(Self.moves(updates) == 49 && updates.count == 49)
  }

  @Test func allItemsMovedAreMovesNotDeletesAndInserts() throws {
    var random = SplitMix64(seed: 7)
    let old = try Self.snapshot(["a": Array(0..<200)])
    let new = try Self.snapshot(["a": Array(0..<200).shuffled(using: &random)])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(updates.allSatisfy { if case .moveItem = $0 { true } else { false } })
  }

  @Test func oneItemMovedAmongThousandsIsOneMove() throws {
    let old = try Self.snapshot(["a": Array(0..<10_000)])
    var new = old
    try new.moveItem(0, afterItem: 9_999)
    let updates = try checkedUpdates(from: old, to: new)
    #expect(
      updates == [
        .moveItem(
          from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 9_999, section: 0))
      ])
  }

  @Test func oneSectionToManyMovesItemsIntoTheSectionsThatStay() throws {
    let old = try Self.snapshot(["a": [1, 2, 3, 4, 5, 6]])
    let new = try Self.snapshot(["a": [1, 2], "b": [3, 4], "c": [5, 6]])
    let updates = try checkedUpdates(from: old, to: new)
    // Sections b and c are new: their items come with them, and leave section a.
    #expect(
      updates == [
        .insertSections([1, 2]),
        .deleteItems((2..<6).map { ListIndexPath(item: $0, section: 0) }),
      ])
  }

  @Test func manySectionsToOneMovesItemsAcross() throws {
    let old = try Self.snapshot(["a": [1, 2], "b": [3, 4], "c": [5, 6]])
    let new = try Self.snapshot(["b": [1, 2, 3, 4, 5, 6]])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(updates.contains(.deleteSections([0, 2])))
    #expect(Self.moves(updates) == 0)
  }

  @Test func sectionsMovedCarryTheirItems() throws {
    let old = try Self.snapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
    let new = try Self.snapshot(["d": [4], "a": [1], "b": [2], "c": [3]])
    #expect(try checkedUpdates(from: old, to: new) == [.moveSection(from: 3, to: 0)])
  }

  @Test func sectionsMovedAndItemsMovedAcrossThem() throws {
    let old = try Self.snapshot(["a": [1, 2, 3], "b": [4, 5], "c": [6]])
    let new = try Self.snapshot(["c": [6, 2], "b": [5, 4, 1], "a": [3]])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(!updates.contains { if case .insertItems = $0 { true } else { false } })
    #expect(!updates.contains { if case .deleteItems = $0 { true } else { false } })
  }

  @Test func runsOfChangesLongerThanTheWalksWindowStillPairEveryItem() throws {
    let old = try Self.snapshot(["a": Array(0..<40), "b": Array(100..<120)])
    var new = old
    try new.deleteItems(Array(5..<15))
    try new.insertItems(Array(200..<212), afterItem: 20)
    try new.moveItem(30, beforeItem: 100)
    for item in [1, 2, 3] { try new.moveItem(item, afterItem: 39) }
    let updates = try checkedUpdates(from: old, to: new)
    #expect(Self.moves(updates) == 4)
  }

  @Test func sectionsAppearingAndVanishingWithMovesBetweenTheRest() throws {
    let old = try Self.snapshot(["a": [1, 2], "b": [3], "c": [4, 5], "d": []])
    let new = try Self.snapshot(["e": [9], "c": [5, 1], "a": [2, 4, 8], "f": [3]])
    _ = try checkedUpdates(from: old, to: new)
  }
}

// MARK: Reloads and reconfigures

extension SnapshotDifferenceTests {
  @Test func aReloadedItemInPlaceIsReloaded() throws {
    let old = try Self.snapshot(["a": [1, 2]])
    var new = old
    try new.reloadItems([2])
    #expect(
      try checkedUpdates(from: old, to: new) == [
        .reloadItems([ListIndexPath(item: 1, section: 0)])
      ])
  }

  @Test func aReloadedItemThatMovesIsDeletedAndInserted() throws {
    let old = try Self.snapshot(["a": [1, 2]])
    var new = old
    try new.moveItem(2, beforeItem: 1)
    try new.reloadItems([2])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(updates.contains(.deleteItems([ListIndexPath(item: 1, section: 0)])))
    #expect(updates.contains(.insertItems([ListIndexPath(item: 0, section: 0)])))
  }

  @Test func aReconfiguredItemThatMovesOnlyMoves() throws {
    let old = try Self.snapshot(["a": [1, 2]])
    var new = old
    try new.moveItem(2, beforeItem: 1)
    try new.reconfigureItems([2, 1])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(
      updates == [
        .reloadItems([ListIndexPath(item: 0, section: 0)]),
        .moveItem(
          from: ListIndexPath(item: 1, section: 0), to: ListIndexPath(item: 0, section: 0)),
      ])
  }

  @Test func aReloadedSectionInPlaceIsReloadedWithItsItems() throws {
    let old = try Self.snapshot(["a": [1, 2], "b": [3]])
    var new = try Self.snapshot(["a": [2, 9], "b": [3]])
    try new.reloadSections(["a"])
    #expect(try checkedUpdates(from: old, to: new) == [.reloadSections([0])])
  }

  @Test func aReloadedSectionThatMovesIsDeletedAndInserted() throws {
    let old = try Self.snapshot(["a": [1], "b": [2]])
    var new = try Self.snapshot(["b": [2], "a": [1]])
    try new.reloadSections(["b"])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(updates == [.deleteSections([1]), .insertSections([0])])
  }

  @Test func itemsLeavingAReloadedSectionAreInsertedWhereTheyGo() throws {
    let old = try Self.snapshot(["a": [1, 2], "b": [3]])
    var new = try Self.snapshot(["a": [1], "b": [2, 3]])
    try new.reloadSections(["a"])
    let updates = try checkedUpdates(from: old, to: new)
    #expect(updates.contains(.insertItems([ListIndexPath(item: 0, section: 1)])))
  }
}

// MARK: Bad snapshots

extension SnapshotDifferenceTests {
  /// A snapshot holding item 1 twice, as one whose identifiers changed their hash after they
  /// were added could.
  static func withDuplicateItem() throws -> Snapshot {
    var snapshot = try Self.snapshot(["a": [1, 2]])
    snapshot.sectionItems[0].append(1)
    snapshot.itemCount += 1
    return snapshot
  }

  @Test func aDuplicateItemInTheNewSnapshotIsRefused() throws {
    let old = try Self.snapshot(["a": [1, 2]])
    #expect(throws: ListSnapshotError<String, Int>.duplicateItem(1)) {
      try Self.withDuplicateItem().updates(from: old)
    }
  }

  @Test func aDuplicateItemInTheOldSnapshotIsRefused() throws {
    let new = try Self.snapshot(["a": [1, 2]])
    #expect(throws: ListSnapshotError<String, Int>.duplicateItem(1)) {
      try new.updates(from: Self.withDuplicateItem())
    }
  }

  @Test func aDuplicateSectionIsRefused() throws {
    var new = try Self.snapshot(["a": [1]])
    new.sectionOrder.append("a")
    new.sectionItems.append([])
    #expect(throws: ListSnapshotError<String, Int>.duplicateSection("a")) {
      try new.updates(from: Snapshot())
    }
  }
}

// MARK: The increasing run

extension SnapshotDifferenceTests {
  @Test(arguments: [
    ([3, 1, 2, 5, 4], 3), ([], 0), ([1], 1), ([5, 4, 3, 2, 1], 1), ([1, 2, 3, 4], 4),
    ([2, 8, 4, 6, 1, 3, 7, 5], 4),
  ])
  func theRunIsIncreasingAndLongest(_ values: [Int], _ length: Int) {
    var run = IncreasingSubsequence()
    var members: [Bool] = []
    run.mark(values, into: &members)
    let kept = zip(values, members).filter(\.1).map(\.0)
    #expect(kept.count == length)
    #expect(kept == kept.sorted())
  }

  @Test func theRunIsLongestOnRandomSequences() {
    var random = SplitMix64(seed: 99)
    var run = IncreasingSubsequence()
    var members: [Bool] = []
    for round in 0..<300 {
      // Mostly sorted, with some values moved far: the case the search is tuned for.
      var values = Array(0..<Int.random(in: 0...120, using: &random))
      for _ in 0..<Int.random(in: 0...(round % 4 == 0 ? 120 : 12), using: &random) {
        guard !values.isEmpty else { break }
        let value = values.remove(at: Int.random(in: 0..<values.count, using: &random))
        values.insert(value, at: Int.random(in: 0...values.count, using: &random))
      }
      run.mark(values, into: &members)
      let kept = zip(values, members).filter(\.1).map(\.0)
      #expect(kept == kept.sorted(), "round \(round)")
      #expect(kept.count == Self.longestRunLength(values), "round \(round): \(values)")
    }
  }

  /// Past a thousand run ends the search starts from an interpolated guess: the same runs.
  @Test func theRunIsLongestPastAThousandEnds() {
    var random = SplitMix64(seed: 7)
    var run = IncreasingSubsequence()
    var members: [Bool] = []
    for round in 0..<6 {
      var values = Array(0..<3_000)
      for _ in 0..<(round * 40) {
        let value = values.remove(at: Int.random(in: 0..<values.count, using: &random))
        values.insert(value, at: Int.random(in: 0...values.count, using: &random))
      }
      run.mark(values, into: &members)
      let kept = zip(values, members).filter(\.1).map(\.0)
      #expect(kept == kept.sorted(), "round \(round)")
      #expect(kept.count == Self.patienceLength(values), "round \(round)")
    }
  }

  /// The length of the longest increasing subsequence by patience sorting with a plain binary
  /// search over the pile tops.
  static func patienceLength(_ values: [Int]) -> Int {
    var tops: [Int] = []
    for value in values {
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tops.count { tops.append(value) } else { tops[low] = value }
    }
    return tops.count
  }

  /// The length of the longest increasing subsequence, the slow and obvious way.
  static func longestRunLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        best[end] = max(best[end], best[start] + 1)
      }
    }
    return best.max() ?? 0
  }
}
