import EmptyState

/// The strategy of DZNEmptyDataSet, rebuilt faithfully only to be measured against.
///
/// DZNEmptyDataSet swizzles `reloadData`; after the original reload it counts the rows: it
/// reads the data source once into a local, asks it for the number of sections, then for every
/// section's rows and sums them, with no early exit. While the sum is 0 it tears the empty
/// view down and builds it again (its subviews and constraints) on every reload. The variant
/// of the iOS write-ups that re-reads `tableView.dataSource` for every section is kept beside
/// it, labelled as such.
@MainActor
final class OriginalStrategy {
  /// How the original reads the data source.
  enum Counting {
    /// Read once into a local, as DZNEmptyDataSet does.
    case readOnce
    /// Read again for every section, as the seed write-up's code does.
    case readPerSection
  }

  private let table: TableView
  private let counting: Counting
  private var view: PlaceholderView?

  init(table: TableView, counting: Counting = .readOnce) {
    self.table = table
    self.counting = counting
  }

  /// What the swizzled `reloadData` adds after the original reload.
  func afterReload() {
    view?.removeFromSuperview()
    view = nil
    guard countRows() == 0 else { return }
    let rebuilt = PlaceholderView(
      placeholder: EmptyStatePlaceholder<TableView>(label: .title("No orders yet")))
    rebuilt.layout(in: table.bounds)
    try? table.addSubview(rebuilt)
    view = rebuilt
  }

  /// Every section's rows, summed.
  func countRows() -> Int {
    switch counting {
    case .readOnce:
      guard let source = table.dataSource else { return 0 }
      var rows = 0
      let sections = source.numberOfSections(in: table)
      for section in 0..<sections {
        rows += source.tableView(table, numberOfRowsInSection: section)
      }
      return rows
    case .readPerSection:
      var rows = 0
      guard let sections = table.dataSource?.numberOfSections(in: table) else { return 0 }
      for section in 0..<sections {
        rows += table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
      }
      return rows
    }
  }
}
