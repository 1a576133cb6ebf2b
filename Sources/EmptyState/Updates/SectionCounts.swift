/// The item count of every section, as fetched from a data source, and the first non-empty
/// section, found while fetching so that "is the list empty?" costs nothing afterwards.
struct SectionCounts: Equatable {
  private(set) var counts: [Int] = []
  private(set) var firstNonEmptySection: Int?

  var numberOfSections: Int { counts.count }

  /// The count of `section`, or 0 for a section that does not exist.
  func numberOfItems(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// Replaces every count with fresh ones, reusing the storage.
  ///
  /// - Parameters:
  ///   - sectionCount: What the data source says, or `nil` when there is no data source.
  ///   - report: Receives a diagnostic for each count that had to be corrected.
  ///   - itemCount: Asks the data source for one section's count; called once per section.
  mutating func load(
    sectionCount: Int?,
    report: (ListDiagnostic) -> Void,
    itemCount: (Int) -> Int
  ) {
    counts.removeAll(keepingCapacity: true)
    firstNonEmptySection = nil
    let sections = Self.validSectionCount(sectionCount ?? 0, report: report)
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      var count = itemCount(section)
      if count < 0 {
        report(.negativeCount(section: section, count: count))
        count = 0
      }
      if count > 0, firstNonEmptySection == nil { firstNonEmptySection = section }
      counts.append(count)
    }
  }

  /// Clamps a reported number of sections to `0...ListLimits.maximumSections`, reporting why.
  private static func validSectionCount(_ count: Int, report: (ListDiagnostic) -> Void) -> Int {
    if count < 0 {
      report(.negativeCount(section: nil, count: count))
      return 0
    }
    if count > ListLimits.maximumSections {
      report(.tooManySections(count: count, limit: ListLimits.maximumSections))
      return ListLimits.maximumSections
    }
    return count
  }
}
