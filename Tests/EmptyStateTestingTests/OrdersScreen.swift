import EmptyStateTesting

/// An app's screen as the docs build it: a table of orders, its placeholders, and a load.
@MainActor
final class OrdersScreen {
  /// The table's data source.
  final class Orders: TableViewDataSource {
    var names: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }
  }

  /// Why the orders could not be loaded.
  struct Offline: Error {}

  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
  let orders = Orders()
  let clock = TestClock()
  let api = TestLoader<[String]>()

  init() throws {
    table.dataSource = orders
    table.emptyState.clock = clock
    table.emptyState.phase = .notLoaded
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))
  }

  /// Loads the orders from `api`.
  @discardableResult
  func load() -> Task<Void, Never> {
    let api = api
    let orders = orders
    return table.emptyState.load {
      try await api.value()
    } apply: { table, names in
      orders.names = names
      table.reloadData()
    }
  }
}
