/// The shared base of ``TableView`` and ``CollectionView``: reloads, batches, section updates
/// and updates given as values, each running through the list's content hooks.
///
/// Its methods are `final`, so no subclass can skip the hooks; the step they run is the list's
/// own. Only this module's lists derive from it directly (its initializer is internal); apps
/// subclass ``TableView`` or ``CollectionView``.
@MainActor
open class ListView: ScrollView {
  init(listFrame frame: ViewRect) {
    super.init(frame: frame)
  }

  /// Fetches every count again and re-evaluates everything hooked to the list.
  public final func reloadData() {
    submitContentChange(.reloadData)
  }

  /// Applies the updates made in `updates` together, when it returns.
  ///
  /// Updates made inside are recorded and run through the content hooks once, as one
  /// ``ListChange/batchUpdates(_:)``; batches nest. If the resulting counts disagree with the
  /// data source, the list reports it and recovers with a full reload.
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and calls the update methods.
  ///   - completion: Called once the hooks have settled; `finished` is `false` when the list
  ///     had to recover with a full reload.
  public final func performBatchUpdates(
    _ updates: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates()
    if let completion { addBatchCompletion(completion) }
    endUpdates()
  }

  /// Opens a batch; the updates until the matching ``endUpdates()`` apply together.
  public final func beginUpdates() {
    beginContentBatch()
  }

  /// Closes the batch opened by ``beginUpdates()``.
  ///
  /// Without an open batch it does nothing but report ``ListDiagnostic/unbalancedEndUpdates``.
  public final func endUpdates() {
    endContentBatch()
  }

  /// Applies one update given as a value, such as a change computed by a diff.
  ///
  /// Inside a batch it is recorded like the named update methods; outside one it runs through
  /// the content hooks on its own.
  ///
  /// - Parameter update: The update to apply.
  public final func apply(_ update: ListUpdate) {
    submitContentChange(.update(update))
  }

  /// Inserts sections at indices of the updated list.
  public final func insertSections(_ sections: [Int]) {
    apply(.insertSections(sections))
  }

  /// Deletes sections at indices of the current list.
  public final func deleteSections(_ sections: [Int]) {
    apply(.deleteSections(sections))
  }

  /// Reloads sections: their rows or items are fetched again.
  public final func reloadSections(_ sections: [Int]) {
    apply(.reloadSections(sections))
  }

  /// Moves one section.
  public final func moveSection(_ section: Int, toSection newSection: Int) {
    apply(.moveSection(from: section, to: newSection))
  }

  // The steps each list provides. Internal, so no code outside this module can override them;
  // the only lists that can exist are this module's, which do.

  /// Runs `change` through the content hooks, or records it in the open batch.
  func submitContentChange(_ change: ListChange) {
    preconditionFailure("every ListView of this module provides submitContentChange")
  }

  /// Opens a batch.
  func beginContentBatch() {
    preconditionFailure("every ListView of this module provides beginContentBatch")
  }

  /// Closes a batch.
  func endContentBatch() {
    preconditionFailure("every ListView of this module provides endContentBatch")
  }

  /// Keeps a completion until the hooks settle.
  func addBatchCompletion(_ completion: @escaping (Bool) -> Void) {
    preconditionFailure("every ListView of this module provides addBatchCompletion")
  }
}
