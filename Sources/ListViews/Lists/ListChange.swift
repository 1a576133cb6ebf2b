/// What one call to a list's content-changing method asked for; the input of its content hooks.
///
/// Every content change of a list (``ListView/reloadData()``, each single update, and each
/// batch) runs through the list's ``ListContainer/contentHooks`` with one of these values.
public enum ListChange: Hashable, Sendable {
  /// A full reload: every count is fetched again from the data source.
  case reloadData
  /// One update made outside a batch.
  case update(ListUpdate)
  /// The updates recorded by one batch, applied together when the batch ends.
  case batchUpdates([ListUpdate])

  /// Merges two changes requested during the same hook pass into the one change of the next pass.
  ///
  /// A reload covers anything. Two incremental changes are merged into a full reload as well:
  /// their index paths refer to different states of the list, so they cannot be replayed as one
  /// batch, and a reload is always correct.
  ///
  /// - Parameters:
  ///   - pending: The change already waiting for the next pass.
  ///   - incoming: The change requested now.
  /// - Returns: The change the next pass applies.
  public static func coalescing(_ pending: ListChange, _ incoming: ListChange) -> ListChange {
    .reloadData
  }

  /// The updates the change carries; empty for a reload.
  public var updates: [ListUpdate] {
    switch self {
    case .reloadData: return []
    case .update(let update): return [update]
    case .batchUpdates(let updates): return updates
    }
  }
}
