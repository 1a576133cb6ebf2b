/// Why a ``ListSnapshot`` refused a change: where UIKit's snapshot traps, this one throws and
/// stays exactly as it was.
///
/// ```swift
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["orders"])
/// try snapshot.appendItems([1, 2])
/// do {
///   try snapshot.appendItems([2])
/// } catch {
///   print(error)  // item 2 is already in the snapshot
/// }
/// ```
public enum ListSnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
  Hashable
{
  /// A section identifier that is already in the snapshot, or given twice in one call.
  case duplicateSection(SectionID)
  /// An item identifier that is already in the snapshot, or given twice in one call.
  case duplicateItem(ItemID)
  /// A section identifier that is not in the snapshot.
  case sectionNotFound(SectionID)
  /// An item identifier that is not in the snapshot.
  case itemNotFound(ItemID)
  /// Items were appended without naming a section, and the snapshot has none.
  case noSection
  /// A section was moved before or after itself.
  case sectionMovedRelativeToItself(SectionID)
  /// An item was moved before or after itself.
  case itemMovedRelativeToItself(ItemID)
  /// The change would give the snapshot more sections than a list keeps
  /// (``ListLimits/maximumSections``).
  case tooManySections(limit: Int)
}

extension ListSnapshotError: CustomStringConvertible {
  /// A one-line explanation; the snapshot is unchanged.
  public var description: String {
    switch self {
    case .duplicateSection(let id): return "section \(id) is already in the snapshot"
    case .duplicateItem(let id): return "item \(id) is already in the snapshot"
    case .sectionNotFound(let id): return "section \(id) is not in the snapshot"
    case .itemNotFound(let id): return "item \(id) is not in the snapshot"
    case .noSection: return "items appended to a snapshot without sections"
    case .sectionMovedRelativeToItself(let id): return "section \(id) moved relative to itself"
    case .itemMovedRelativeToItself(let id): return "item \(id) moved relative to itself"
    case .tooManySections(let limit): return "a snapshot has at most \(limit) sections"
    }
  }
}
