import EmptyState
import Hooks

/// The sections of the snapshot tests: orders, with a pinned section of promotions.
enum Shelf: Hashable, Sendable {
  case promotions
  case orders
  case archive
}

/// A table fed by a diffable data source, with an empty placeholder, recording its content
/// passes, its empty-state events and its diagnostics.
@MainActor
final class SnapshotScene {
  typealias Snapshot = ListSnapshot<Shelf, Int>

  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
  let dataSource: TableViewDiffableDataSource<Shelf, Int>
  var log: [String] = []
  var diagnostics: [ListDiagnostic] = []
  private var tokens: [HookToken] = []

  init() {
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, item in "Order \(item)" }
    table.diagnosticHandler = { [unowned self] _, diagnostic in diagnostics.append(diagnostic) }
    table.setEmptyView(title: "No orders yet")
    tokens.append(table.contentHooks.after { [unowned self] _, _ in log.append("pass") })
    tokens.append(
      table.onEmptyStateEvent { [unowned self] _, event in
        if event == .didAppear || event == .didDisappear { log.append("\(event)") }
      })
  }

  /// A snapshot with promotions first, then orders.
  static func snapshot(promotions: [Int] = [], orders: [Int] = []) throws -> Snapshot {
    var snapshot = Snapshot()
    try snapshot.appendSections([.promotions, .orders])
    try snapshot.appendItems(promotions, toSection: .promotions)
    try snapshot.appendItems(orders, toSection: .orders)
    return snapshot
  }
}
