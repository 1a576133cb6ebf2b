extension ListContent {
  /// Brings the counts up to date for `change`: the work step of every content change.
  ///
  /// A reload fetches every count. Updates are first checked against the counts before them
  /// (``UpdatePlan``), then the fresh counts are compared with what the updates imply; any
  /// problem is reported and the fresh counts are kept, which is exactly a full reload.
  ///
  /// - Parameters:
  ///   - change: The change being applied.
  ///   - list: The list, which fetches the counts and receives diagnostics.
  func apply(_ change: ListChange, for list: Owner) {
    // Updates to counts never fetched cannot be checked: fetching them is the reload they need.
    guard change != .reloadData, loadState == .loaded else {
      return load(for: list)
    }
    let plan: UpdatePlan
    do {
      plan = try UpdatePlan(old: counts.counts, updates: change.updates)
    } catch {
      recover(from: error, for: list)
      return load(for: list)
    }
    load(for: list)
    do {
      try plan.verify(counts)
    } catch {
      recover(from: error, for: list)
    }
  }

  /// Fetches every count into the spare buffer, then makes it current.
  ///
  /// The buffer is moved out first, so a data source that reads the list's counts while being
  /// asked sees the previous counts, and nothing here is accessed twice at once.
  func load(for list: Owner) {
    var fresh = spareCounts
    spareCounts = SectionCounts()
    loadState = .loading
    list.fetchCounts(into: &fresh)
    spareCounts = counts
    counts = fresh
    loadState = loadState == .loadingInvalidated ? .never : .loaded
  }

  /// The counts, fetched first if they never were (as UIKit does on a table's first layout; no
  /// hooks run for that fetch).
  func currentCounts(for list: Owner) -> SectionCounts {
    if needsInitialLoad { load(for: list) }
    return counts
  }

  /// The first non-empty section, without copying the counts (the hot path of every reload).
  func firstNonEmptySection(for list: Owner) -> Int? {
    if needsInitialLoad { load(for: list) }
    return counts.firstNonEmptySection
  }

  private func recover(from rejection: UpdateRejection, for list: Owner) {
    // Only batch completions waiting now can be told; a later batch must not hear of it.
    if hasWaitingCompletions { recoveredSinceLastFlush = true }
    list.report(rejection.diagnostic)
  }
}
