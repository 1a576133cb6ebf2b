public import EmptyState

/// The app's list of orders: loaded from an API, with a loading, an empty and a failure
/// placeholder.
///
/// The clock is the app's to choose (the continuous clock in the app, a test clock in tests).
@MainActor
public final class OrdersList {
  /// The table of orders.
  public let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
  private let orders = Orders()

  /// Creates the list, its placeholders set, timed on `clock`.
  ///
  /// - Parameter clock: The clock of the show delay and the minimum display.
  /// - Throws: When a placeholder is invalid (it is not: the titles are fixed).
  public init(clock: any Clock<Duration> = ContinuousClock()) throws {
    table.dataSource = orders
    table.emptyState.clock = clock
    table.emptyState.phase = .notLoaded
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))
  }

  /// The names of the orders shown.
  public var names: [String] { orders.names }

  /// Loads the orders from `api` and shows them.
  ///
  /// - Parameter api: Returns the names of the orders.
  /// - Returns: The load's task.
  @discardableResult
  public func load(from api: @escaping @Sendable () async throws -> [String]) -> Task<Void, Never> {
    let orders = orders
    return table.emptyState.load(api) { table, names in
      orders.names = names
      table.reloadData()
    }
  }

  /// Taps the failure placeholder's Retry button, as a user would.
  ///
  /// - Returns: Whether a button took the tap.
  @discardableResult
  public func tapRetry() -> Bool {
    guard let view = table.emptyView, let button = view.buttonNode else { return false }
    return table.tap(
      at: ViewPoint(
        x: view.frame.minX + button.frame.midX, y: view.frame.minY + button.frame.midY))
  }
}

/// The table's data source.
@MainActor
final class Orders: TableViewDataSource {
  var names: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
}
