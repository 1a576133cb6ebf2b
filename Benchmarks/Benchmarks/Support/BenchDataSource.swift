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

  /// A table with an empty view that fades in, out and across, in one of two states: a fade
  /// under way (`inFlight`, a fade of a minute, the longest there is), or every fade ended (the
  /// clock replaced, which ends them).
  static func fadingTable(_ source: BenchDataSource, inFlight: Bool) -> TableView {
    let table = TableView(frame: frame)
    table.dataSource = source
    table.reloadData()
    table.emptyState.configuration.options.transitions = .fade(
      duration: inFlight ? PlaceholderFade.maximumDuration : .milliseconds(250))
    table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
    if !inFlight { table.emptyState.clock = ContinuousClock() }
    return table
  }
}
