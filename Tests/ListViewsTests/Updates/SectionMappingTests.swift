import Testing

@testable import ListViews

/// Where each section of the new list comes from after a batch's section updates, and which
/// section updates are refused.
@Suite struct SectionMappingTests {
  struct OriginCase: Sendable, CustomTestStringConvertible {
    var name: String
    var oldCount: Int
    var updates: [ListUpdate]
    var origins: [SectionMapping.Origin]
    var testDescription: String { name }
  }

  struct RejectionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var oldCount: Int
    var updates: [ListUpdate]
    var culprit: ListUpdate
    var reason: String
    var testDescription: String { name }
  }

  static let originCases: [OriginCase] = [
    OriginCase(
      name: "no updates keep every section in place", oldCount: 3, updates: [],
      origins: [.old(0), .old(1), .old(2)]),
    OriginCase(
      name: "a move down shifts the sections between up", oldCount: 3,
      updates: [.moveSection(from: 0, to: 2)], origins: [.old(1), .old(2), .old(0)]),
    OriginCase(
      name: "a move up shifts the sections between down", oldCount: 3,
      updates: [.moveSection(from: 2, to: 0)], origins: [.old(2), .old(0), .old(1)]),
    OriginCase(
      name: "two moves swap two sections", oldCount: 2,
      updates: [.moveSection(from: 0, to: 1), .moveSection(from: 1, to: 0)],
      origins: [.old(1), .old(0)]),
    OriginCase(
      name: "inserts take their new indices and the kept sections fill the rest", oldCount: 2,
      updates: [.insertSections([0, 2])], origins: [.inserted, .old(0), .inserted, .old(1)]),
    OriginCase(
      name: "deleted sections leave no place", oldCount: 4,
      updates: [.deleteSections([3, 1])], origins: [.old(0), .old(2)]),
    OriginCase(
      name: "a reloaded section keeps its place", oldCount: 2,
      updates: [.reloadSections([0])], origins: [.old(0), .old(1)]),
    OriginCase(
      name: "delete, insert, move and reload together", oldCount: 5,
      updates: [
        .deleteSections([1]), .insertSections([0]), .moveSection(from: 3, to: 4),
        .reloadSections([2]),
      ],
      origins: [.inserted, .old(0), .old(2), .old(4), .old(3)]),
    OriginCase(
      name: "a section moves into the place of a deleted one", oldCount: 3,
      updates: [.deleteSections([0]), .moveSection(from: 2, to: 0)], origins: [.old(2), .old(1)]),
    OriginCase(
      name: "item updates do not move sections", oldCount: 2,
      updates: [
        .insertItems([ListIndexPath(item: 0, section: 7)]),
        .moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 0, section: 1)),
      ],
      origins: [.old(0), .old(1)]),
  ]

  static let rejectionCases: [RejectionCase] = [
    RejectionCase(
      name: "delete of a missing section", oldCount: 2, updates: [.deleteSections([2])],
      culprit: .deleteSections([2]), reason: "section 2 does not exist (the list had 2)"),
    RejectionCase(
      name: "reload of a negative section", oldCount: 2, updates: [.reloadSections([-1])],
      culprit: .reloadSections([-1]), reason: "section -1 does not exist (the list had 2)"),
    RejectionCase(
      name: "move of a missing section", oldCount: 1, updates: [.moveSection(from: 1, to: 0)],
      culprit: .moveSection(from: 1, to: 0), reason: "section 1 does not exist (the list had 1)"),
    RejectionCase(
      name: "old section deleted and reloaded", oldCount: 2,
      updates: [.deleteSections([0]), .reloadSections([0])], culprit: .reloadSections([0]),
      reason: "section 0 is deleted, reloaded or moved twice"),
    RejectionCase(
      name: "old section deleted twice in one update", oldCount: 2,
      updates: [.deleteSections([1, 1])], culprit: .deleteSections([1, 1]),
      reason: "section 1 is deleted, reloaded or moved twice"),
    RejectionCase(
      name: "deleted section moved", oldCount: 2,
      updates: [.deleteSections([0]), .moveSection(from: 0, to: 0)],
      culprit: .moveSection(from: 0, to: 0),
      reason: "section 0 is deleted, reloaded or moved twice"),
    RejectionCase(
      name: "new section inserted twice", oldCount: 1, updates: [.insertSections([1, 1])],
      culprit: .insertSections([1, 1]), reason: "section 1 of the updated list is named twice"),
    RejectionCase(
      name: "move into an inserted section", oldCount: 2,
      updates: [.insertSections([0]), .moveSection(from: 1, to: 0)],
      culprit: .moveSection(from: 1, to: 0), reason: "section 0 of the updated list is named twice"),
    RejectionCase(
      name: "insert at a move's destination", oldCount: 2,
      updates: [.moveSection(from: 1, to: 0), .insertSections([0])],
      culprit: .insertSections([0]), reason: "section 0 of the updated list is named twice"),
    RejectionCase(
      name: "two moves to one destination", oldCount: 3,
      updates: [.moveSection(from: 0, to: 2), .moveSection(from: 1, to: 2)],
      culprit: .moveSection(from: 1, to: 2), reason: "section 2 of the updated list is named twice"),
    RejectionCase(
      name: "insert beyond the new count", oldCount: 1, updates: [.insertSections([2])],
      culprit: .insertSections([2]),
      reason: "section 2 does not exist in the updated list (it will have 2)"),
    RejectionCase(
      name: "move beyond the new count", oldCount: 2,
      updates: [.deleteSections([0]), .moveSection(from: 1, to: 1)],
      culprit: .moveSection(from: 1, to: 1),
      reason: "section 1 does not exist in the updated list (it will have 1)"),
    RejectionCase(
      name: "negative insert", oldCount: 1, updates: [.insertSections([-1])],
      culprit: .insertSections([-1]),
      reason: "section -1 does not exist in the updated list (it will have 2)"),
  ]

  static func rejection(oldCount: Int, _ updates: [ListUpdate]) -> ListDiagnostic? {
    do {
      _ = try SectionMapping(oldCount: oldCount, updates: updates)
      return nil
    } catch {
      return error.diagnostic
    }
  }
}

