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

/// What the section emptiness hooks have not heard yet: news from each fetch, never a copy.
enum SectionEmptinessNews: Equatable {
  /// Nobody hears the reports: nothing is compared; the next report is of every section.
  case unheard
  /// Followed before any fetch: the first, read outside a pass, is no news; inside one, all.
  case awaitingCounts
  /// The sections that flipped since the last report, in order; `nil` when any may have.
  case flipped([Int]?)

  /// Whether followers are told: only then are the counts compared.
  var isHeard: Bool {
    if case .unheard = self { false } else { true }
  }

  /// Adds the news of a fetch: `sections` flipped (`nil`: any may have).
  mutating func add(_ sections: [Int]?) {
    switch self {
    case .unheard: return
    case .awaitingCounts, .flipped(nil): self = .flipped(nil)
    case .flipped(let known?):
      guard let sections else { return self = .flipped(nil) }
      guard !sections.isEmpty else { return }
      self = .flipped(known.isEmpty ? sections : Array(Set(known).union(sections)).sorted())
    }
  }
}

extension ListView {
  /// The section emptiness hooks were made: their first report is of what changes after now.
  func startReportingSectionEmptiness() {
    sectionNews = flags.countsAreCurrent ? .flipped([]) : .awaitingCounts
  }

  /// Adds the sections the fetch just made flipped (looked for where a count changed) to the news.
  func noteSectionEmptiness() {
    switch sectionNews {
    case .unheard: return
    case .awaitingCounts:
      // Read outside a pass, the counts are what a follower may have acted on: no news.
      sectionNews = .flipped(flags.contentPassDepth == 0 ? [] : nil)
    case .flipped:
      switch countChanges {
      case .none: return
      case .unknown: sectionNews.add(nil)
      case .within(let range): sectionNews.add(counts.emptinessFlips(since: spareCounts, in: range))
      }
    }
  }

  /// The report of the news for the section emptiness hooks (`nil`: none); the news is cleared.
  func takeSectionEmptinessNews() -> SectionEmptinessChange? {
    if case .flipped(let sections?) = sectionNews {
      guard !sections.isEmpty else { return nil }  // no news: the common reload writes nothing
      sectionNews = .flipped([])
      return SectionEmptinessChange(sections: sections)
    }
    sectionNews = .flipped([])
    return SectionEmptinessChange(sections: nil)
  }
}
