/// One incremental change to a list's rows or sections, as UIKit's update methods describe it.
///
/// Inside a batch, indices follow UIKit's rules: deletes, reloads and move sources refer to the
/// list **before** the batch; inserts and move destinations refer to the list **after** it.
public enum ListUpdate: Hashable, Sendable {
  /// Rows or items inserted at paths of the updated list.
  case insertItems([ListIndexPath])
  /// Rows or items deleted at paths of the original list.
  case deleteItems([ListIndexPath])
  /// Rows or items whose content changed, at paths of the original list; counts do not change.
  case reloadItems([ListIndexPath])
  /// One row or item moved from a path of the original list to a path of the updated list.
  case moveItem(from: ListIndexPath, to: ListIndexPath)
  /// Sections inserted at indices of the updated list.
  case insertSections([Int])
  /// Sections deleted at indices of the original list.
  case deleteSections([Int])
  /// Sections whose rows were all replaced, at indices of the original list.
  case reloadSections([Int])
  /// One section moved from an index of the original list to an index of the updated list.
  case moveSection(from: Int, to: Int)
}

extension ListUpdate: CustomStringConvertible {
  /// The most positions a description lists; the rest are counted.
  static let describedPositions = 8

  /// The update as UIKit would name it, listing at most eight positions, so that a diagnostic
  /// about a huge update stays one short line.
  public var description: String {
    switch self {
    case .insertItems(let paths): return "insertItems(\(Self.list(paths)))"
    case .deleteItems(let paths): return "deleteItems(\(Self.list(paths)))"
    case .reloadItems(let paths): return "reloadItems(\(Self.list(paths)))"
    case .moveItem(let from, let to): return "moveItem(from: \(from), to: \(to))"
    case .insertSections(let sections): return "insertSections(\(Self.list(sections)))"
    case .deleteSections(let sections): return "deleteSections(\(Self.list(sections)))"
    case .reloadSections(let sections): return "reloadSections(\(Self.list(sections)))"
    case .moveSection(let from, let to): return "moveSection(from: \(from), to: \(to))"
    }
  }

  private static func list(_ positions: [some CustomStringConvertible]) -> String {
    let shown = positions.prefix(describedPositions).map(\.description).joined(separator: ", ")
    let more = positions.count - describedPositions
    return "[" + shown + (more > 0 ? ", … and \(more) more" : "") + "]"
  }
}
