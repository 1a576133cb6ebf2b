import TestSupport
import Testing

@testable import ListViews

/// The hashes a snapshot keeps of its items, for the next diff from it: parallel to the items
/// after every kind of change, and what the diff's table would take.
@Suite struct SnapshotKeptHashesTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// One change of a snapshot of sections `a` (1, 2, 3) and `b` (4, 5).
  struct Change: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout Snapshot) throws -> Void
    var testDescription: String { name }
  }

  static func sample() throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2, 3], toSection: "a")
    try snapshot.appendItems([4, 5], toSection: "b")
    return snapshot
  }

  static let changes: [Change] = [
    Change(name: "append items") { try $0.appendItems([6, 7], toSection: "a") },
    Change(name: "insert items before") { try $0.insertItems([8, 9], beforeItem: 2) },
    Change(name: "insert items after") { try $0.insertItems([8], afterItem: 5) },
    Change(name: "delete items") { try $0.deleteItems([1, 3, 4]) },
    Change(name: "move an item in its section") { try $0.moveItem(3, beforeItem: 1) },
    Change(name: "move an item across sections") { try $0.moveItem(2, afterItem: 5) },
    Change(name: "insert sections") { try $0.insertSections(["c", "d"], beforeSection: "b") },
    Change(name: "delete a section") { try $0.deleteSections(["a"]) },
    Change(name: "move a section") { try $0.moveSection("b", beforeSection: "a") },
    Change(name: "delete everything") { $0.deleteAllItems() },
  ]

  @Test(arguments: changes)
  func theKeptHashesFollowEveryChange(_ change: Change) throws {
    var snapshot = try Self.sample()
    try change.change(&snapshot)
    #expect(snapshot.sectionHashes == snapshot.sectionItems.map(SnapshotItemTable.hashes(of:)))
  }

  @Test func aRefusedChangeKeepsTheHashes() throws {
    var snapshot = try Self.sample()
    #expect(throws: ListSnapshotError<String, Int>.duplicateItem(2)) {
      try snapshot.insertItems([9, 2], beforeItem: 4)
    }
    #expect(snapshot.sectionHashes == snapshot.sectionItems.map(SnapshotItemTable.hashes(of:)))
  }
}
