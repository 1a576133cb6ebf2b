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
/// Each ``ListDiffableDataSource/apply(_:animatingDifferences:completion:)`` runs through the
/// table's content hooks exactly once, so whatever follows the content (code on
/// ``TableView/contentHooks``) sees one change per apply, and the completion runs after it.
/// Applying works from any closure on the main actor: a load's completion, a hook, another
/// apply's completion. From inside the content hooks it waits for the change under way to end,
/// then runs as its own batch; inside a batch the app opened it joins that batch as a reload.
@MainActor
public final class TableViewDiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: ListDiffableDataSource<TableView, SectionID, ItemID>, TableViewDataSource {
  /// Creates a data source for `tableView` and makes it the table's data source.
  ///
  /// - Parameters:
  ///   - tableView: The table; held weakly.
  ///   - cellProvider: Gives each row's text; it receives the table, so it needs no capture.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    super.init(list: tableView, cellProvider: cellProvider)
    tableView.dataSource = self
  }

  // MARK: TableViewDataSource

  /// The number of sections of the current snapshot.
  public func numberOfSections(in tableView: TableView) -> Int {
    numberOfSections
  }

  /// The number of items of section `section` of the current snapshot.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    numberOfItems(inSection: section)
  }

  /// The cell provider's text for the item at `indexPath`.
  public func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String? {
    text(in: tableView, at: indexPath)
  }
}
