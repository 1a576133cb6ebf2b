import EmptyState
import EmptyStateTesting
import Hooks

// The examples of the README and of the EmptyState articles "Getting Started", "States and
// Presets", "Events" and "Design Decisions", verbatim (indentation aside): `DocExampleTests` checks that every Swift block of the documentation appears in a
// `…Examples.swift` file of this folder (or of `EmptyStateTestingTests`), and runs these.

@MainActor
final class Orders: TableViewDataSource {
  var names: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
}

@MainActor
enum DocExamples {
  static func oneLine(print: @escaping (Any) -> Void) {
    let orders = Orders()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = orders
    table.setEmptyView(title: "No orders yet") { table in
      table.reloadData()
    }
    print(table.emptyState.isShown)  // true: no rows

    orders.names = ["Flat white"]
    table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    print(table.emptyState.isShown)  // false: a row arrived
  }

  static func hooking(print: @escaping (Any) -> Void) {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let token = table.contentHooks.after { table, change in
      print("\(change) -> \(table.numberOfSections) section(s)")
    }
    table.reloadData()  // prints "reloadData -> 0 section(s)"
    token.cancel()
  }
}

enum OrdersError: Error {
  case offline
}

extension EmptyStatePresetName {
  static let offline: EmptyStatePresetName = "offline"
}

final class Analytics: EmptyStateDelegate {
  func emptyStateDidAppear(in list: TableView) { print("empty in", list.numberOfSections) }
  func emptyState(in list: TableView, didTapButton button: ButtonNode) { print("button tapped") }
}

extension DocExamples {
  /// Returns the list so the test can check what each step showed.
  static func phases(step: (TableView) -> Void) throws -> TableView {
    let orders = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    orders.emptyState.phase = .notLoaded
    orders.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading orders…"),
      failure: try EmptyStatePlaceholder(
        title: "Could not load orders",
        button: PlaceholderButton(title: "Retry") { orders in
          print("retrying", orders.numberOfSections)  // the list is already loading
        }))
    step(orders)  // probe

    orders.emptyState.beginLoading()  // shows "Loading orders…"
    step(orders)  // probe
    orders.emptyState.failLoading(with: OrdersError.offline)  // shows the failure, with Retry
    step(orders)  // probe
    orders.emptyState.finishLoading()  // loaded and still empty: shows "No orders yet"
    step(orders)  // probe
    return orders
  }

  /// Changes the global defaults: the caller resets them.
  static func presets(on table: TableView) throws {
    EmptyStateDefaults.appearance.metrics.verticalOffset = -40  // every list
    EmptyStateDefaults.register(
      try EmptyStatePlaceholder(title: "You are offline", detail: "Check your connection."),
      as: .offline)

    try table.setEmptyView(preset: .offline)  // unknown names throw
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(spacing: 24)
  }

  static func options(on table: TableView) {
    table.emptyState.configuration.options = EmptyStateOptions(
      display: .automatic,  // or .always: forced display, even over rows
      refresh: .keepContent,  // rows stay visible while a refresh loads or fails
      scrolling: .blocked,  // the list's own isScrollEnabled is never written
      touches: .passThrough,  // taps outside the button reach the list
      buttonTap: .dismissPlaceholder,  // the placeholder removes itself when tapped
      placement: .background,  // behind the rows, as the list's background
      presentation: .afterCompletion)  // shown once a batch's completion has run
  }

  static func events(
    on table: TableView, print: @escaping (Any...) -> Void
  ) -> (Analytics, HookToken) {
    let analytics = Analytics()
    table.emptyState.delegate = analytics  // held weakly
    let token = table.onEmptyStateEvent { table, event in
      print(event, table.numberOfSections)
    }
    return (analytics, token)
  }
}

// Examples from the doc comments in Sources/EmptyState.

@MainActor
final class TagCloud: ViewNode, ListContainer {
  let contentHooks = HookPoint<TagCloud, ListChange>(
    label: "TagCloud.setTags", coalescing: ListChange.coalescing)
  private var tags: [String] = []

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { tags.count }

  private var requestedTags: [String] = []

  func setTags(_ newTags: [String]) {
    // The work reads the request from the object, so a coalesced pass applies the latest.
    requestedTags = newTags
    contentHooks.run(self, .reloadData) { cloud, _ in cloud.tags = cloud.requestedTags }
  }
}

extension EmptyStatePresetName {
  static let noOrders: EmptyStatePresetName = "noOrders"
}

extension DocExamples {
  static func imageAndTitle(on table: TableView) throws -> ViewImage {
    let noOrders = try ViewImage(name: "no-orders", width: 64, height: 64)
    table.setEmptyView(image: noOrders, title: "No orders yet") { table in
      table.reloadData()
    }
    let image = try ViewImage(name: "no-orders", size: ViewSize(width: 64, height: 64))
    return image
  }

