extension ListView {
  /// Brings the counts up to date for `change`: the work step of every content change.
  ///
  /// A reload fetches every count. Updates are first checked against the counts before them
  /// (``UpdatePlan``; a diffable data source's own batch only for its counts, see
  /// ``TrustedBatch``), then the fresh counts are compared with what the updates imply; any
  /// problem is reported and the fresh counts are kept, which is exactly a full reload.
  func updateCounts(for change: ListChange) {
    // Updates to counts never fetched cannot be checked: fetching them is the reload they need.
    if case .reloadData = change { return fetchCounts() }
    // Sections that move are other sections at their indices: their followers hear of each.
    if sectionNews.isHeard, change.changesSections { sectionNews.add(nil) }
    guard flags.countsAreCurrent else { return fetchCounts() }
    let plan: UpdatePlan
    if let trusted = trustedBatch?.plan(for: change, counts: counts.counts) {
      trustedBatch = nil
      plan = trusted
    } else {
      do {
        plan = try UpdatePlan(old: counts.counts, updates: change.updates, claims: &claims)
      } catch {
        recover(from: error)
        return fetchCounts()
      }
    }
    fetchCounts()
    do {
      try plan.verify(counts)
    } catch {
      recover(from: error)
    }
  }

  /// Fetches every count into the spare buffer, then makes it current.
  ///
  /// The buffer is moved out first, so a data source that reads the list's counts while being
  /// asked sees the previous counts, and nothing here is accessed twice at once. A data source
  /// set while counts are fetched leaves them stale, to be fetched again on the next read.
  func fetchCounts() {
    var fresh = spareCounts
    spareCounts = SectionCounts()
    flags.isFetchingCounts = true
    flags.countsAreCurrent = true
    if flags.contentPassDepth == 0 { flags.fetchedOutsidePass = true }
    let problems = loadCounts(into: &fresh)
    flags.isFetchingCounts = false
    // Compared only while something follows sections: a list without any pays nothing.
    let followsSections = !sectionViews.isEmpty || sectionNews.isHeard
    countChanges = followsSections ? fresh.changes(since: counts) : .unknown
    spareCounts = counts
    counts = fresh
    fetchNumber &+= 1
    if sectionNews.isHeard { noteSectionEmptiness() }
    for problem in problems { report(problem) }
  }

  /// Empties `counts`, as for a list without a data source; reports, once, a data source that
  /// was set and has since been released.
  func loadCountsWithoutDataSource(into counts: inout SectionCounts) -> [ListDiagnostic] {
    counts.removeAll()
    guard flags.expectsDataSource else { return [] }
    flags.expectsDataSource = false
    return [.dataSourceReleased]
  }

  /// A new data source was set: the next read fetches the counts again.
  ///
  /// - Parameter isSet: Whether there is a data source now (its release is then reported).
  func dataSourceDidChange(isSet: Bool) {
    flags.countsAreCurrent = false
    flags.expectsDataSource = isSet
  }

  private func recover(from rejection: UpdateRejection) {
    completions.noteRecovery()
    report(rejection.diagnostic)
  }
}
