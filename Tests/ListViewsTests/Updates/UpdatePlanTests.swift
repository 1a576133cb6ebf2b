import Testing

@testable import ListViews

/// The pure check behind every update: the counts a batch must produce, worked out from the
/// counts before it with UIKit's rules (deletes, reloads and move sources name the old list;
/// inserts and move destinations the new one), what it rejects, and `verify` against fresh
/// counts.
@Suite struct UpdatePlanTests {
  struct CountCase: Sendable, CustomTestStringConvertible {
    var name: String
    var old: [Int]
    var updates: [ListUpdate]
    /// `nil` where the data source decides (inserted and reloaded sections).
    var expected: [Int?]
    var testDescription: String { name }
  }

  struct RejectionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var old: [Int]
    var updates: [ListUpdate]
    var culprit: ListUpdate
    var reason: String
    var testDescription: String { name }
  }

  static let countCases: [CountCase] = [
    CountCase(
      name: "inserts name paths of the new list", old: [2],
      updates: [.insertItems([path(0, 0), path(3, 0)])], expected: [4]),
    CountCase(
      name: "deletes name paths of the old list", old: [3, 1],
      updates: [.deleteItems([path(0, 0), path(2, 0), path(0, 1)])], expected: [1, 0]),
    CountCase(
      name: "reloads keep the counts", old: [2, 5],
      updates: [.reloadItems([path(0, 0), path(1, 0), path(4, 1)])], expected: [2, 5]),
    CountCase(
      name: "a move leaves its old section and arrives in its new one", old: [2, 1],
      updates: [.moveItem(from: path(1, 0), to: path(0, 1))], expected: [1, 2]),
    CountCase(
      name: "a move inside a section keeps its count", old: [3],
      updates: [.moveItem(from: path(0, 0), to: path(2, 0))], expected: [3]),
    CountCase(
      name: "delete and insert at the same index", old: [3],
      updates: [.deleteItems([path(0, 0)]), .insertItems([path(0, 0)])], expected: [3]),
    CountCase(
      name: "the last old item may be deleted while one is inserted at the new end", old: [2],
      updates: [.deleteItems([path(1, 0)]), .insertItems([path(1, 0), path(2, 0)])],
      expected: [3]),
    CountCase(
      name: "an inserted section is left to the data source", old: [1, 2],
      updates: [.insertSections([1])], expected: [1, nil, 2]),
    CountCase(
      name: "a reloaded section is left to the data source", old: [1, 2],
      updates: [.reloadSections([0])], expected: [nil, 2]),
    CountCase(
      name: "deleted sections disappear", old: [1, 2, 3],
      updates: [.deleteSections([0, 2])], expected: [2]),
    CountCase(
      name: "a moved section keeps its count", old: [1, 2, 3],
      updates: [.moveSection(from: 0, to: 2)], expected: [2, 3, 1]),
    CountCase(
      name: "after a section delete, inserts use new indices and deletes old ones",
      old: [5, 2, 4],
      updates: [
        .deleteSections([0]), .insertItems([path(0, 0)]), .deleteItems([path(0, 2), path(1, 2)]),
      ],
      expected: [3, 2]),
    CountCase(
      name: "items of a moved section are named at its old index, then its new one",
      old: [2, 0],
      updates: [
        .moveSection(from: 0, to: 1), .deleteItems([path(0, 0)]),
        .insertItems([path(0, 1), path(1, 1)]),
      ],
      expected: [0, 3]),
    CountCase(
      name: "an item moves between sections that a section delete shifts", old: [1, 1, 1],
      updates: [.deleteSections([0]), .moveItem(from: path(0, 1), to: path(1, 1))],
      expected: [0, 2]),
    CountCase(
      name: "no updates keep every count", old: [4, 0, 7], updates: [], expected: [4, 0, 7]),
  ]

  static let rejectionCases: [RejectionCase] = [
    RejectionCase(
      name: "item of a missing section", old: [1],
      updates: [.deleteItems([path(0, 2)])], culprit: .deleteItems([path(0, 2)]),
      reason: "section 2 does not exist (the list had 1)"),
    RejectionCase(
      name: "missing item", old: [2],
      updates: [.reloadItems([path(5, 0)])], culprit: .reloadItems([path(5, 0)]),
      reason: "item 5 does not exist in section 0 (it had 2)"),
    RejectionCase(
      name: "negative item", old: [2],
      updates: [.moveItem(from: path(-1, 0), to: path(0, 0))],
      culprit: .moveItem(from: path(-1, 0), to: path(0, 0)),
      reason: "item -1 does not exist in section 0 (it had 2)"),
    RejectionCase(
      name: "old path named twice", old: [2],
      updates: [.deleteItems([path(0, 0)]), .reloadItems([path(0, 0)])],
      culprit: .reloadItems([path(0, 0)]), reason: "[0, 0] is deleted, reloaded or moved twice"),
    RejectionCase(
      name: "new path named twice", old: [1],
      updates: [.insertItems([path(0, 0)]), .moveItem(from: path(0, 0), to: path(0, 0))],
      culprit: .moveItem(from: path(0, 0), to: path(0, 0)),
      reason: "[0, 0] is inserted or moved into twice"),
    RejectionCase(
      name: "item inserted into an inserted section", old: [1],
      updates: [.insertSections([0]), .insertItems([path(0, 0)])],
      culprit: .insertItems([path(0, 0)]),
      reason: "section 0 is inserted or reloaded by the same update; "
        + "its items come from the data source"),
    RejectionCase(
      name: "item moved into a reloaded section", old: [1, 1],
      updates: [.reloadSections([1]), .moveItem(from: path(0, 0), to: path(0, 1))],
      culprit: .moveItem(from: path(0, 0), to: path(0, 1)),
      reason: "section 1 is inserted or reloaded by the same update; "
        + "its items come from the data source"),
    RejectionCase(
      name: "item deleted from a reloaded section", old: [2],
      updates: [.reloadSections([0]), .deleteItems([path(0, 0)])],
      culprit: .deleteItems([path(0, 0)]),
      reason: "section 0 is deleted or reloaded by the same update"),
    RejectionCase(
      name: "item reloaded in a deleted section", old: [2, 1],
      updates: [.deleteSections([1]), .reloadItems([path(0, 1)])],
      culprit: .reloadItems([path(0, 1)]),
      reason: "section 1 is deleted or reloaded by the same update"),
    RejectionCase(
      name: "item inserted into a section the new list lacks", old: [1],
      updates: [.insertItems([path(0, 1)])], culprit: .insertItems([path(0, 1)]),
      reason: "section 1 does not exist after the update (it will have 1)"),
    RejectionCase(
      name: "insert past the new count", old: [1],
      updates: [.insertItems([path(3, 0)])], culprit: .insertItems([path(3, 0)]),
      reason: "item 3 does not exist in section 0 after the update (it will have 2)"),
    RejectionCase(
      name: "move destination past the new count", old: [2, 0],
      updates: [.moveItem(from: path(0, 0), to: path(1, 1))],
      culprit: .moveItem(from: path(0, 0), to: path(1, 1)),
      reason: "item 1 does not exist in section 1 after the update (it will have 1)"),
    RejectionCase(
      name: "negative insert destination", old: [1],
      updates: [.insertItems([path(-1, 0)])], culprit: .insertItems([path(-1, 0)]),
      reason: "item -1 does not exist in section 0 after the update (it will have 2)"),
  ]

  nonisolated static func path(_ item: Int, _ section: Int) -> ListIndexPath {
    ListIndexPath(item: item, section: section)
  }

  /// The plan of `updates` on a list with `old` counts, with claims of its own.
  static func plan(old: [Int], updates: [ListUpdate]) throws(UpdateRejection) -> UpdatePlan {
    var claims = ItemClaims()
    return try UpdatePlan(old: old, updates: updates, claims: &claims)
  }

  /// The diagnostic `UpdatePlan` rejects `updates` with, or `nil` when it accepts them.
  static func rejection(old: [Int], _ updates: [ListUpdate]) -> ListDiagnostic? {
    do throws(UpdateRejection) {
      _ = try plan(old: old, updates: updates)
      return nil
    } catch {
      return error.diagnostic
    }
  }

  /// Counts as a data source would report them.
  static func fresh(_ counts: [Int]) -> SectionCounts {
    var fresh = SectionCounts()
    _ = fresh.load(sectionCount: counts.count) { counts[$0] }
    return fresh
  }
}

