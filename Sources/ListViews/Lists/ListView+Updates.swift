extension ListView {
  /// Fetches every count again and re-evaluates everything hooked to the list.
  public final func reloadData() {
    submit(.reloadData)
  }

  /// Applies the updates made in `updates` together, when it returns.
  ///
  /// Updates made inside are recorded and run through the content hooks once, as one
  /// ``ListChange/batchUpdates(_:)``; batches nest. If the resulting counts disagree with the
  /// data source, the list reports it and recovers with a full reload.
  ///
  /// The completion never runs inside the call that triggered it when completions are already
  /// running: a completion that starts the next batch (a UIKit habit) queues that batch's
  /// completion behind it, so a chain of any length runs at a constant stack depth.
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and calls the update methods.
  ///   - completion: Called once the hooks have settled; `finished` is `false` when the list
  ///     had to recover with a full reload.
  public final func performBatchUpdates(
    _ updates: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    let opened = openBatch()
    updates()
    guard batch.isOpen(opened) else {
      // The block closed its own batch: it was applied already, the completion can only be told.
      report(.batchEndedInsideItsBlock)
      if let completion {
        completions.append(completion, finished: false)
        flags.hasCompletions = true
      }
      return flushCompletionsIfSettled()
    }
    if let completion {
      completions.wait(completion)
      flags.hasCompletions = true
    }
    endUpdates()
    // The block opened a batch it did not end: it cannot be left open, or nothing would ever
    // apply it.
    closeBatchLeftOpen(opened)
  }

  /// Opens a batch; the updates until the matching ``endUpdates()`` apply together.
  ///
  /// A batch must end in the same turn of the main actor, as UIKit's must end before its next
  /// layout pass. One still open when the main actor next runs its jobs is reported as
  /// ``ListDiagnostic/batchLeftOpen`` and closed, which applies what it recorded: a
  /// forgotten ``endUpdates()`` never swallows every later change.
  public final func beginUpdates() {
    let ticket = openBatch()
    guard batch.depth == 1 else { return }
    Task { @MainActor [weak self] in self?.closeBatchLeftOpen(ticket) }
  }

  /// Closes the batch opened by ``beginUpdates()``.
  ///
  /// Without an open batch it does nothing but report ``ListDiagnostic/unbalancedEndUpdates``.
  public final func endUpdates() {
    let ending = batch.end()
    flags.batchIsOpen = batch.isOpen
    switch ending {
    case .apply(let change): run(change)
    case .stillOpen: return
    case .unbalanced: report(.unbalancedEndUpdates)
    }
  }

  /// Applies one update given as a value, such as a change computed by a diff.
  ///
  /// Inside a batch it is recorded like the named update methods; outside one it runs through
  /// the content hooks on its own.
  ///
  /// - Parameter update: The update to apply.
  public final func apply(_ update: ListUpdate) {
    submit(.update(update))
  }

  /// Inserts items at paths of the updated list.
  ///
  /// - Parameter indexPaths: Paths after the update.
  public final func insertItems(at indexPaths: [ListIndexPath]) {
    apply(.insertItems(indexPaths))
  }

  /// Deletes items at paths of the current list.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func deleteItems(at indexPaths: [ListIndexPath]) {
    apply(.deleteItems(indexPaths))
  }

  /// Reloads items whose content changed; the counts stay the same.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func reloadItems(at indexPaths: [ListIndexPath]) {
    apply(.reloadItems(indexPaths))
  }

  /// Moves one item.
  ///
  /// - Parameters:
  ///   - indexPath: Its path before the update.
  ///   - newIndexPath: Its path after the update.
  public final func moveItem(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    apply(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// Inserts sections at indices of the updated list.
  ///
  /// - Parameter sections: Section indices after the update.
  public final func insertSections(_ sections: [Int]) {
    apply(.insertSections(sections))
  }

  /// Deletes sections at indices of the current list.
  ///
  /// - Parameter sections: Section indices before the update.
  public final func deleteSections(_ sections: [Int]) {
    apply(.deleteSections(sections))
  }

  /// Reloads sections: their rows or items are fetched again.
  ///
  /// - Parameter sections: Section indices before the update.
  public final func reloadSections(_ sections: [Int]) {
    apply(.reloadSections(sections))
  }

  /// Moves one section.
  ///
  /// - Parameters:
  ///   - section: Its index before the update.
  ///   - newSection: Its index after the update.
  public final func moveSection(_ section: Int, toSection newSection: Int) {
    apply(.moveSection(from: section, to: newSection))
  }

  /// Records `change` in the open batch, or runs it.
  ///
  /// Always inlined: it is the first step of every reload, and a call costs a measurable share
  /// of a reload that changes nothing.
  @inline(__always)
  final func submit(_ change: ListChange) {
    if flags.batchIsOpen {
      batch.record(change)
    } else {
      run(change)
    }
  }

  /// Closes the batch of `ticket`, and every batch opened inside it, if it is still open.
  func closeBatchLeftOpen(_ ticket: BatchRecorder.Ticket) {
    guard batch.isOpen(ticket) else { return }
    report(.batchLeftOpen)
    while batch.isOpen(ticket) { endUpdates() }
  }

  private func openBatch() -> BatchRecorder.Ticket {
    flags.batchIsOpen = true
    return batch.begin()
  }

  /// Runs `change` through the content hooks, then, once no pass is left, its reports, the
  /// work its hooks asked to follow them, and the completions that waited for it.
  private func run(_ change: ListChange) {
    flags.contentPassDepth += 1
    runContentHooks(change)
    flags.contentPassDepth -= 1
    guard flags.contentPassDepth == 0 else { return }
    // After a runaway stopped the passes, the counts are fetched again (with no hooks), so
    // that what is reported matches the data source.
    if flags.needsFetch { fetchCounts() }
    let isEmpty = !counts.hasItems
    if isEmpty != flags.reportedEmpty || flags.fetchedOutsidePass {
      flags.reportedEmpty = isEmpty
      flags.fetchedOutsidePass = false
      flags.reportingDepth += 1
      runEmptinessHooks(isEmpty: isEmpty)
      flags.reportingDepth -= 1
    }
    if followsSectionEmptiness {
      if let report = takeSectionEmptinessNews() {
        flags.reportingDepth += 1
        runSectionEmptinessHooks(report)
        flags.reportingDepth -= 1
      }
    } else if sectionNews.isHeard {
      sectionNews = .unheard  // nobody hears: the next follower hears of every section
    }
    // Only the outermost report runs what follows the hooks: not inside another's hooks.
    if flags.hasFollowUps, flags.reportingDepth == 0 { runFollowUps() }
    if flags.hasCompletions { flushCompletionsIfSettled() }
    // What the change moved is laid out before the call returns (inside the list's own pass,
    // that pass lays it out).
    layoutIfNeeded()
  }

  /// Whether a change's content, emptiness or section emptiness hooks are running.
  package final var isRunningContentHooks: Bool {
    flags.contentPassDepth > 0 || flags.reportingDepth > 0
  }

  /// Runs `body` once the running change's hooks have all run, before its completions.
  package final func afterContentHooks(_ body: @escaping @MainActor () -> Void) {
    guard isRunningContentHooks else { return body() }
    followUps.append(body)
    flags.hasFollowUps = true
  }

  /// Runs the work that waited for the hooks, in order; the change is under way until it ends.
  private func runFollowUps() {
    guard !flags.isFollowingUp else { return }  // the loop under way takes what was added
    flags.isFollowingUp = true
    var next = 0
    while next < followUps.count {
      let body = followUps[next]
      next += 1
      body()
    }
    followUps.removeAll(keepingCapacity: true)
    flags.isFollowingUp = false
    flags.hasFollowUps = false
  }

  /// Runs the ready completions, unless a content pass, the work after its hooks, or their loop runs.
  func flushCompletionsIfSettled() {
    guard flags.contentPassDepth == 0, !flags.isFollowingUp else { return }
    // What waits for a batch still open waits for its end, where this runs again.
    if !flags.batchIsOpen { completions.settle() }
    guard !completions.isRunning else { return }
    completions.isRunning = true
    while let (completion, finished) = completions.popReady() {
      completion(finished)
    }
    completions.isRunning = false
    flags.hasCompletions = !completions.isEmpty
  }
}
