public import EmptyState

/// The app's basket: items applied as snapshots, with an empty placeholder.
@MainActor
public final class BasketList {
  /// The table of the basket's items.
  public let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
  private let dataSource: TableViewDiffableDataSource<String, Int>

  /// Creates an empty basket, its placeholder set.
  ///
  /// - Throws: When the placeholder is invalid (it is not: the title is fixed).
  public init() throws {
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, item in "Item \(item)" }
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "Your basket is empty"))
  }

  /// Shows `items`, one batch from what the basket showed before.
  ///
  /// - Parameter items: The identifiers of the items, in order, without duplicates.
  /// - Throws: `ListSnapshotError` when an identifier is repeated.
  public func show(_ items: [Int]) throws {
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["basket"])
    try snapshot.appendItems(items, toSection: "basket")
    dataSource.apply(snapshot)
  }
}
