import EmptyState

/// The strategy of seed 004 and DZNEmptyDataSet, rebuilt here only to be measured against.
///
/// After every reload it asks the data source for every section's count and sums them (no early
/// exit); while the sum is 0 it tears the empty view down and builds it again (DZN rebuilds its
/// subviews and constraints on every reload while empty).
@MainActor
final class OriginalStrategy {
  private let table: TableView
  private var view: EmptyStateView?

  init(table: TableView) {
    self.table = table
  }

  /// What the swizzled `reloadData` adds after the original reload.
  func afterReload() {
    if countRows() == 0 {
      view?.removeFromSuperview()
      let rebuilt = EmptyStateView(
        placeholder: EmptyStatePlaceholder<TableView>(label: .title("No orders yet")))
      rebuilt.layout(in: table.bounds)
      try? table.addSubview(rebuilt)
      view = rebuilt
    } else {
      view?.removeFromSuperview()
      view = nil
    }
  }

  /// Seed 004's count: every section, summed, asking `tableView.dataSource` each time, through
  /// the data-source protocol, exactly as the seed's Objective-C does.
  func countRows() -> Int {
    var rows = 0
    guard let sections = table.dataSource?.numberOfSections(in: table) else { return 0 }
    for section in 0..<sections {
      rows += table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }
    return rows
  }
}
