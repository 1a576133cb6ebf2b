import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// The empty view follows the list from every state a user can start from, not only from a list
/// that was reloaded before the view was attached.
@Suite @MainActor struct StartingStateTests {}

/// How a test's list came to be before its first change.
enum StartingState: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// The data source is set, the list never reloaded (UIKit loads lazily), then attached.
  case neverReloaded
  /// The counts were first read through `numberOfRows(inSection:)`, then attached.
  case readThroughCounts
  /// The counts were first read by drawing the list, then attached.
  case readThroughRendering
  /// Attached with no data source; the data source is set afterwards, with no reload.
  case dataSourceSetAfterAttaching
  /// Attached over one data source (as empty or not as the test's, with other counts), which
  /// is then replaced by the test's, with no reload.
  case dataSourceReplaced
  /// Attached after a reload: the case that always worked.
  case reloaded

  var testDescription: String { rawValue }

  /// Makes a table in that state over `source`, with the empty view attached.
  @MainActor
  func table(over source: SectionsSource) -> TableView {
    let table = TableView(frame: Fixtures.bounds)
    prepare(table, over: source, title: "No orders yet") { $0.dataSource = $1 }
    return table
  }

  /// Makes a collection in that state over `source`, with the empty view attached.
  @MainActor
  func collection(over source: SectionsSource) -> CollectionView {
    let collection = CollectionView(frame: Fixtures.bounds)
    prepare(collection, over: source, title: "No photos") { $0.dataSource = $1 }
    return collection
  }

  /// Brings `list` to this state over `source`; `setDataSource` gives it a data source.
  @MainActor
  private func prepare<List: ListView & ListContainer>(
    _ list: List, over source: SectionsSource, title: String,
    setDataSource: (List, SectionsSource) -> Void
  ) {
    list.addAttachment(KeepAlive(source))
    list.diagnosticHandler = { _, diagnostic in
      Issue.record("unexpected diagnostic: \(diagnostic)")
    }
    switch self {
    case .neverReloaded:
      setDataSource(list, source)
      list.setEmptyView(title: title)
    case .readThroughCounts:
      setDataSource(list, source)
      _ = list.numberOfItems(inSection: 0)
      list.setEmptyView(title: title)
    case .readThroughRendering:
      setDataSource(list, source)
      _ = PlainTextRenderer().render(list)
      list.setEmptyView(title: title)
    case .dataSourceSetAfterAttaching:
      list.setEmptyView(title: title)
      setDataSource(list, source)
    case .dataSourceReplaced:
      let first = SectionsSource(source.sections.map { $0 == 0 ? 0 : $0 + 1 })
      list.addAttachment(KeepAlive(first))
      setDataSource(list, first)
      list.setEmptyView(title: title)
      setDataSource(list, source)
    case .reloaded:
      setDataSource(list, source)
      list.reloadData()
      list.setEmptyView(title: title)
    }
  }
}

/// A change that takes a one-section, one-row table's only row away.
enum EmptyingChange: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case reloadData, deleteRows, deleteSections, reloadSections, reloadRows, moveRow, batch
  case batchOfSections

  var testDescription: String { rawValue }

  /// Changes the data source and tells `table`.
  @MainActor
  func apply(to table: TableView, source: SectionsSource) {
    let row = ListIndexPath(row: 0, section: 0)
    switch self {
    case .reloadData:
      source.sections = [0]
      table.reloadData()
    case .deleteRows:
      source.sections = [0]
      table.deleteRows(at: [row])
    case .deleteSections:
      source.sections = []
      table.deleteSections([0])
    case .reloadSections:
      source.sections = [0]
      table.reloadSections([0])
    case .reloadRows:
      // A reload of a row that the data source no longer has: recovered as a full reload.
      source.sections = [0]
      table.diagnosticHandler = nil
      table.diagnosticHandler = { _, _ in }
      table.reloadRows(at: [row])
    case .moveRow:
      // Moves keep the count; the row goes in a second step, a delete.
      table.moveRow(at: row, to: row)
      source.sections = [0]
      table.deleteRows(at: [row])
    case .batch:
      source.sections = [0]
      table.performBatchUpdates { table.deleteRows(at: [row]) }
    case .batchOfSections:
      source.sections = []
      table.performBatchUpdates { table.deleteSections([0]) }
    }
  }

  /// Changes the data source and tells `collection`.
  @MainActor
  func apply(to collection: CollectionView, source: SectionsSource) {
    let item = ListIndexPath(item: 0, section: 0)
    switch self {
    case .reloadData:
      source.sections = [0]
      collection.reloadData()
    case .deleteRows:
      source.sections = [0]
      collection.deleteItems(at: [item])
    case .deleteSections:
      source.sections = []
      collection.deleteSections([0])
    case .reloadSections:
      source.sections = [0]
      collection.reloadSections([0])
    case .reloadRows:
      source.sections = [0]
      collection.diagnosticHandler = { _, _ in }
      collection.reloadItems(at: [item])
    case .moveRow:
      collection.moveItem(at: item, to: item)
      source.sections = [0]
      collection.deleteItems(at: [item])
    case .batch:
      source.sections = [0]
      collection.performBatchUpdates { collection.deleteItems(at: [item]) }
    case .batchOfSections:
      source.sections = []
      collection.performBatchUpdates { collection.deleteSections([0]) }
    }
  }
}