  static func configuration(of table: TableView) throws {
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading…"),
      failure: try EmptyStatePlaceholder(
        title: "Could not load",
        button: PlaceholderButton(title: "Retry") { table in table.reloadData() }))
  }

  static func placeholder(on table: TableView) throws {
    table.emptyState.configuration.failure = try EmptyStatePlaceholder(
      title: "No connection", detail: "Check your network and retry.",
      button: PlaceholderButton(title: "Retry") { table in table.reloadData() })
  }

  static func preset(on table: TableView) throws {
    table.emptyState.configuration.failure = EmptyStatePlaceholder(
      preset: try EmptyStateDefaults.preset(.offline))
  }

  static func drawing(_ table: TableView, print: @escaping (Any) -> Void) -> String {
    print(PlainTextRenderer().render(table))
    let svg = SVGRenderer().render(table)
    return svg
  }
}

// The examples of the article "Loading Data" and of the loading doc comments.

/// A stand-in for an app's network client: it answers at once.
struct OrdersAPI: Sendable {
  var names = ["Flat white", "Latte"]

  func orders() async throws -> [String] {
    names
  }

  func orders(matching query: String) async throws -> [String] {
    names.filter { $0.lowercased().contains(query.lowercased()) }
  }
}

extension DocExamples {
  /// The one-call load; returns the list and its data source for the test to check.
  static func loading(api: OrdersAPI) throws -> (TableView, Orders) {
    let source = Orders()
    let orders = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    orders.dataSource = source
    orders.emptyState.phase = .notLoaded
    orders.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))

    orders.emptyState.load {
      try await api.orders()
    } apply: { orders, names in
      source.names = names
      orders.reloadData()
    }
    return (orders, source)
  }

  static func refreshRetryAndCancel(_ orders: TableView) {
    orders.emptyState.refresh()  // the same loader again; the rows stay while it runs
    orders.emptyState.retry()  // what the failure placeholder's Retry button does
    orders.emptyState.cancelLoading()  // back to the phase before the load
  }

  static func searching(_ orders: TableView, source: Orders, api: OrdersAPI) {
    orders.emptyState.search("latte") { query in
      try await api.orders(matching: query)
    } apply: { orders, names in
      source.names = names
      orders.reloadData()
    }
  }

  static func timing(_ orders: TableView) {
    orders.emptyState.configuration.options.loadingTiming = EmptyStateOptions.LoadingTiming(
      showDelay: .milliseconds(300), minimumDisplay: .milliseconds(600))
  }

  static func provider(_ orders: TableView) {
    orders.emptyState.configuration.placeholderProvider = { orders, context in
      switch context.error {
      case OrdersError.offline?: try? EmptyStatePlaceholder(title: "You are offline")
      case _?: .failure(title: "Could not load orders")
      case nil: nil  // the configured placeholder
      }
    }
  }

  static func refreshEvents(_ orders: TableView, print: @escaping (Any) -> Void) -> HookToken {
    let token = orders.onEmptyStateEvent { orders, event in
      if case .didEndLoad(.refresh, _) = event { print("refresh ended") }
    }
    return token
  }
}

// Examples of diffable snapshots: the doc comments in Sources/ListViews/Diffable and the articles
// "Diffable Snapshots" (ListViews) and "Snapshots and the Empty State" (EmptyState).

enum Section: Hashable, Sendable {
  case pinned
  case orders
}

@MainActor
final class OrdersScreen {
  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
  // The table holds its data source weakly: the screen keeps it, as with UIKit.
  let dataSource: TableViewDiffableDataSource<Section, Int>

  init() {
    dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, order in
      order == 0 ? "Free delivery this week" : "Order \(order)"
    }
  }

  func show(_ orders: [Int]) throws {
    var snapshot = ListSnapshot<Section, Int>()
    try snapshot.appendSections([.pinned, .orders])
    try snapshot.appendItems([0], toSection: .pinned)
    try snapshot.appendItems(orders, toSection: .orders)
    dataSource.apply(snapshot)
  }
}

@MainActor
enum SnapshotExamples {
  static func building(print: @escaping (Any...) -> Void) throws {
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today", "earlier"])
    try snapshot.appendItems([1, 2], toSection: "today")
    try snapshot.appendItems([3])  // to the last section
    print(snapshot.numberOfItems, snapshot.isEmpty)  // 3 false
  }

