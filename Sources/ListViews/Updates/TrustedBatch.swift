/// A batch the list's own diffable data source made by diffing the snapshot the list shows
/// against a new one, with the counts of both: valid by construction for the old counts.
///
/// The list then checks only that its counts are those old counts (one comparison per
/// section), instead of every path of the batch; should they differ, the batch is checked as
/// any other. Only the library makes one (``ListView/runDiffedBatch(_:from:to:completion:)``),
/// so an app's own batch is always checked in full.
struct TrustedBatch {
  /// The updates, whose storage identifies the batch when it reaches the counts.
  let updates: [ListUpdate]
  /// The counts of the snapshot the updates were diffed from.
  let oldCounts: [Int]
  /// The counts of the snapshot they lead to.
  let newCounts: [Int]

  /// The plan of `change`, when it is this batch and `counts` are the ones it was made from;
  /// `nil` otherwise (the batch must be checked).
  func plan(for change: ListChange, counts: [Int]) -> UpdatePlan? {
    guard case .batchUpdates(let changed) = change, Self.sameStorage(changed, updates),
      counts == oldCounts
    else { return nil }
    return UpdatePlan(expecting: newCounts)
  }

  /// Whether both arrays are the same storage (so the batch is the one this was made for).
  private static func sameStorage(_ lhs: [ListUpdate], _ rhs: [ListUpdate]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { lhs in
        rhs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
  }
}
