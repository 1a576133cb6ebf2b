import EmptyStateTesting
import Testing

// The examples of the article "Testing Your Empty States" and of the doc comments of
// EmptyStateTesting, run as tests; `DocExampleTests` checks that every paragraph of them is here.

/// The table's data source: the orders loaded so far.
@MainActor
final class Orders: TableViewDataSource {
  var names: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
}

/// Why the orders could not be loaded.
struct Offline: Error {}

// The article's first test ("A first test"), as written.
@Test @MainActor func aSlowLoadShowsTheLoadingPlaceholder() async throws {
  let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
  let clock = TestClock()
  let api = TestLoader<[String]>()
  table.emptyState.clock = clock
  table.emptyState.configuration.loading = .loading("Loading orders…")
  table.emptyState.load {
    try await api.value()
  } apply: { table, names in
    table.reloadData()
  }
  await clock.advance(by: .milliseconds(250))
  await table.emptyState.settle()
  #expect(table.emptyState.shownPlaceholder == .loading)
}

@Suite @MainActor struct TestingDocExamples {}

extension TestingDocExamples {
  @Test func aShowDelayAndAMinimumDisplay() async throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let orders = Orders()
    let clock = TestClock()
    let api = TestLoader<[String]>()
    table.dataSource = orders
    table.emptyState.clock = clock
    table.emptyState.phase = .notLoaded  // nothing shows before the first load
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))
    #expect(table.emptyState.shownPlaceholder == nil)

    table.emptyState.load {
      try await api.value()
    } apply: { table, names in
      orders.names = names
      table.reloadData()
    }
    await clock.advance(by: .milliseconds(250))
    await table.emptyState.settle()
    #expect(table.emptyState.shownPlaceholder == .loading)

    api.succeed([])
    await table.emptyState.settle()
    #expect(table.emptyState.shownPlaceholder == .loading)  // held for the minimum display

    await clock.advance(by: .milliseconds(500))
    await table.emptyState.settle()
    #expect(table.emptyState.shownPlaceholder == .empty)
  }

  @Test func aFailureAndARetry() async throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let orders = Orders()
    let clock = TestClock()
    let api = TestLoader<[String]>()
    table.dataSource = orders
    table.emptyState.clock = clock
    table.emptyState.phase = .notLoaded  // nothing shows before the first load
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))
    #expect(table.emptyState.shownPlaceholder == nil)

    let recorder = EmptyStateRecorder(table)
    table.emptyState.load {
      try await api.value()
    } apply: { table, names in
      orders.names = names
      table.reloadData()
    }
    api.fail(Offline())
    await table.emptyState.settle()
    #expect(table.emptyState.shownPlaceholder == .failure)

    let button = try #require(table.emptyView?.buttonNode)  // Retry
    let center = ViewPoint(x: button.bounds.midX, y: button.bounds.midY)
    table.tap(at: button.convert(center, to: table))
    api.succeed(["Flat white"])
    await table.emptyState.settle()
    #expect(!table.emptyState.isShown)
    #expect(recorder.events.contains(.didEndLoad(.retry, .succeeded)))
  }

  @Test func aSnapshotApply() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    table.setEmptyView(title: "No orders yet")
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    let recorder = EmptyStateRecorder(table)
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today"])
    try snapshot.appendItems([1, 2], toSection: "today")
    dataSource.apply(snapshot)
    #expect(
      recorder.log == """
        pass batch [insertSections([0])] → [2]
        willDisappear
        didDisappear
        → nothing shown
        """)
  }

  @Test func aGoldenPicture() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 160))
    table.setEmptyView(title: "No orders yet")
    expectPicture(of: table, named: "empty-orders")
  }

  @Test func theDocCommentsExamples() async throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let orders = Orders()
    let api = TestLoader<[String]>()
    table.dataSource = orders
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: .loading("Loading orders…"),
      failure: .failure(title: "Could not load orders"))
    let clock = TestClock()
    table.emptyState.clock = clock
    table.emptyState.load {
      try await api.value()
    } apply: { table, names in
      orders.names = names
      table.reloadData()
    }
    await clock.advance(by: .milliseconds(250))
    await table.emptyState.settle()  // the show delay is over: loading shows
    #expect(table.emptyState.shownPlaceholder == .loading)

    api.fail(Offline())
    await table.emptyState.settle(running: clock)  // the failure placeholder shows
    #expect(table.emptyState.shownPlaceholder == .failure)

    table.emptyState.retry()
    await table.emptyState.settle(running: clock)  // the show delay is over: loading shows
    #expect(table.emptyState.shownPlaceholder == .loading)

    api.succeed(["Flat white"])
    await table.emptyState.settle()  // applied now, or held until the minimum display ends
    #expect(table.emptyState.shownPlaceholder == .loading)
    await table.emptyState.settle(running: clock)
    #expect(!table.emptyState.isShown)
  }

  @Test func theRecordersDocCommentExample() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    table.setEmptyView(title: "No orders yet")
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today"])
    try snapshot.appendItems([1, 2], toSection: "today")
    let recorder = EmptyStateRecorder(table)
    dataSource.apply(snapshot)
    #expect(recorder.events == [.willDisappear, .didDisappear])
  }
}
