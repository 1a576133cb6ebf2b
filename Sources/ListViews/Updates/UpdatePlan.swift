/// The counts a batch of updates must produce, worked out from the counts before it, and the
/// check of those counts against the data source.
///
/// This is what UIKit verifies at the end of `performBatchUpdates`: where UIKit throws an
/// exception, a list reports a ``ListDiagnostic`` and recovers with a full reload.
struct UpdatePlan {
  /// The number of sections after the updates.
  let sectionCount: Int
  /// The count each section must have after the updates; `nil` where the data source decides
  /// (inserted and reloaded sections).
  let expectedItems: [Int?]

  /// The plan of a batch known to lead to `counts` (``TrustedBatch``): nothing to check
  /// before the fresh counts, which must be exactly these.
  init(expecting counts: [Int]) {
    sectionCount = counts.count
    expectedItems = counts.map { $0 }
  }

  /// Works out the expected counts of `updates` applied to a list with `old` counts.
  ///
  /// - Parameters:
  ///   - old: The counts before the batch.
  ///   - updates: The batch.
  ///   - claims: Storage for the paths the batch claims, kept by the list between batches (it
  ///     is taken, and given back whether or not the plan throws).
  /// - Throws: ``UpdateRejection`` naming an update that refers to something that does not
  ///   exist or that the batch names twice. Checks run in three rounds, each in the batch's
  ///   order: sections; then the positions of the list before the batch (deletes, reloads, move
  ///   sources); then those of the list after it (inserts, move destinations), which can only be
  ///   checked once every update is known. The first problem of the earliest round is named.
  init(old: [Int], updates: [ListUpdate], claims: inout ItemClaims) throws(UpdateRejection) {
    let sections = try SectionMapping(oldCount: old.count, updates: updates)
    var taken = ItemClaims()
    swap(&taken, &claims)  // moved, not copied: its storage stays unique
    var items = ItemChanges(old: old, sections: sections, updates: updates, claims: taken)
    defer { claims = items.claims }
    for update in updates {
      try items.record(update, old: old, sections: sections)
    }
    var expected: [Int?] = []
    expected.reserveCapacity(sections.origins.count)
    for newSection in sections.origins.indices {
      guard let oldSection = sections.keptOldSection(at: newSection) else {
        expected.append(nil)
        continue
      }
      // Never negative: every removed item was checked to exist. The sum can overflow when a
      // section already holds close to `Int.max` items: that batch is refused, not trapped on.
      let remaining = old[oldSection] - items.removed(fromOld: oldSection)
      let (count, overflow) = remaining.addingReportingOverflow(items.added(toNew: newSection))
      guard !overflow else {
        throw .invalid(
          updates.first { $0.addsItems(toSection: newSection) } ?? .insertSections([newSection]),
          "section \(newSection) would hold more than \(Int.max) items")
      }
      expected.append(count)
    }
    try items.checkDestinations(against: expected, updates: updates)
    sectionCount = expected.count
    expectedItems = expected
  }

  /// Checks that `fresh`, the data source's counts after the updates, are the expected ones.
  ///
  /// - Throws: ``UpdateRejection`` with ``ListDiagnostic/inconsistentUpdate(section:expected:actual:)``
  ///   for the first count that differs.
  func verify(_ fresh: SectionCounts) throws(UpdateRejection) {
    guard fresh.numberOfSections == sectionCount else {
      throw UpdateRejection(
        diagnostic: .inconsistentUpdate(
          section: nil, expected: sectionCount, actual: fresh.numberOfSections))
    }
    for (section, expected) in expectedItems.enumerated() {
      guard let expected else { continue }
      let actual = fresh.numberOfItems(inSection: section)
      if actual != expected {
        throw UpdateRejection(
          diagnostic: .inconsistentUpdate(section: section, expected: expected, actual: actual))
      }
    }
  }
}
