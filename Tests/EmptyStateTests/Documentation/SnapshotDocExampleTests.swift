import EmptyState
import Testing

/// The snapshot examples of the documentation print and show what their comments say.
@Suite @MainActor struct SnapshotDocExampleTests {}

extension SnapshotDocExampleTests {
  @Test func theOverviewExamplePrintsWhatItsCommentsSay() throws {
    var printed: [String] = []
    _ = try SnapshotExamples.overview { printed.append($0.map { "\($0)" }.joined(separator: " ")) }
    #expect(printed == ["true", "2 false"])
  }

  @Test func buildingPrintsItsCounts() throws {
    var printed: [String] = []
    try SnapshotExamples.building { printed.append($0.map { "\($0)" }.joined(separator: " ")) }
    #expect(printed == ["3 false"])
  }

  @Test func aDuplicateIsRefused() throws {
    var printed: [String] = []
    try SnapshotExamples.refusing { printed.append("\($0)") }
    #expect(printed == ["item 2 is already in the snapshot"])
  }

  @Test func theDiffDeletesOneAndMovesOne() throws {
    var printed: [String] = []
    try SnapshotExamples.diffing { printed.append("\($0)") }
    #expect(printed == ["deleteItems([[0, 1]])", "moveItem(from: [0, 2], to: [0, 0])"])
  }

  @Test func tablesAndCollectionsCountTheirRowsInTheCompletion() throws {
    var printed: [String] = []
    _ = try SnapshotExamples.table { printed.append("\($0)") }
    _ = try SnapshotExamples.collection { printed.append("\($0)") }
    #expect(printed == ["2", "2"])
  }

  @Test func theScreenShowsThePlaceholderOverThePinnedRowOnly() throws {
    var shown: [Bool] = []
    try SnapshotExamples.screen { shown.append($0.table.emptyState.isShown) }
    #expect(shown == [true, false])
  }

  @Test func bothRulesIgnoreThePinnedSection() throws {
    for custom in [false, true] {
      let screen = OrdersScreen()
      screen.table.setEmptyView(title: "No orders yet")
      SnapshotExamples.rules(table: screen.table, dataSource: screen.dataSource, custom: custom)
      try screen.show([])
      #expect(screen.table.emptyState.isShown)
    }
  }

  @Test func presentationWaitsForTheCompletion() throws {
    let screen = OrdersScreen()
    try screen.show([1])
    screen.table.setEmptyView(title: "No orders yet")
    var printed: [String] = []
    SnapshotExamples.presentation(of: screen) { printed.append("\($0)") }
    #expect(printed == ["false", "true"])
  }

  @Test func aLoadGoesFromLoadingStraightToWhatTheDataSays() throws {
    let screen = OrdersScreen()
    screen.table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading orders…"))
    screen.table.emptyState.configuration.contentRule = .items(
      of: screen.dataSource, ignoringSections: [.pinned])
    var shown: [PlaceholderKind?] = []
    let token = screen.table.onEmptyStateEvent { table, event in
      if event == .didAppear || event == .didDisappear { shown.append(nil) }
    }
    SnapshotExamples.load(into: screen) { deliver in
      shown.append(screen.table.emptyState.shownPlaceholder)
      deliver([])
    }
    #expect(shown == [.loading])  // while fetching; no placeholder came and went
    #expect(screen.table.emptyState.shownPlaceholder == .empty)
    token.cancel()
  }
}
