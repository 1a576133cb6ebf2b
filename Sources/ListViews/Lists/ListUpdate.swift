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
