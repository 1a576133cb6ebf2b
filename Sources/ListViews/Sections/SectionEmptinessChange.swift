/// What a list's section emptiness hooks report after a content change: the sections that
/// became empty or stopped being empty (``TableView/sectionEmptinessHooks``).
public struct SectionEmptinessChange: Hashable, Sendable {
  /// The sections whose emptiness changed, in increasing order; `nil` when any may have: the
  /// number of sections changed, or the change inserted, deleted or moved sections (their
  /// indices then name other sections).
  public var sections: [Int]?

  /// Creates a report of `sections` (`nil`: any section may have changed).
  public init(sections: [Int]?) {
    self.sections = sections
  }

  /// Two reports of one pass that runs again, as one: the sections of both, or `nil` if
  /// either is `nil`.
  public static func coalescing(_ pending: Self, _ incoming: Self) -> Self {
    guard let first = pending.sections, let second = incoming.sections else {
      return Self(sections: nil)
    }
    return Self(sections: Array(Set(first).union(second)).sorted())
  }
}

extension ListChange {
  /// Whether the change inserts, deletes or moves sections.
  var changesSections: Bool {
    guard case .reloadData = self else {
      return updates.contains { update in
        switch update {
        case .insertSections, .deleteSections, .moveSection: true
        default: false
        }
      }
    }
    return false
  }
}

extension ListView {
  /// The section emptiness hooks were made: what the counts say now is what their followers
  /// can read, so the first report is of what changes after it (counts never fetched are
  /// left alone: the first content pass reports every section).
  func startReportingSectionEmptiness() {
    guard flags.countsAreCurrent else { return }
    reportedSectionEmptiness = counts.counts.map(SectionCounts.hasItems)
    reportedSectionFetch = fetchNumber
  }

  /// No hook hears the reports any more (or a runaway dropped one): the report is forgotten,
  /// so the next follower hears of every section instead of changes since a report it missed.
  func stopReportingSectionEmptiness() {
    reportedSectionFetch = 0
    reportedSectionEmptiness = []
  }

  /// The report for the section emptiness hooks after `change`, or `nil` when no section's
  /// emptiness changed; brings ``reportedSectionEmptiness`` up to date.
  ///
  /// When the report is of the fetch before this one, only the sections whose counts changed
  /// since (``countChanges``) are looked at: a reload that changes no count compares nothing
  /// here. Otherwise one walk over the counts, vectorized
  /// (``SectionCounts/emptinessChanges(since:in:)``). Only while the hooks have a hook.
  ///
  /// - Parameters:
  ///   - change: The content change that ended.
  ///   - readOutsidePass: Whether counts were fetched outside a content pass since the last
  ///     one (``EngineFlags/fetchedOutsidePass``): a follower may have acted on them, so the
  ///     sections that flipped since that fetch are reported too.
  /// - Returns: The sections that flipped (`nil` sections: every one may have), or `nil`.
  func sectionEmptinessChange(after change: ListChange, readOutsidePass: Bool = false)
    -> SectionEmptinessChange?
  {
    let reportedFetch = reportedSectionFetch
    reportedSectionFetch = fetchNumber
    let sections = counts.numberOfSections
    // No report to compare with (none yet, or forgotten): every section.
    guard reportedFetch != 0 else {
      reportedSectionEmptiness = counts.counts.map(SectionCounts.hasItems)
      return SectionEmptinessChange(sections: nil)
    }
    if readOutsidePass, reportedFetch &+ 1 != fetchNumber {
      return changes(sinceReportAndFetchBefore: reportedFetch, after: change)
    }
    let range = sectionsToCompare(sinceFetch: reportedFetch)
    // Nothing to compare: the counts are those reported (the common reload).
    if range.isEmpty, reportedSectionEmptiness.count == sections {
      return change.changesSections ? SectionEmptinessChange(sections: nil) : nil
    }
    let changed = counts.emptinessChanges(since: &reportedSectionEmptiness, in: range)
    if change.changesSections { return SectionEmptinessChange(sections: nil) }
    guard let changed else { return SectionEmptinessChange(sections: nil) }
    return changed.isEmpty ? nil : SectionEmptinessChange(sections: changed)
  }

  /// The report after counts were fetched outside a pass, between the report of `reported`
  /// and this fetch: the sections that flipped since the report, and those that flipped since
  /// the fetch before this one (what a follower may have read); every section when more than
  /// one fetch came between (what was read then is gone).
  private func changes(
    sinceReportAndFetchBefore reported: UInt64, after change: ListChange
  ) -> SectionEmptinessChange? {
    let sections = counts.numberOfSections
    var flippedSinceRead: [Int]?
    if reported &+ 2 == fetchNumber {  // the fetch before this one is the one read
      var seenWhenRead = spareCounts.counts.map(SectionCounts.hasItems)
      flippedSinceRead = counts.emptinessChanges(since: &seenWhenRead, in: 0..<sections)
    }
    let flippedSinceReport = counts.emptinessChanges(
      since: &reportedSectionEmptiness, in: 0..<sections)
    guard !change.changesSections, let flippedSinceRead, let flippedSinceReport else {
      return SectionEmptinessChange(sections: nil)
    }
    let flipped = Set(flippedSinceRead).union(flippedSinceReport).sorted()
    return flipped.isEmpty ? nil : SectionEmptinessChange(sections: flipped)
  }

  /// The sections whose counts may differ from those of fetch `reported`: none for this fetch,
  /// those that changed for the one before (``countChanges``), all for any other.
  private func sectionsToCompare(sinceFetch reported: UInt64) -> Range<Int> {
    if reported == fetchNumber { return 0..<0 }
    let sections = counts.numberOfSections
    return reported &+ 1 == fetchNumber ? countChanges.sections(of: sections) : 0..<sections
  }
}
