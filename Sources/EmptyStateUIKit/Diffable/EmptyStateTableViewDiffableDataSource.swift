#if canImport(UIKit)
  public import UIKit

  /// A `UITableViewDiffableDataSource` that tells its ``EmptyStateTableView`` of every apply,
  /// so the empty state follows snapshots as it follows updates.
  ///
  /// UIKit's diffable data source updates its table through private calls that a table
  /// subclass does not see; each `apply` variant here calls `super`, then tells the table's
  /// mirror, which fetches the counts the table now shows. With UIKit's own diffable data
  /// source, the empty state still catches up, one layout later.
  ///
  /// ```swift
  /// let source = EmptyStateTableViewDiffableDataSource<Section, Order.ID>(tableView: table) {
  ///   table, indexPath, id in table.dequeueReusableCell(withIdentifier: "order", for: indexPath)
  /// }
  /// source.apply(snapshot)  // the placeholder hides or shows before `apply` returns
  /// ```
  @MainActor
  open class EmptyStateTableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  {
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >

    /// The table the data source serves, when it shows an empty state.
    private weak var emptyStateTable: EmptyStateTableView?

    /// Creates a diffable data source with the specified cell provider, and connects it to the
    /// specified table view.
    ///
    /// - Parameters:
    ///   - tableView: The table; an ``EmptyStateTableView`` hears of every apply.
    ///   - cellProvider: Makes the cells.
    public override init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      emptyStateTable = tableView as? EmptyStateTableView
      super.init(tableView: tableView, cellProvider: cellProvider)
    }

    open override func apply(
      _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      super.apply(snapshot, animatingDifferences: animatingDifferences) { [weak self] in
        self?.emptyStateTable?.mirror.hostCompletedBatch(finished: true)
        completion?()
      }
      emptyStateTable?.hostDidApplySnapshot()
    }

    open override func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
      // Through the variant above, so the table hears of the apply when it happens.
      await withCheckedContinuation { continuation in
        apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
      }
    }

    open override func applySnapshotUsingReloadData(
      _ snapshot: Snapshot, completion: (() -> Void)? = nil
    ) {
      super.applySnapshotUsingReloadData(snapshot, completion: completion)
      emptyStateTable?.hostDidApplySnapshot()
    }

    open override func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
      await withCheckedContinuation { continuation in
        applySnapshotUsingReloadData(snapshot) { continuation.resume() }
      }
    }
  }
#endif
