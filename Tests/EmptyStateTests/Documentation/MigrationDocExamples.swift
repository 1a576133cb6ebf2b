import EmptyState

// The examples of the article "Coming from DZNEmptyDataSet", verbatim (indentation aside):
// `DocExampleTests` checks that each of its code blocks is here, `MigrationDocExampleTests`
// that every line its tables name is here and that the examples do what the article says.

/// The delegate of the article: every DZNEmptyDataSet delegate event, heard as a line of text.
final class OrdersEmptyStateDelegate: EmptyStateDelegate {
  var heard: [String] = []

  func emptyStateWillAppear(in list: TableView) { heard.append("will appear") }
  func emptyStateDidAppear(in list: TableView) { heard.append("did appear") }
  func emptyStateWillDisappear(in list: TableView) { heard.append("will disappear") }
  func emptyStateDidDisappear(in list: TableView) { heard.append("did disappear") }
  func emptyState(in list: TableView, didTapView view: PlaceholderView) {
    heard.append("view tapped")
  }
  func emptyState(in list: TableView, didTapButton button: ButtonNode) {
    heard.append("button tapped")
  }
}

extension EmptyStatePresetName {
  static let noConnection: EmptyStatePresetName = "noConnection"
}

@MainActor
enum MigrationExamples {
  /// The data source's methods: what the placeholder shows.
  static func source(of table: TableView, print: @escaping (Any...) -> Void) throws {
    let cart = try ViewImage(name: "cart", width: 16, height: 16)
    var placeholder = try EmptyStatePlaceholder<TableView>(title: "No orders yet")
    placeholder.detail = "The orders you place show up here."
    placeholder.image = try ViewImage(name: "no-orders", width: 96, height: 64)
    placeholder.button = try PlaceholderButton(title: "Browse", image: cart) { table in
      print("browse", table.numberOfSections)
    }
    placeholder.onTap = { table in table.reloadData() }
    let ink = ColorValue(hex: 0x333333)
    placeholder.appearance = EmptyStateAppearance.Overrides(
      titleStyle: TextStyle(font: FontStyle(size: 18, weight: .semibold), color: ink),
      backgroundColor: ColorValue(hex: 0xF2F2F7), spacing: 11, verticalOffset: -40)
    table.emptyState.configuration.empty = placeholder
  }

  /// `customViewForEmptyDataSet:`.
  static func customView(of table: TableView) throws {
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      customView: CustomPlaceholderView { LabelNode(text: "Nothing to see here") })
  }

  /// The delegate's behaviour methods.
  static func behaviour(of table: TableView) {
    table.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(250))
    table.emptyState.configuration.options.touches = .passThrough
    table.emptyState.configuration.options.scrolling = .blocked
    table.emptyState.configuration.shouldDisplay = { table in table.headerView == nil }
  }

  /// `emptyDataSetShouldBeForcedToDisplay:`.
  static func forced(_ table: TableView) {
    table.emptyState.configuration.options.display = .always  // even over rows
  }

  /// The delegate and the two calls; returns the delegate, which the list holds weakly.
  static func events(
    of table: TableView, print: @escaping (Any) -> Void
  ) -> OrdersEmptyStateDelegate {
    let delegate = OrdersEmptyStateDelegate()
    table.emptyState.delegate = delegate  // held weakly: keep it
    table.emptyState.reevaluate()  // decide again now
    print(table.emptyState.isShown)  // is a placeholder shown?
    return delegate
  }

  /// `autoShowEmptyView(dataSourceCount:)`, as a background view.
  static func background(of table: TableView) throws {
    let warning = try ViewImage(name: "warning", width: 48, height: 48)
    table.setEmptyView(image: warning, title: "No data yet")
    table.emptyState.configuration.options.placement = .background
  }

  /// `setEmptyViewWithImage:title:eventBlock:`.
  static func eventBlock(of table: TableView) throws {
    let noResult = try ViewImage(name: "no-result", width: 64, height: 64)
    table.setEmptyView(image: noResult, title: "Nothing yet: tap to refresh") { table in
      table.reloadData()
    }
  }

  /// A typed placeholder view with a reload button and a delegate.
  ///
  /// Registers a preset: the caller resets the defaults.
  static func typedPlaceholder(of table: TableView, print: @escaping (Any) -> Void) throws {
    EmptyStateDefaults.register(
      try EmptyStatePlaceholder(
        image: try ViewImage(name: "no-network", width: 64, height: 64), title: "No network",
        button: PlaceholderButton(title: "Try again") { list in print("reload") }),
      as: .noConnection)
    try table.setEmptyView(preset: .noConnection)
    table.emptyState.configuration.options.buttonTap = .dismissPlaceholder
  }

  /// Loading, failed and empty tip views; returns the data source.
  static func tips(of table: TableView, api: OrdersAPI) throws -> Orders {
    let source = Orders()
    table.dataSource = source
    table.emptyState.phase = .notLoaded
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "Nothing here"),
      loading: .loading("Loading…"),
      failure: .failure(title: "Loading failed", retryTitle: "Tap to reload"))
    table.emptyState.load {
      try await api.orders()
    } apply: { table, names in
      source.names = names
      table.reloadData()
    }
    return source
  }

  /// A protocol wrapper with an attribute dictionary and defaults.
  ///
  /// Changes the global defaults: the caller resets them.
  static func attributes(of table: TableView) throws {
    EmptyStateDefaults.appearance.metrics.verticalOffset = -50
    EmptyStateDefaults.appearance.titleStyle.color = ColorValue(hex: 0xD2D2D2)
    table.setEmptyView(image: try ViewImage(name: "empty", width: 64, height: 64), title: "Yo")
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      verticalOffset: -150)
    table.emptyState.configuration.options.scrolling = .blocked
  }
}
