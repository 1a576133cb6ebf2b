/// A table's data source fed by snapshots, as UIKit's `UITableViewDiffableDataSource`: build a
/// ``ListSnapshot``, apply it, and the table follows in one batch.
///
/// ```swift
/// let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
/// let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) {
///   table, indexPath, order in
///   "Order \(order)"
/// }
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["today"])
/// try snapshot.appendItems([101, 102])
/// dataSource.apply(snapshot) {
///   print(table.numberOfRows(inSection: 0))  // 2
/// }
/// ```
///
/// The data source makes itself the table's ``TableView/dataSource``. As in UIKit, the table
/// holds its data source weakly and the data source holds the table weakly: keep the data
/// source alive yourself (a property of the object that owns the table). A data source that is
/// released leaves the table empty, reported once as ``ListDiagnostic/dataSourceReleased``.
///
/// Each ``apply(_:animatingDifferences:completion:)`` runs through the table's content hooks
/// exactly once, so whatever follows the content (code on ``TableView/contentHooks``) sees one
/// change per apply, and the completion runs after it. Applying works from any closure on the
/// main actor: a load's completion, a hook, another apply's completion. From inside the
/// content hooks it waits for the change under way to end, then runs as its own batch; inside
/// a batch the app opened it joins that batch as a reload.
@MainActor
public final class TableViewDiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: TableViewDataSource, DiffableDataSource {
  /// Gives the text of the row showing `itemIdentifier`: the headless stand-in for the cell
  /// (see ``TableViewDataSource/tableView(_:textForRowAt:)``); `nil` for the default text.
  public typealias CellProvider =
    @MainActor (
      _ tableView: TableView, _ indexPath: ListIndexPath, _ itemIdentifier: ItemID
    ) -> String?

  @usableFromInline weak var tableView: TableView?
  private let cellProvider: CellProvider
  @usableFromInline let applier = SnapshotApplier<SectionID, ItemID>()

  /// Creates a data source for `tableView` and makes it the table's data source.
  ///
  /// - Parameters:
  ///   - tableView: The table; held weakly.
  ///   - cellProvider: Gives each row's text; it receives the table, so it needs no capture.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// The snapshot the table shows, as last applied (without reload marks).
  public func snapshot() -> ListSnapshot<SectionID, ItemID> {
    applier.snapshot
  }

  /// Brings the table to `snapshot` in one batch of the updates between the two.
  ///
  /// A snapshot that cannot be applied (it holds an identifier twice, or the table's data
  /// source is not this one) is reported as ``ListDiagnostic/invalidSnapshot(_:)``: nothing is
  /// applied and the completion runs at once.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Kept for UIKit's signature: headless tables do not animate, and
  ///     both values apply the same batch (as UIKit does since iOS 15).
  ///   - completion: Run once the batch has been applied and the content hooks have run.
  @inlinable
  public func apply(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(
      snapshot, to: tableView, from: self, strategy: .difference, completion: completion)
  }

  /// Brings the table to `snapshot` with one full reload instead of a batch.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run once the reload and the content hooks have run.
  @inlinable
  public func applySnapshotUsingReloadData(
    _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(
      snapshot, to: tableView, from: self, strategy: .reload, completion: completion)
  }

  // MARK: Identifiers

  /// The item of the row at `indexPath`, or `nil` when there is none.
  ///
  /// - Parameter indexPath: A row's position.
  /// - Returns: The item's identifier.
  public func itemIdentifier(for indexPath: ListIndexPath) -> ItemID? {
    applier.snapshot.itemIdentifier(at: indexPath)
  }

  /// The position of `itemIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter itemIdentifier: An item identifier.
  /// - Returns: Its row's index path.
  public func indexPath(for itemIdentifier: ItemID) -> ListIndexPath? {
    applier.snapshot.indexPath(of: itemIdentifier)
  }

  /// The section at `index`, or `nil` when there is none.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section's identifier.
  public func sectionIdentifier(for index: Int) -> SectionID? {
    let sections = applier.snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter sectionIdentifier: A section identifier.
  /// - Returns: Its index.
  public func index(for sectionIdentifier: SectionID) -> Int? {
    applier.snapshot.indexOfSection(sectionIdentifier)
  }

  // MARK: TableViewDataSource

  /// The number of sections of the current snapshot.
  public func numberOfSections(in tableView: TableView) -> Int {
    applier.snapshot.numberOfSections
  }

  /// The number of items of section `section` of the current snapshot.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    applier.snapshot.numberOfItems(inSectionAt: section)
  }

  /// The cell provider's text for the item at `indexPath`.
  public func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String? {
    itemIdentifier(for: indexPath).flatMap { cellProvider(tableView, indexPath, $0) }
  }
}
