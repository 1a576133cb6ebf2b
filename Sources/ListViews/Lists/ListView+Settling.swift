extension ListView {
  /// Whether a content change is under way: its hooks or its work are running, or the work
  /// its hooks asked to run after them (a batch that is open but not ended is not under way
  /// yet).
  public var isChangingContent: Bool {
    flags.contentPassDepth > 0 || flags.isFollowingUp
  }

  /// Whether a batch is open (``beginUpdates()`` or a ``performBatchUpdates(_:completion:)``
  /// block not yet ended): its updates are recorded, and applied when it ends.
  public final var hasOpenBatch: Bool {
    flags.batchIsOpen
  }

  /// Runs `body` once the content change under way, or the open batch, has ended and the
  /// completions of the batches that waited for it have run; at once when neither is under way.
  ///
  /// Work scheduled while the content hooks run (an after-hook, say) thus runs after the app's
  /// completion of the same batch, in the loop that runs completions: never recursively. Work
  /// scheduled while a batch is open runs once the batch's change has been applied.
  ///
  /// - Parameter body: The work to run.
  public final func afterContentChange(_ body: @escaping @MainActor () -> Void) {
    guard flags.contentPassDepth > 0 || flags.batchIsOpen || flags.isFollowingUp else {
      return body()
    }
    completions.wait { _ in body() }
    flags.hasCompletions = true
  }

  /// Runs `change` as one batch, then `completion` once the content hooks have settled: how a
  /// diffable data source brings the list to a new snapshot.
  @usableFromInline
  final func runBatch(_ change: ListChange, completion: (@MainActor () -> Void)?) {
    performBatchUpdates(
      { submit(change) }, completion: completion.map { completion in { _ in completion() } })
  }

  /// Runs `updates`, diffed by the list's diffable data source from a snapshot of `oldCounts`
  /// to one of `newCounts`, as one batch, then `completion`: as ``runBatch(_:completion:)``,
  /// but the batch's paths are not checked one by one when the list's counts are `oldCounts`
  /// (``TrustedBatch``).
  @usableFromInline
  final func runDiffedBatch(
    _ updates: [ListUpdate], from oldCounts: [Int], to newCounts: [Int],
    completion: (@MainActor () -> Void)?
  ) {
    trustedBatch = TrustedBatch(updates: updates, oldCounts: oldCounts, newCounts: newCounts)
    defer { trustedBatch = nil }
    runBatch(.batchUpdates(updates), completion: completion)
  }

  /// Runs `completion` as the completion of a batch that applied nothing (a diffable data
  /// source's refused snapshot): after the completions queued before it, in the loop that runs
  /// them, so that a chain of such applies, each started by the last one's completion, keeps a
  /// constant stack depth.
  @usableFromInline
  final func runCompletion(_ completion: @escaping @MainActor () -> Void) {
    completions.append({ _ in completion() }, finished: true)
    flags.hasCompletions = true
    flushCompletionsIfSettled()
  }

  /// Whether a batch is open: updates are recorded, not applied, until it ends.
  @usableFromInline
  var isBatchOpen: Bool {
    batch.isOpen
  }
}
