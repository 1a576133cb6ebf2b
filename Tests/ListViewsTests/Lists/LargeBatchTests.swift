import ListViews
import TestSupport
import Testing

/// Batches large enough to record their claims in bitmaps (64 claimed paths or more) are
/// checked exactly as small ones: valid ones apply, a path named twice is rejected.
@Suite @MainActor struct LargeBatchTests {
  static func paths(_ items: Range<Int>, section: Int = 0) -> [ListIndexPath] {
    items.map { ListIndexPath(item: $0, section: section) }
  }

  /// Runs `updates` as one batch on a table going from `before` to `after` counts.
  func run(_ updates: [ListUpdate], from before: [Int], to after: [Int]) -> [ListDiagnostic] {
    let log = DiagnosticLog()
    let source = SectionsSource(before)
    let table = Fixtures.table(source, diagnostics: log)
    table.performBatchUpdates {
      source.sections = after
      for update in updates { table.apply(update) }
    }
    #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == after)
    return log.entries
  }
}

extension LargeBatchTests {
  @Test func aLargeValidBatchApplies() {
    let moves = (0..<40).map {
      ListUpdate.moveItem(
        from: ListIndexPath(item: $0, section: 0), to: ListIndexPath(item: 99 - $0, section: 1))
    }
    let updates =
      [.deleteItems(Self.paths(40..<100)), .insertItems(Self.paths(0..<60, section: 1))] + moves
    #expect(run(updates, from: [100, 0], to: [0, 100]).isEmpty)
  }

  @Test func aLargeBatchDeletingARowTwiceIsRejected() {
    let updates: [ListUpdate] = [
      .deleteItems(Self.paths(0..<80)),
      .moveItem(from: ListIndexPath(item: 5, section: 0), to: ListIndexPath(item: 0, section: 0)),
    ]
    let entries = run(updates, from: [100], to: [20])
    #expect(entries.count == 1)
    #expect("\(entries)".contains("is deleted, reloaded or moved twice"))
  }

  @Test func aLargeBatchInsertingARowTwiceIsRejected() {
    let updates: [ListUpdate] = [
      .insertItems(Self.paths(0..<80)), .insertItems([ListIndexPath(item: 79, section: 0)]),
    ]
    let entries = run(updates, from: [10], to: [91])
    #expect("\(entries)".contains("is inserted or moved into twice"))
  }

  @Test func aLargeBatchNamingARowBeyondTheListTwiceIsRejectedAsTwice() {
    let beyond = ListIndexPath(item: 10_000, section: 0)
    let updates: [ListUpdate] = [.insertItems(Self.paths(0..<80) + [beyond, beyond])]
    let entries = run(updates, from: [10], to: [92])
    #expect("\(entries)".contains("is inserted or moved into twice"))
  }

  @Test func aLargeBatchNamingARowBeyondTheListOnceIsRejectedAsMissing() {
    let updates: [ListUpdate] = [
      .insertItems(Self.paths(0..<80) + [ListIndexPath(item: 10_000, section: 0)])
    ]
    let entries = run(updates, from: [10], to: [91])
    #expect("\(entries)".contains("does not exist in section 0 after the update"))
  }

  @Test func aLargeBatchOnHugeCountsStillChecksItsPaths() {
    let updates: [ListUpdate] = [
      .reloadItems(Self.paths(0..<70) + [ListIndexPath(item: 3, section: 0)])
    ]
    let entries = run(updates, from: [Int.max, 5], to: [Int.max, 5])
    #expect("\(entries)".contains("is deleted, reloaded or moved twice"))
  }
}