/// A change that gives an empty one-section table a row.
enum FillingChange: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case reloadData, insertRows, insertSections, reloadSections, batch

  var testDescription: String { rawValue }

  /// Changes the data source and tells `table`.
  @MainActor
  func apply(to table: TableView, source: SectionsSource) {
    let row = ListIndexPath(row: 0, section: 0)
    switch self {
    case .reloadData:
      source.sections = [1]
      table.reloadData()
    case .insertRows:
      source.sections = [1]
      table.insertRows(at: [row])
    case .insertSections:
      source.sections = [0, 1]
      table.insertSections([1])
    case .reloadSections:
      source.sections = [1]
      table.reloadSections([0])
    case .batch:
      source.sections = [1]
      table.performBatchUpdates { table.insertRows(at: [row]) }
    }
  }
}

extension StartingStateTests {
  @Test(arguments: StartingState.allCases, EmptyingChange.allCases)
  func aTableThatLosesItsRowsShowsTheEmptyView(start: StartingState, change: EmptyingChange) {
    let source = SectionsSource([1])
    let table = start.table(over: source)
    let shownBefore = table.emptyState.isShown
    #expect(shownBefore == (start == .dataSourceSetAfterAttaching))
    let log = EventLog(observing: table.emptyState)
    change.apply(to: table, source: source)
    #expect(table.emptyState.isShown)
    // Shown before (no data source then), the view may hide while the change reveals the rows.
    if !shownBefore { #expect(log.events == [.willAppear, .didAppear]) }
  }

  @Test(arguments: StartingState.allCases, EmptyingChange.allCases)
  func aCollectionThatLosesItsItemsShowsTheEmptyView(start: StartingState, change: EmptyingChange) {
    let source = SectionsSource([1])
    let collection = start.collection(over: source)
    #expect(collection.emptyState.isShown == (start == .dataSourceSetAfterAttaching))
    change.apply(to: collection, source: source)
    #expect(collection.emptyState.isShown)
  }

  @Test(arguments: StartingState.allCases, FillingChange.allCases)
  func aTableThatGainsRowsHidesTheEmptyView(start: StartingState, change: FillingChange) {
    let source = SectionsSource([0])
    let table = start.table(over: source)
    #expect(table.emptyState.isShown)
    change.apply(to: table, source: source)
    #expect(!table.emptyState.isShown)
  }

  @Test func theReadmeOrdersStartedWithOneRowShowsTheViewWhenTheRowGoes() {
    let orders = ReadmeOrders()
    orders.names = ["Flat white"]
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = orders
    table.setEmptyView(title: "No orders yet") { table in
      table.reloadData()
    }
    #expect(!table.emptyState.isShown)
    orders.names = []
    table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(table.emptyState.isShown)
  }
}

/// The README's data source, as written there.
@MainActor
private final class ReadmeOrders: TableViewDataSource {
  var names: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
}

extension StartingStateTests {
  @Test(arguments: StartingState.allCases)
  func anApplyOfAnEmptySnapshotShowsTheEmptyView(start: StartingState) throws {
    let table = start.table(over: SectionsSource([1]))
    // The diffable data source replaces whatever fed the table before, with no reload.
    let dataSource = TableViewDiffableDataSource<Shelf, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    try dataSource.apply(SnapshotScene.snapshot())
    #expect(table.emptyState.isShown)
  }

  @Test(arguments: StartingState.allCases)
  func anApplyOfAFullSnapshotHidesTheEmptyView(start: StartingState) throws {
    let table = start.table(over: SectionsSource([0]))
    let dataSource = TableViewDiffableDataSource<Shelf, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    try dataSource.apply(SnapshotScene.snapshot(orders: [1]))
    #expect(!table.emptyState.isShown)
  }

  @Test(arguments: StartingState.allCases)
  func aLoadThatAnswersNoRowsShowsTheEmptyPlaceholder(start: StartingState) async {
    let source = SectionsSource([1])
    let table = start.table(over: source)
    // The show delay waits on a clock no one advances: the answer comes first, as a fast load's.
    table.emptyState.clock = TestClock()
    let task = table.emptyState.load {
      [Int]()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    await task.value
    await table.emptyState.settle()
    #expect(table.emptyState.shownPlaceholder == .empty)
  }

  @Test(arguments: StartingState.allCases)
  func aLoadThatAnswersRowsHidesThePlaceholders(start: StartingState) async {
    let source = SectionsSource([0])
    let table = start.table(over: source)
    // The show delay waits on a clock no one advances: the answer comes first, as a fast load's.
    table.emptyState.clock = TestClock()
    let task = table.emptyState.load {
      [3]
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    await task.value
    await table.emptyState.settle()
    #expect(!table.emptyState.isShown)
  }
}
