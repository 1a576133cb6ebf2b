extension TableView {
  /// Inserts rows at paths of the updated table.
  ///
  /// - Parameter indexPaths: Paths after the update.
  public final func insertRows(at indexPaths: [ListIndexPath]) {
    apply(.insertItems(indexPaths))
  }

  /// Deletes rows at paths of the current table.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func deleteRows(at indexPaths: [ListIndexPath]) {
    apply(.deleteItems(indexPaths))
  }

  /// Reloads rows whose content changed; the counts stay the same.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public final func reloadRows(at indexPaths: [ListIndexPath]) {
    apply(.reloadItems(indexPaths))
  }

  /// Moves one row.
  ///
  /// - Parameters:
  ///   - indexPath: Its path before the update.
  ///   - newIndexPath: Its path after the update.
  public final func moveRow(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    apply(.moveItem(from: indexPath, to: newIndexPath))
  }
}
