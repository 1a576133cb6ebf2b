import ListViews
import Testing

/// The snapshot's operations, with UIKit's names, and its errors where UIKit traps.
@Suite struct ListSnapshotTests {
  typealias Snapshot = ListSnapshot<String, Int>
  typealias Failure = ListSnapshotError<String, Int>

  /// Sections `a` with 1, 2, 3 and `b` with 4, 5.
  static func sample() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2, 3], toSection: "a")
    try snapshot.appendItems([4, 5])
    return snapshot
  }

  static func layout(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map { section in
      "\(section):" + snapshot.itemIdentifiers(inSection: section).map(String.init).joined()
    }
  }
}

// MARK: Counts and lookups

extension ListSnapshotTests {
  @Test func aNewSnapshotIsEmptyWithNoSections() {
    let snapshot = Snapshot()
    #expect(snapshot.isEmpty && snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test func sectionsWithoutItemsAreStillEmpty() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    #expect(snapshot.isEmpty && snapshot.numberOfSections == 2)
  }

  @Test func countsFollowTheItems() throws {
    let snapshot = try Self.sample()
    #expect(snapshot.numberOfItems == 5 && !snapshot.isEmpty)
    #expect(snapshot.numberOfItems(inSection: "a") == 3)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
  }

  @Test func aMissingSectionHasNoItems() throws {
    let snapshot = try Self.sample()
    #expect(snapshot.numberOfItems(inSection: "zz") == 0)
    #expect(snapshot.itemIdentifiers(inSection: "zz").isEmpty)
  }

  @Test func identifiersComeSectionAfterSection() throws {
    let snapshot = try Self.sample()
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
  }

  @Test func indexLookupsFindItemsAndSections() throws {
    let snapshot = try Self.sample()
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.indexOfSection("zz") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
  }

  @Test func descriptionListsSectionsWithTheirItems() throws {
    var snapshot = try Self.sample()
    try snapshot.appendSections(["c"])
    #expect("\(snapshot)" == "[a: 1, 2, 3; b: 4, 5; c:]")
  }
}

// MARK: Sections

extension ListSnapshotTests {
  @Test func insertSectionsBeforeAndAfter() throws {
    var snapshot = try Self.sample()
    try snapshot.insertSections(["x"], beforeSection: "a")
    try snapshot.insertSections(["y", "z"], afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["x", "a", "y", "z", "b"])
    #expect(snapshot.indexOfSection("b") == 4)
  }

  @Test func deleteSectionsTakesTheirItems() throws {
    var snapshot = try Self.sample()
    try snapshot.appendSections(["c"])
    try snapshot.deleteSections(["a", "c", "a"])
    #expect(Self.layout(snapshot) == ["b:45"])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot.indexOfSection("b") == 0)
  }

  @Test func moveSectionBeforeAndAfter() throws {
    var snapshot = try Self.sample()
    try snapshot.appendSections(["c"])
    try snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
    try snapshot.moveSection("c", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    try snapshot.moveSection("a", afterSection: "b")
    #expect(Self.layout(snapshot) == ["b:45", "a:123", "c:"])
    #expect(snapshot.indexOfSection("a") == 1)
  }

  @Test func reloadSectionsMarksThem() throws {
    var snapshot = try Self.sample()
    try snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
  }

  @Test func deleteAllItemsLeavesNothing() throws {
    var snapshot = try Self.sample()
    snapshot.deleteAllItems()
    #expect(snapshot == Snapshot())
  }
}

// MARK: Items

extension ListSnapshotTests {
  @Test func insertItemsBeforeAndAfter() throws {
    var snapshot = try Self.sample()
    try snapshot.insertItems([7, 8], beforeItem: 1)
    try snapshot.insertItems([9], afterItem: 5)
    #expect(Self.layout(snapshot) == ["a:78123", "b:459"])
    #expect(snapshot.sectionIdentifier(containingItem: 9) == "b")
    #expect(snapshot.numberOfItems == 8)
  }

  @Test func deleteItemsKeepsTheSections() throws {
    var snapshot = try Self.sample()
    try snapshot.deleteItems([2, 4, 5, 2])
    #expect(Self.layout(snapshot) == ["a:13", "b:"])
    #expect(snapshot.numberOfItems == 2)
  }

  @Test func moveItemWithinItsSection() throws {
    var snapshot = try Self.sample()
    try snapshot.moveItem(1, afterItem: 3)
    #expect(Self.layout(snapshot) == ["a:231", "b:45"])
    try snapshot.moveItem(1, beforeItem: 2)
    #expect(Self.layout(snapshot) == ["a:123", "b:45"])
  }

