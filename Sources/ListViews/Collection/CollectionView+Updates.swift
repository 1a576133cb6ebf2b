extension CollectionView {
  /// Inserts items at paths of the updated collection.
  ///
  /// - Parameter indexPaths: Paths after the update.
  public final func insertItems(at indexPaths: [ListIndexPath]) {
    apply(.insertItems(indexPaths))
  }

  /// Deletes items at paths of the current collection.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func deleteItems(at indexPaths: [ListIndexPath]) {
    apply(.deleteItems(indexPaths))
  }

  /// Reloads items whose content changed; the counts stay the same.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func reloadItems(at indexPaths: [ListIndexPath]) {
    apply(.reloadItems(indexPaths))
  }

  /// Moves one item.
  ///
  /// - Parameters:
  ///   - indexPath: Its path before the update.
  ///   - newIndexPath: Its path after the update.
  public final func moveItem(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    apply(.moveItem(from: indexPath, to: newIndexPath))
  }
}