extension SectionMappingTests {
  @Test(arguments: originCases)
  func sectionOriginsFollowUIKitsIndexRules(_ example: OriginCase) throws {
    let mapping = try SectionMapping(oldCount: example.oldCount, updates: example.updates)
    #expect(mapping.origins == example.origins)
  }

  @Test(arguments: rejectionCases)
  func invalidSectionUpdateIsRejectedNamingTheCulpritAndWhy(_ example: RejectionCase) {
    #expect(
      Self.rejection(oldCount: example.oldCount, example.updates)
        == .invalidUpdate(example.culprit, reason: example.reason))
  }

  @Test func deletedAndReloadedSectionsAreNamedByTheirOldIndices() throws {
    let mapping = try SectionMapping(
      oldCount: 5,
      updates: [.deleteSections([1, 4]), .reloadSections([3]), .insertSections([0])])
    #expect(mapping.deleted == [1, 4])
    #expect(mapping.reloaded == [3])
  }

  @Test func onlyKeptSectionsPassTheirItemsOn() throws {
    let mapping = try SectionMapping(
      oldCount: 3,
      updates: [.insertSections([0]), .reloadSections([1]), .moveSection(from: 2, to: 1)])
    // New list: [inserted, old 2 (moved), old 0, old 1 (reloaded)].
    #expect(mapping.origins == [.inserted, .old(2), .old(0), .old(1)])
    #expect((0..<5).map(mapping.keptOldSection(at:)) == [nil, 2, 0, nil, nil])
    #expect(mapping.keptOldSection(at: -1) == nil)
  }
}