  @Test func moveItemAcrossSections() throws {
    var snapshot = try Self.sample()
    try snapshot.moveItem(2, beforeItem: 5)
    #expect(Self.layout(snapshot) == ["a:13", "b:425"])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
  }

  @Test func reloadAndReconfigureMarkItemsInListOrder() throws {
    var snapshot = try Self.sample()
    try snapshot.reloadItems([4, 1])
    try snapshot.reconfigureItems([5])
    #expect(snapshot.reloadedItemIdentifiers == [1, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [5])
  }

  @Test func deletingAMarkedItemForgetsTheMark() throws {
    var snapshot = try Self.sample()
    try snapshot.reloadItems([1])
    try snapshot.deleteItems([1])
    try snapshot.appendItems([1])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }
}

// MARK: Refusals: UIKit traps, the snapshot throws and stays as it was

extension ListSnapshotTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let error: Failure
    let change: @Sendable (inout Snapshot) throws -> Void
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(name: "duplicate item appended", error: .duplicateItem(2)) {
      try $0.appendItems([6, 2])
    },
    Refusal(name: "item appended twice in one call", error: .duplicateItem(6)) {
      try $0.appendItems([6, 7, 6])
    },
    Refusal(name: "duplicate item inserted", error: .duplicateItem(4)) {
      try $0.insertItems([4], beforeItem: 1)
    },
    Refusal(name: "item appended to a missing section", error: .sectionNotFound("zz")) {
      try $0.appendItems([6], toSection: "zz")
    },
    Refusal(name: "item inserted next to a missing item", error: .itemNotFound(9)) {
      try $0.insertItems([6], afterItem: 9)
    },
    Refusal(name: "missing item deleted", error: .itemNotFound(9)) { try $0.deleteItems([1, 9]) },
    Refusal(name: "missing item reloaded", error: .itemNotFound(9)) { try $0.reloadItems([9]) },
    Refusal(name: "missing item reconfigured", error: .itemNotFound(9)) {
      try $0.reconfigureItems([1, 9])
    },
    Refusal(name: "item moved relative to itself", error: .itemMovedRelativeToItself(1)) {
      try $0.moveItem(1, beforeItem: 1)
    },
    Refusal(name: "item moved next to a missing item", error: .itemNotFound(9)) {
      try $0.moveItem(1, afterItem: 9)
    },
    Refusal(name: "duplicate section appended", error: .duplicateSection("b")) {
      try $0.appendSections(["c", "b"])
    },
    Refusal(name: "section inserted twice in one call", error: .duplicateSection("c")) {
      try $0.insertSections(["c", "c"], beforeSection: "a")
    },
    Refusal(name: "section inserted next to a missing one", error: .sectionNotFound("zz")) {
      try $0.insertSections(["c"], afterSection: "zz")
    },
    Refusal(name: "missing section deleted", error: .sectionNotFound("zz")) {
      try $0.deleteSections(["a", "zz"])
    },
    Refusal(name: "missing section reloaded", error: .sectionNotFound("zz")) {
      try $0.reloadSections(["zz"])
    },
    Refusal(name: "section moved relative to itself", error: .sectionMovedRelativeToItself("a")) {
      try $0.moveSection("a", afterSection: "a")
    },
    Refusal(
      name: "too many sections", error: .tooManySections(limit: ListLimits.maximumSections)
    ) { try $0.appendSections(Array(repeating: "c", count: ListLimits.maximumSections)) },
  ]

  @Test(arguments: refusals)
  func aRefusedChangeThrowsAndChangesNothing(_ refusal: Refusal) throws {
    let before = try Self.sample()
    var snapshot = before
    #expect(throws: refusal.error) { try refusal.change(&snapshot) }
    #expect(snapshot == before)
    // The indexes are intact too: everything can still be found, and appended again.
    #expect(snapshot.indexOfItem(5) == 4 && snapshot.indexOfSection("b") == 1)
    try snapshot.appendItems([6, 7])
    try snapshot.appendSections(["c"])
    #expect(snapshot.numberOfItems == 7)
  }

  @Test func itemsNeedASectionToGoTo() {
    var snapshot = Snapshot()
    #expect(throws: Failure.noSection) { try snapshot.appendItems([1]) }
  }

  @Test func errorsSayWhatWasWrong() {
    #expect("\(Failure.duplicateItem(2))" == "item 2 is already in the snapshot")
    #expect("\(Failure.sectionNotFound("zz"))" == "section zz is not in the snapshot")
  }
}
