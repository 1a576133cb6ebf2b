import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  /// Input an attacker would send: counts at the edge of `Int`, batches never closed, handlers
  /// that never stop, views from elsewhere in the tree, text meant for a terminal.
  static let hostile: [BadInputCase] = [
    BadInputCase(
      input: "rows added to a section of `Int.max` rows",
      outcome: "`invalidUpdate` reported, full reload; nothing overflows",
      check: {
        let scene = BadInputScene([Int.max])
        scene.table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
        #expect(scene.isConsistent())
        #expect(scene.log.entries.first.map(isInvalidUpdate) == true)
      }),
    BadInputCase(
      input: "a million invalid index paths in one update",
      outcome: "`invalidUpdate` reported naming 8 of them, full reload",
      check: {
        let scene = BadInputScene([1])
        let paths = (0..<1_000_000).map { ListIndexPath(row: $0 + 5, section: 0) }
        scene.table.deleteRows(at: paths)
        #expect(scene.isConsistent())
        #expect(scene.log.entries.first?.description.count ?? .max < 400)
      }),
    BadInputCase(
      input: "`beginUpdates()` never ended",
      outcome:
        "closed on the main actor's next turn, its updates applied, `batchLeftOpen` reported",
      check: {
        let scene = BadInputScene([1])
        scene.table.beginUpdates()
        scene.source.sections = [2]
        scene.table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
        await withCheckedContinuation { done in Task { @MainActor in done.resume() } }
        #expect(scene.isConsistent() && scene.log.entries == [.batchLeftOpen])
      }),
    BadInputCase(
      input: "`beginUpdates()` inside a batch block, never ended",
      outcome: "closed when the block ends, its updates applied, `batchLeftOpen` reported",
      check: {
        let scene = BadInputScene([1])
        scene.table.performBatchUpdates {
          scene.table.beginUpdates()
          scene.source.sections = [2]
          scene.table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
        }
        #expect(!scene.table.hasOpenBatch)
        #expect(scene.isConsistent() && scene.log.entries == [.batchLeftOpen])
      }),
    BadInputCase(
      input: "a batch block that ends its own batch",
      outcome: "applied at once, `batchEndedInsideItsBlock` reported, completion told `false` once",
      check: {
        let scene = BadInputScene([1])
        var told: [Bool] = []
        scene.table.performBatchUpdates({ scene.table.endUpdates() }) { told.append($0) }
        scene.table.reloadData()
        #expect(scene.isConsistent() && scene.log.entries == [.batchEndedInsideItsBlock])
        #expect(told == [false])
      }),
    BadInputCase(
      input: "a chain of 20,000 batches, each started by the last one's completion",
      outcome: "runs at a constant stack depth, every completion once, in order",
      check: {
        let scene = BadInputScene([1])
        var ran = 0
        @MainActor func start(_ index: Int) {
          scene.table.performBatchUpdates({}) { _ in
            ran += 1
            if index < 20_000 { start(index + 1) }
          }
        }
        start(1)
        #expect(ran == 20_000 && scene.isConsistent(diagnostics: 0))
      }),
  ]

  static func isInvalidUpdate(_ diagnostic: ListDiagnostic) -> Bool {
    if case .invalidUpdate = diagnostic { true } else { false }
  }
}