extension UpdatePlanTests {
  @Test(arguments: countCases)
  func expectedCountsFollowUIKitsIndexRules(_ example: CountCase) throws {
    let plan = try Self.plan(old: example.old, updates: example.updates)
    #expect(plan.expectedItems == example.expected)
    #expect(plan.sectionCount == example.expected.count)
  }

  @Test(arguments: rejectionCases)
  func invalidUpdateIsRejectedNamingTheCulpritAndWhy(_ example: RejectionCase) {
    #expect(
      Self.rejection(old: example.old, example.updates)
        == .invalidUpdate(example.culprit, reason: example.reason))
  }

  @Test func ofTwoInvalidItemUpdatesTheEarlierOneIsNamed() {
    let first = ListUpdate.deleteItems([Self.path(9, 0)])
    let second = ListUpdate.reloadItems([Self.path(8, 0)])
    guard case .invalidUpdate(let culprit, _) = Self.rejection(old: [1], [first, second]) else {
      Issue.record("the batch was not rejected")
      return
    }
    #expect(culprit == first)
  }

  @Test func verifyAcceptsTheExpectedCounts() throws {
    let plan = try Self.plan(
      old: [2, 3], updates: [.insertSections([0]), .deleteItems([Self.path(0, 1)])])
    #expect(throws: Never.self) { try plan.verify(Self.fresh([7, 2, 2])) }
  }

  @Test func verifyLeavesInsertedAndReloadedSectionsToTheDataSource() throws {
    let plan = try Self.plan(old: [1, 1], updates: [.insertSections([2]), .reloadSections([0])])
    #expect(throws: Never.self) { try plan.verify(Self.fresh([40, 1, 0])) }
    #expect(throws: Never.self) { try plan.verify(Self.fresh([0, 1, 9])) }
  }

  @Test func verifyReportsAWrongNumberOfSections() throws {
    let plan = try Self.plan(old: [1], updates: [.insertSections([1])])
    let inconsistent = UpdateRejection(
      diagnostic: .inconsistentUpdate(section: nil, expected: 2, actual: 3))
    #expect(throws: inconsistent) { try plan.verify(Self.fresh([1, 1, 1])) }
  }

  @Test func verifyReportsTheFirstSectionWithAWrongCount() throws {
    let plan = try Self.plan(old: [2, 2, 2], updates: [.deleteItems([Self.path(0, 0)])])
    let inconsistent = UpdateRejection(
      diagnostic: .inconsistentUpdate(section: 1, expected: 2, actual: 5))
    #expect(throws: inconsistent) { try plan.verify(Self.fresh([1, 5, 6])) }
  }

  @Test func verifyRejectsUnchangedCountsWhenTheUpdatesChangeThem() throws {
    let plan = try Self.plan(old: [3], updates: [.deleteItems([Self.path(0, 0)])])
    let inconsistent = UpdateRejection(
      diagnostic: .inconsistentUpdate(section: 0, expected: 2, actual: 3))
    #expect(throws: inconsistent) { try plan.verify(Self.fresh([3])) }
  }
}
