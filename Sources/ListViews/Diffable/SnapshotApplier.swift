import Hooks

/// The engine of both diffable data sources: the current snapshot, and the one way a new one
/// reaches the list.
///
/// A new snapshot is checked, diffed against the current one, made current, and then the list
/// runs the difference as one batch: exactly one pass of its content hooks, after which the
/// caller's completion runs. A snapshot it refuses is reported to the list and changes nothing.
/// A snapshot applied while the list is changing its content (from one of its hooks) waits for
/// that change to end: the list's counts must not move under the change being checked. Such
/// applies, each made from the hooks of the last one's pass, count as passes of the list's
/// content hooks: past their `maximumPasses` the next one is dropped with the hook point's
/// `runawayReentrancy`, as a hook that reloads every time is stopped.
///
/// Every completion runs once, in the loop that runs the list's batch completions (or, once
/// the list is gone, in this applier's own loop): an apply made from a completion never
/// deepens the stack, whether its snapshot is applied, refused or only kept.
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
  /// Which pass of the list's content hooks the change under way is, for an apply made from
  /// them: 1, or more while an apply deferred from an earlier pass runs.
  @usableFromInline var pass = 1
  /// The completions of applies made once the list was gone.
  var completionsWithoutList = CompletionQueue()

  @inlinable
  init() {}

  /// Makes `new` the current snapshot and brings `list` to it.
  ///
  /// - Parameters:
  ///   - new: The snapshot to apply.
  ///   - list: The list, or `nil` once it is gone (the snapshot is then only kept).
  ///   - source: The data source applying `new`, which must be the list's.
  ///   - strategy: A batch of the difference, or a full reload.
  ///   - completion: Run after the list's pass; when nothing was applied, after the
  ///     completions queued before it.
  @inlinable
  func apply(
    _ new: Snapshot, to list: ListView?, from source: AnyObject, strategy: Strategy,
    completion: (@MainActor () -> Void)?
  ) {
    guard let list else {
      snapshot = new.withoutMarks
      if let completion { runWithoutList(completion) }
      return
    }
    guard !list.isChangingContent else {
      let next = pass + 1
      list.afterContentChange { [weak self, weak list, weak source] in
        guard let self, let source else {
          completion?()
          return
        }
        self.apply(
          new, asPass: next, to: list, from: source, strategy: strategy, completion: completion)
      }
      return
    }
    let feedsList = list.isFed(by: source)
    guard let change = change(to: new, in: list, feedsList: feedsList, strategy: strategy) else {
      if let completion { list.runCompletion(completion) }
      return
    }
    let old = snapshot
    // Current before the batch runs: the list fetches its counts from it.
    snapshot = new.withoutMarks
    guard case .batchUpdates(let updates) = change else {
      return list.runBatch(change, completion: completion)
    }
    // The diff's own batch, valid for the counts of the snapshot it was diffed from.
    list.runDiffedBatch(
      updates, from: old.sectionCounts, to: new.sectionCounts, completion: completion)
  }

  /// Applies `new`, deferred from the content hooks of the pass before, as pass `pass` of
  /// them; past the hook point's bound, drops it (nothing applied, the completion runs) and
  /// reports the runaway as the hook point does.
  @usableFromInline
  func apply(
    _ new: Snapshot, asPass pass: Int, to list: ListView?, from source: AnyObject,
    strategy: Strategy, completion: (@MainActor () -> Void)?
  ) {
    if let list {
      let hooks = Self.contentHooks(of: list)
      if pass > hooks.maximumPasses {
        list.report(.hook(.runawayReentrancy(label: hooks.label, passes: hooks.maximumPasses)))
        if let completion { list.runCompletion(completion) }
        return
      }
    }
    let outer = self.pass
    self.pass = pass
    apply(new, to: list, from: source, strategy: strategy, completion: completion)
    self.pass = outer
  }

  /// The label and the pass bound of `list`'s content hooks.
  static func contentHooks(of list: ListView) -> (label: String, maximumPasses: Int) {
    guard let container = list as? any ListContainer else {
      return ("ListView.content", HookDefaults.maximumPasses)
    }
    return contentHooks(of: container)
  }

  private static func contentHooks<Container: ListContainer>(of container: Container) -> (
    label: String, maximumPasses: Int
  ) {
    (container.contentHooks.label, container.contentHooks.maximumPasses)
  }

  /// Runs `completion` of an apply made once the list was gone, as the list would have: after
  /// the completions queued before it, one at a time, so that a chain of applies started by
  /// these completions keeps a constant stack depth.
  @usableFromInline
  func runWithoutList(_ completion: @escaping @MainActor () -> Void) {
    completionsWithoutList.append({ _ in completion() }, finished: true)
    guard !completionsWithoutList.isRunning else { return }
    completionsWithoutList.isRunning = true
    while let (next, finished) = completionsWithoutList.popReady() {
      next(finished)
    }
    completionsWithoutList.isRunning = false
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
