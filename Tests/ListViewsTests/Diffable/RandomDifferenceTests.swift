import ListViews
import TestSupport
import Testing

/// Random pairs of snapshots, each batch replayed and applied.
///
/// Sections appear, vanish and move, items move within and across sections, some are reloaded.
/// Every batch must replay (with UIKit's rules) to the new snapshot and be accepted by a table
/// without a diagnostic.
@Suite @MainActor struct RandomDifferenceTests {
  typealias Snapshot = ListSnapshot<Int, Int>

  /// A random snapshot over sections 0..<8 and items 0..<60, each used at most once.
  static func randomSnapshot(_ random: inout SplitMix64, marks: Bool) throws -> Snapshot {
    var snapshot = Snapshot()
    let sections = (0..<8).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
    try snapshot.appendSections(Array(sections))
    var items = (0..<60).shuffled(using: &random)[...]
    for section in sections {
      let count = Int.random(in: 0...8, using: &random)
      try snapshot.appendItems(Array(items.prefix(count)), toSection: section)
      items = items.dropFirst(count)
    }
    if marks, !snapshot.isEmpty {
      let all = snapshot.itemIdentifiers
      try snapshot.reloadItems([all[Int.random(in: 0..<all.count, using: &random)]])
      try snapshot.reconfigureItems([all[Int.random(in: 0..<all.count, using: &random)]])
    }
    if marks, let section = snapshot.sectionIdentifiers.randomElement(using: &random) {
      try snapshot.reloadSections([section])
    }
    return snapshot
  }

  static func identifiers(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map(snapshot.itemIdentifiers(inSection:))
  }

  @Test func randomBatchesReplayToTheNewSnapshot() throws {
    var random = SplitMix64(seed: 2024)
    for round in 0..<500 {
      let old = try Self.randomSnapshot(&random, marks: false)
      let new = try Self.randomSnapshot(&random, marks: round % 3 == 0)
      let updates = try new.updates(from: old)
      let replayed = BatchReplay.replay(
        updates, on: Self.identifiers(old), new: Self.identifiers(new))
      guard replayed == .success(Self.identifiers(new)) else {
        Issue.record("round \(round): \(old) -> \(new) gave \(updates), replayed \(replayed)")
        return
      }
      let source = SectionsSource(old.sectionIdentifiers.map(old.numberOfItems(inSection:)))
      let log = DiagnosticLog()
      let table = Fixtures.table(source, diagnostics: log)
      table.performBatchUpdates {
        source.sections = new.sectionIdentifiers.map(new.numberOfItems(inSection:))
        for update in updates { table.apply(update) }
      }
      guard log.entries.isEmpty else {
        Issue.record("round \(round): \(old) -> \(new): \(log.entries)")
        return
      }
    }
  }
}
