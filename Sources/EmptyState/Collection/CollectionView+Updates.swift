extension CollectionView {
  /// Inserts items at paths of the updated collection.
  public final func insertItems(at indexPaths: [ListIndexPath]) {
    apply(.insertItems(indexPaths))
  }

  /// Deletes items at paths of the current collection.
  public final func deleteItems(at indexPaths: [ListIndexPath]) {
    apply(.deleteItems(indexPaths))
  }

  /// Reloads items whose content changed; the counts stay the same.
  public final func reloadItems(at indexPaths: [ListIndexPath]) {
    apply(.reloadItems(indexPaths))
  }

  /// Moves one item.
  public final func moveItem(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    apply(.moveItem(from: indexPath, to: newIndexPath))
  }
}
