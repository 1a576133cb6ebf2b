extension TableView {
  /// Fetches every count again and re-evaluates everything hooked to the table.
  public final func reloadData() {
    content.submit(.reloadData, on: self, work: Self.applyChange)
  }

  /// Applies the updates made in `updates` together, when it returns.
  ///
  /// Updates made inside are recorded and run through ``contentHooks`` once, as one
  /// ``ListChange/batchUpdates(_:)``; batches nest. If the resulting counts disagree with the
  /// data source, the table reports it and recovers with a full reload.
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and calls the update methods.
  ///   - completion: Called once the hooks have settled; `finished` is `false` when the table
  ///     had to recover with a full reload.
  public final func performBatchUpdates(
    _ updates: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates()
    if let completion { content.addCompletion(completion) }
    endUpdates()
  }

  /// Opens a batch; the updates until the matching ``endUpdates()`` apply together.
  public final func beginUpdates() {
    content.beginUpdates()
  }

  /// Closes the batch opened by ``beginUpdates()``.
  ///
  /// Without an open batch it does nothing but report ``ListDiagnostic/unbalancedEndUpdates``.
  public final func endUpdates() {
    content.endUpdates(on: self, work: Self.applyChange)
  }

  /// Inserts rows at paths of the updated table.
  public final func insertRows(at indexPaths: [ListIndexPath]) {
    submit(.insertItems(indexPaths))
  }

  /// Deletes rows at paths of the current table.
  public final func deleteRows(at indexPaths: [ListIndexPath]) {
    submit(.deleteItems(indexPaths))
  }

  /// Reloads rows whose content changed; the counts stay the same.
  public final func reloadRows(at indexPaths: [ListIndexPath]) {
    submit(.reloadItems(indexPaths))
  }

  /// Moves one row.
  public final func moveRow(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    submit(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// Inserts sections at indices of the updated table.
  public final func insertSections(_ sections: [Int]) {
    submit(.insertSections(sections))
  }

  /// Deletes sections at indices of the current table.
  public final func deleteSections(_ sections: [Int]) {
    submit(.deleteSections(sections))
  }

  /// Reloads sections: their rows are fetched again.
  public final func reloadSections(_ sections: [Int]) {
    submit(.reloadSections(sections))
  }

  /// Moves one section.
  public final func moveSection(_ section: Int, toSection newSection: Int) {
    submit(.moveSection(from: section, to: newSection))
  }

  /// Applies one update given as a value, such as a change computed by a diff.
  ///
  /// Inside a batch it is recorded like the named update methods; outside one it runs through
  /// ``contentHooks`` on its own.
  ///
  /// - Parameter update: The update to apply.
  public final func apply(_ update: ListUpdate) {
    submit(update)
  }

  private func submit(_ update: ListUpdate) {
    content.submit(.update(update), on: self, work: Self.applyChange)
  }

  private static func applyChange(_ table: TableView, _ change: ListChange) {
    table.performContentChange(change)
  }
}
