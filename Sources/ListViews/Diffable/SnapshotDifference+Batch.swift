extension SnapshotDifference {
  // MARK: The batch

  /// Starts the batch, once the items are paired: the section updates, the section moves, and
  /// a place for each kind of item update the batch will hold, so that the item moves, which
  /// come last, go straight into it (one update each, never copied again).
  ///
  /// Without marks, which item updates come is known now: the deletes were found while
  /// pairing, and the inserts are the `inserted` items of kept sections left unpaired (counted
  /// while pairing, so that their array is made once, at its size). With marks, a place is kept for each kind, and those
  /// left empty are removed at the end.
  @inlinable
  mutating func startBatch(marked: Bool, inserted: Int) {
    insertedItems.reserveCapacity(inserted)
    emitted.reserveCapacity(7 + sectionMoves.count)
    if !deletedSections.isEmpty { emitted.append(.deleteSections(deletedSections.sorted())) }
    if !insertedSections.isEmpty { emitted.append(.insertSections(insertedSections.sorted())) }
    if !reloadedSections.isEmpty { emitted.append(.reloadSections(reloadedSections.sorted())) }
    emitted += sectionMoves
    // Filled by `batch()`; the slots are never handed out.
    if marked || !deletedItems.isEmpty { deletesPlace = reserveSlot() }
    if marked || inserted > 0 { insertsPlace = reserveSlot() }
    if marked { reloadsPlace = reserveSlot() }
  }

  /// Appends a slot to the batch under way, for an update made later,, and returns its index.
  @inlinable
  mutating func reserveSlot() -> Int {
    emitted.append(.deleteItems([]))
    return emitted.count - 1
  }

  /// The batch: the updates started by ``startBatch(marked:inserted:)``, with the item updates in their
  /// places (the batch is taken out of the difference, not copied).
  @inlinable
  mutating func batch() -> [ListUpdate] {
    var batch: [ListUpdate] = []
    swap(&batch, &emitted)
    // From the last place to the first, so that removing an empty one moves none still to fill.
    if reloadsPlace >= 0 {
      if reloadedItems.isEmpty {
        batch.remove(at: reloadsPlace)
      } else {
        batch[reloadsPlace] = .reloadItems(reloadedItems.sorted())
      }
    }
    if insertsPlace >= 0 {
      if insertedItems.isEmpty {
        batch.remove(at: insertsPlace)
      } else {
        batch[insertsPlace] = .insertItems(insertedItems)
      }
    }
    if deletesPlace >= 0 {
      if deletedItems.isEmpty {
        batch.remove(at: deletesPlace)
      } else {
        batch[deletesPlace] = .deleteItems(deletesInOrder ? deletedItems : deletedItems.sorted())
      }
    }
    return batch
  }

  /// Makes room for `count` more elements in `array`, at least doubling its storage when it
  /// grows, so that reserving section after section stays linear.
  @inlinable
  static func reserve<Element>(_ array: inout [Element], adding count: Int) {
    let needed = array.count + count
    guard needed > array.capacity else { return }
    array.reserveCapacity(Swift.max(needed, 2 * array.capacity))
  }
}
