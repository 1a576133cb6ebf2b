/// The engine of both diffable data sources: the current snapshot, and the one way a new one
/// reaches the list.
///
/// A new snapshot is checked, diffed against the current one, made current, and then the list
/// runs the difference as one batch: exactly one pass of its content hooks, after which the
/// caller's completion runs. A snapshot it refuses is reported to the list and changes nothing.
/// A snapshot applied while the list is changing its content (from one of its hooks) waits for
/// that change to end: the list's counts must not move under the change being checked.
///
/// It is inlinable, with the data sources' `apply` methods, so that the diff specializes for the
/// app's identifier types.
@MainActor
@usableFromInline
final class SnapshotApplier<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  @usableFromInline typealias Snapshot = ListSnapshot<SectionID, ItemID>

  /// How a snapshot reaches the list.
  @usableFromInline
  enum Strategy {
    /// One batch of the updates between the current snapshot and the new one.
    case difference
    /// One full reload.
    case reload
  }

  /// The snapshot the list shows (or is about to show, while its batch is being applied).
  @usableFromInline var snapshot = Snapshot()
  /// The diff's working storage, kept between applies.
  @usableFromInline var buffers = SnapshotDiffBuffers<ItemID>()

  @inlinable
  init() {}

  /// Makes `new` the current snapshot and brings `list` to it.
  ///
  /// - Parameters:
  ///   - new: The snapshot to apply.
  ///   - list: The list, or `nil` once it is gone (the snapshot is then only kept).
  ///   - source: The data source applying `new`, which must be the list's.
  ///   - strategy: A batch of the difference, or a full reload.
  ///   - completion: Run after the list's pass; at once when nothing was applied.
  @inlinable
  func apply(
    _ new: Snapshot, to list: ListView?, from source: AnyObject, strategy: Strategy,
    completion: (@MainActor () -> Void)?
  ) {
    guard let list else {
      snapshot = new.withoutMarks
      completion?()
      return
    }
    guard !list.isChangingContent else {
      list.afterContentChange { [weak self, weak list, weak source] in
        guard let self, let source else { return }
        self.apply(new, to: list, from: source, strategy: strategy, completion: completion)
      }
      return
    }
    let feedsList = list.isFed(by: source)
    guard let change = change(to: new, in: list, feedsList: feedsList, strategy: strategy) else {
      completion?()
      return
    }
    // Current before the batch runs: the list fetches its counts from it.
    snapshot = new.withoutMarks
    list.runBatch(change, completion: completion)
  }

  /// The change that brings `list` from the current snapshot to `new`, or `nil` (reported)
  /// when `new` cannot be applied.
  @inlinable
  func change(
    to new: Snapshot, in list: ListView, feedsList: Bool, strategy: Strategy
  ) -> ListChange? {
    guard feedsList else {
      list.report(
        .invalidSnapshot("the list's data source is not the diffable data source applying it"))
      return nil
    }
    do throws(ListSnapshotError<SectionID, ItemID>) {
      // A batch the app opened may hold changes the snapshot does not know about: only a
      // reload is right whatever they are.
      guard strategy == .difference, !list.isBatchOpen else {
        // As the diff would: an identifier whose hash changed after it was added may now equal
        // another one.
        try SnapshotDifference<SectionID, ItemID>.checkUnique(new, buffers: &buffers)
        return .reloadData
      }
      return .batchUpdates(
        try SnapshotDifference.updates(from: snapshot, to: new, buffers: &buffers))
    } catch {
      list.report(.invalidSnapshot(error.description))
      return nil
    }
  }
}
