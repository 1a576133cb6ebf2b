extension ListSnapshot {
  /// The updates that turn a list showing `old` into one showing this snapshot, as one batch.
  ///
  /// The batch follows UIKit's rules, as ``ListView/performBatchUpdates(_:completion:)`` checks
  /// them: deletes, reloads and move sources are paths of `old`; inserts and move destinations
  /// paths of this snapshot. Items that changed place are moves, never a delete and an insert;
  /// the items that keep their order stay where they are, so a list of 10,000 items with one
  /// item moved gets one move. Items are diffed one by one inside the sections both snapshots
  /// share; an inserted, deleted or reloaded section carries its items. An item marked by
  /// ``reloadItems(_:)`` or ``reconfigureItems(_:)`` that stays in place is reloaded.
  ///
  /// ```swift
  /// var old = ListSnapshot<String, Int>()
  /// try old.appendSections(["inbox"])
  /// try old.appendItems([1, 2, 3])
  /// var new = old
  /// try new.moveItem(3, beforeItem: 1)
  /// try new.deleteItems([2])
  /// for update in try new.updates(from: old) {
  ///   print(update)  // deleteItems([[0, 1]]), then moveItem(from: [0, 2], to: [0, 0])
  /// }
  /// ```
  ///
  /// It is linear in the number of items: items still between the same neighbours pair up with
  /// a comparison each; every new item is hashed once (which also proves it unique), and each
  /// old item left unpaired once; choosing which items stay costs a comparison per item, and a
  /// short search per item that moved back.
  ///
  /// - Parameter old: The snapshot the list shows now.
  /// - Returns: The updates, ready for one batch.
  /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` or
  ///   ``ListSnapshotError/duplicateItem(_:)`` when a snapshot holds an identifier twice, which
  ///   only happens when an identifier's hash changed after it was added.
  @inlinable
  public func updates(from old: ListSnapshot) throws(ListSnapshotError<SectionID, ItemID>)
    -> [ListUpdate]
  {
    try SnapshotDifference.updates(from: old, to: self)
  }
}
