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

  /// The report for the section emptiness hooks after `change`, or `nil` when no section's
  /// emptiness changed; brings ``reportedSectionEmptiness`` up to date.
  ///
  /// When the report is of the fetch before this one, only the sections whose counts changed
  /// since (``countChanges``) are looked at: a reload that changes no count compares nothing
  /// here. Otherwise one walk over the counts, vectorized
  /// (``SectionCounts/emptinessChanges(since:in:)``). Only while the hooks have a hook.
  func sectionEmptinessChange(after change: ListChange) -> SectionEmptinessChange? {
    let reportedFetch = reportedSectionFetch
    reportedSectionFetch = fetchNumber
    let sections = counts.numberOfSections
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

  /// The sections whose counts may differ from those of fetch `reported`: none for this fetch,
  /// those that changed for the one before (``countChanges``), all for any other.
  private func sectionsToCompare(sinceFetch reported: UInt64) -> Range<Int> {
    if reported == fetchNumber { return 0..<0 }
    let sections = counts.numberOfSections
    return reported &+ 1 == fetchNumber ? countChanges.sections(of: sections) : 0..<sections
  }
}
