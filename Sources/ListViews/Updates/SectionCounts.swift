/// The item count of every section, as fetched from a data source, and whether any section has
/// items, noted while fetching so that "is the list empty?" costs nothing afterwards.
struct SectionCounts: Equatable {
  private(set) var counts: [Int] = []
  /// Whether any section has items: the list's one home of its emptiness.
  private(set) var hasItems = false
  /// The sum of all counts, as a `Double` so that huge counts cannot overflow it.
  private(set) var totalItems = 0.0

  var numberOfSections: Int { counts.count }

  /// The first section with items, found in the counts when asked.
  ///
  /// The fetch itself only notes whether there are items: the per-section loop stays at its
  /// shortest, and the lookup (usually a single step) runs only when a section is needed.
  var firstNonEmptySection: Int? {
    hasItems ? counts.firstIndex { $0 > 0 } : nil
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counts == rhs.counts
  }

  /// The count of `section`, or 0 for a section that does not exist.
  func numberOfItems(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// Removes every count, keeping the storage.
  mutating func removeAll() {
    counts.removeAll(keepingCapacity: true)
    hasItems = false
    totalItems = 0
  }

  /// Replaces every count with fresh ones, reusing the storage.
  ///
  /// - Parameters:
  ///   - sectionCount: What the data source says.
  ///   - itemCount: Asks the data source for one section's count; called once per section.
  /// - Returns: A diagnostic for each count that had to be corrected; empty (no allocation)
  ///   when all were valid.
  @inline(__always)
  mutating func load(sectionCount: Int, itemCount: (Int) -> Int) -> [ListDiagnostic] {
    var problems: [ListDiagnostic] = []
    let sections = Self.validSectionCount(sectionCount, problems: &problems)
    if counts.count != sections {
      counts.removeAll(keepingCapacity: true)
      counts.append(contentsOf: repeatElement(0, count: sections))
    }
    // Written through the buffer: one uniqueness check for the whole fetch instead of one per
    // section. The data source cannot reach this storage (it is the list's spare buffer, moved
    // out of the list while it is filled).
    // The total is summed as an `Int`, which costs less per section than a `Double`; a sum
    // that overflows (counts near `Int.max`) is summed again as a `Double`, so nothing traps.
    var total = 0
    var overflowed = false
    counts.withUnsafeMutableBufferPointer { buffer in
      guard let storage = buffer.baseAddress else { return }
      var section = 0
      while section < sections {
        var count = itemCount(section)
        if count < 0 {
          problems.append(.negativeCount(section: section, count: count))
          count = 0
        }
        storage[section] = count
        let (sum, overflow) = total.addingReportingOverflow(count)
        total = sum
        overflowed = overflowed || overflow
        section += 1
      }
    }
    hasItems = overflowed || total > 0
    totalItems = overflowed ? counts.reduce(0.0) { $0 + Double($1) } : Double(total)
    return problems
  }

  /// Clamps a reported number of sections to `0...ListLimits.maximumSections`, noting why.
  private static func validSectionCount(_ count: Int, problems: inout [ListDiagnostic]) -> Int {
    if count < 0 {
      problems.append(.negativeCount(section: nil, count: count))
      return 0
    }
    if count > ListLimits.maximumSections {
      problems.append(.tooManySections(count: count, limit: ListLimits.maximumSections))
      return ListLimits.maximumSections
    }
    return count
  }
}
