import EmptyState

/// A data source with fixed section counts, as an app's would be between changes.
@MainActor
final class BenchDataSource: TableViewDataSource {
  var counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: TableView) -> Int { counts.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
}

/// Builds tables the way the scenarios need them.
@MainActor
enum BenchTables {
  static let frame = ViewRect(x: 0, y: 0, width: 320, height: 480)

  /// A reloaded table over `source`, with an empty view attached when asked.
  static func table(_ source: BenchDataSource, emptyView: Bool) -> TableView {
    let table = TableView(frame: frame)
    table.dataSource = source
    table.reloadData()
    if emptyView { table.setEmptyView(title: "No orders yet") { list in list.reloadData() } }
    return table
  }
}