  static func refusing(print: @escaping (Any) -> Void) throws {
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["orders"])
    try snapshot.appendItems([1, 2])
    do {
      try snapshot.appendItems([2])
    } catch {
      print(error)  // item 2 is already in the snapshot
    }
  }

  static func diffing(print: @escaping (Any) -> Void) throws {
    var old = ListSnapshot<String, Int>()
    try old.appendSections(["inbox"])
    try old.appendItems([1, 2, 3])
    var new = old
    try new.moveItem(3, beforeItem: 1)
    try new.deleteItems([2])
    for update in try new.updates(from: old) {
      print(update)  // deleteItems([[0, 1]]), then moveItem(from: [0, 2], to: [0, 0])
    }
  }

  static func table(print: @escaping (Any) -> Void) throws -> TableView {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) {
      table, indexPath, order in
      "Order \(order)"
    }
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today"])
    try snapshot.appendItems([101, 102])
    dataSource.apply(snapshot) {
      print(table.numberOfRows(inSection: 0))  // 2
    }
    return table
  }

  static func collection(print: @escaping (Any) -> Void) throws -> CollectionView {
    let collection = CollectionView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      collection, indexPath, order in
      "Order \(order)"
    }
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today"])
    try snapshot.appendItems([101, 102])
    dataSource.apply(snapshot) {
      print(collection.numberOfItems(inSection: 0))  // 2
    }
    return collection
  }

  static func rules(
    table: TableView, dataSource: TableViewDiffableDataSource<Section, Int>, custom: Bool
  ) {
    if !custom {  // probe
      table.emptyState.configuration.contentRule = .items(
        of: dataSource, ignoringSections: [.pinned])
    } else {  // probe
      table.emptyState.configuration.contentRule = .snapshot(of: dataSource) { snapshot in
        snapshot.numberOfItems(inSection: .orders) > 0
      }
    }  // probe
  }

  static func screen(step: (OrdersScreen) -> Void) throws {
    let screen = OrdersScreen()
    screen.table.setEmptyView(title: "No orders yet")
    screen.table.emptyState.configuration.contentRule = .items(
      of: screen.dataSource, ignoringSections: [.pinned])
    try screen.show([])  // only the pinned row: "No orders yet" shows
    step(screen)  // probe
    try screen.show([101])  // an order arrived: it hides
    step(screen)  // probe
  }

  static func presentation(of screen: OrdersScreen, print: @escaping (Any) -> Void) {
    screen.table.emptyState.configuration.options.presentation = .afterCompletion
    screen.dataSource.apply(ListSnapshot()) {
      print(screen.table.emptyState.isShown)  // false: it waits for this completion
    }
    print(screen.table.emptyState.isShown)  // true
  }

  static func load(
    into screen: OrdersScreen, fetch: (@escaping @MainActor ([Int]) -> Void) -> Void
  ) {
    screen.table.emptyState.beginLoading()
    fetch { orders in
      try? screen.show(orders)  // the rows land, in one pass
      screen.table.emptyState.finishLoading()  // then the phase: no flash of "No orders yet"
    }
  }
}

extension SnapshotExamples {
  /// The overview of the article "Snapshots and the Empty State".
  static func overview(print: @escaping (Any...) -> Void) throws -> TableView {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let dataSource = TableViewDiffableDataSource<Section, Int>(tableView: table) {
      table, indexPath, order in
      order == 0 ? "Free delivery this week" : "Order \(order)"
    }
    table.setEmptyView(title: "No orders yet")
    table.emptyState.configuration.contentRule = .items(
      of: dataSource, ignoringSections: [.pinned])  // the pinned row is not an order

    var snapshot = ListSnapshot<Section, Int>()
    try snapshot.appendSections([.pinned, .orders])
    try snapshot.appendItems([0], toSection: .pinned)
    dataSource.apply(snapshot) {
      print(table.emptyState.isShown)  // true: only the pinned row
    }
    try snapshot.appendItems([101, 102], toSection: .orders)
    dataSource.apply(snapshot)
    print(table.numberOfRows(inSection: 1), table.emptyState.isShown)  // 2 false
    return table
  }
}

// Examples of appearance, traits and transitions (the article "Appearance and Transitions" and
// the doc comments of the types it names).

@MainActor
enum PresentationExamples {
  static func traits(of table: TableView) {
    table.traitOverrides.layoutDirection = .rightToLeft
    table.traitOverrides.textSize = .accessibilityLarge
  }

  static func colourPair() -> ColorValue {
    let ink = ColorValue(light: ColorValue(hex: 0x333333), dark: ColorValue(hex: 0xEEEEEE))
    return ink
  }

  static func fades(on table: TableView) -> PlaceholderFade {
    table.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(200))
    let quick = PlaceholderFade(duration: .milliseconds(200), delay: .milliseconds(100))
    return quick
  }

  static func frame(of table: TableView, clock: TestClock, print: (Any) -> Void) async {
    await clock.advance(by: .milliseconds(100))
    table.emptyState.updateTransitions()
    print(table.emptyView?.opacity ?? 0)
  }
}
