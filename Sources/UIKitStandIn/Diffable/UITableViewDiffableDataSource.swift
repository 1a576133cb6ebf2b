/// The object you use to manage data and provide cells for a table view.
///
/// [UITableViewDiffableDataSource](https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir)
///
/// It makes itself its table's data source. Applying a snapshot updates the table through the
/// table's own batch machinery, not its public update methods: a table subclass's overrides do
/// not see an apply (the stand-in's model of UIKit, whose diffable data source updates its view
/// through private calls).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// A closure that configures and returns a cell for a table view from its diffable data
  /// source.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  /// The table the data source serves.
  private weak var tableView: UITableView?
  /// Makes the cells.
  private let cellProvider: CellProvider
  /// The data as last applied.
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Creates a diffable data source with the specified cell provider, and connects it to the
  /// specified table view.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// The kind of animation to use when inserting or deleting rows.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Returns a representation of the current state of the data in the table view.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Updates the UI to reflect the state of the data in the snapshot, optionally animating the
  /// UI changes and executing a completion handler.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    // An apply performs the difference as batch updates, animated or not:
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    if let tableView {
      tableView.performPrivateBatch {
        let old = current
        current = snapshot
        return snapshot.changes(from: old)
      }
    } else {
      current = snapshot
    }
    // The completion runs from the main queue, on a later turn.
    if let completion { MainRunLoop.enqueue(completion) }
  }

  /// Updates the UI to reflect the state of the data in the snapshot, optionally animating the
  /// UI changes; returns when the changes are done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Resets the UI to reflect the state of the data in the snapshot without computing a diff
  /// or animating the changes, optionally executing a completion handler.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    // The table reloads its content at once, without a diff:
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:completion:)
    current = snapshot
    tableView?.discardCounts()
    if let completion { MainRunLoop.enqueue(completion) }
  }

  /// Resets the UI to reflect the state of the data in the snapshot without computing a diff
  /// or animating the changes; returns when the reload is done.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { continuation in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// Returns an identifier for the item at the specified index path in the table view.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Returns an index path for the item with the specified identifier in the table view.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  // MARK: - UITableViewDataSource

  /// The number of sections of the applied snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the applied snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(section)
      ? current.numberOfItems(inSection: sections[section]) : 0
  }

  /// The cell the cell provider makes for the item at `indexPath`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = current.itemIdentifier(at: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      raiseInternalInconsistency(
        "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }
}
