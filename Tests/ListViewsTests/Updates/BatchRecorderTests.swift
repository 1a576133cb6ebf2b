import Testing

@testable import ListViews

/// Batches as a pure recorder: what ending one produces, nesting, and a reload inside a batch.
@Suite struct BatchRecorderTests {
  static let insert = ListUpdate.insertItems([ListIndexPath(item: 0, section: 0)])
  static let delete = ListUpdate.deleteItems([ListIndexPath(item: 1, section: 0)])
  static let move = ListUpdate.moveSection(from: 0, to: 1)
}

extension BatchRecorderTests {
  @Test func endingWithoutAnOpenBatchIsUnbalanced() {
    var recorder = BatchRecorder()
    #expect(!recorder.isOpen)
    #expect(recorder.end() == .unbalanced)
  }

  @Test func endingTheBatchAppliesItsUpdatesInTheOrderRecorded() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    #expect(recorder.isOpen)
    recorder.record(.update(Self.delete))
    recorder.record(.update(Self.insert))
    recorder.record(.batchUpdates([Self.move, Self.insert]))
    #expect(
      recorder.end() == .apply(.batchUpdates([Self.delete, Self.insert, Self.move, Self.insert])))
    #expect(!recorder.isOpen)
  }

  @Test func emptyBatchAppliesNoUpdates() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    #expect(recorder.end() == .apply(.batchUpdates([])))
  }

  @Test func nestedBatchAppliesOnlyWhenTheOutermostEnds() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    recorder.record(.update(Self.delete))
    _ = recorder.begin()
    recorder.record(.update(Self.insert))
    #expect(recorder.end() == .stillOpen)
    #expect(recorder.isOpen)
    recorder.record(.update(Self.move))
    #expect(recorder.end() == .apply(.batchUpdates([Self.delete, Self.insert, Self.move])))
    #expect(recorder.end() == .unbalanced)
  }

  @Test func endingClosesTheInnermostBatchFirst() {
    var recorder = BatchRecorder()
    let outer = recorder.begin()
    let inner = recorder.begin()
    #expect(outer != inner)
    _ = recorder.end()
    #expect(!recorder.isOpen(inner))
    #expect(recorder.isOpen(outer))
    _ = recorder.end()
    #expect(!recorder.isOpen(outer))
  }

  @Test func ticketOfAnEndedBatchStaysClosedWhenTheNextOneOpens() {
    var recorder = BatchRecorder()
    let first = recorder.begin()
    _ = recorder.end()
    let second = recorder.begin()
    #expect(!recorder.isOpen(first))
    #expect(recorder.isOpen(second))
  }

  @Test func reloadInsideABatchTurnsItIntoAReload() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    recorder.record(.update(Self.insert))
    recorder.record(.reloadData)
    recorder.record(.update(Self.delete))
    #expect(recorder.end() == .apply(.reloadData))
  }

  @Test func reloadInsideANestedBatchTurnsTheOutermostIntoAReload() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    recorder.record(.update(Self.insert))
    _ = recorder.begin()
    recorder.record(.reloadData)
    #expect(recorder.end() == .stillOpen)
    #expect(recorder.end() == .apply(.reloadData))
  }

  @Test func nextBatchStartsEmptyAfterAnUpdateBatch() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    recorder.record(.update(Self.insert))
    _ = recorder.end()
    _ = recorder.begin()
    recorder.record(.update(Self.delete))
    #expect(recorder.end() == .apply(.batchUpdates([Self.delete])))
  }

  @Test func nextBatchIsNoReloadAfterAReloadBatch() {
    var recorder = BatchRecorder()
    _ = recorder.begin()
    recorder.record(.reloadData)
    _ = recorder.end()
    _ = recorder.begin()
    recorder.record(.update(Self.move))
    #expect(recorder.end() == .apply(.batchUpdates([Self.move])))
  }
}
