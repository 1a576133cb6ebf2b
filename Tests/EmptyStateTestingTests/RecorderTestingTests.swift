import EmptyStateTesting
import Testing

/// The recorder: what it says was shown, and how many entries it keeps.
@Suite @MainActor struct RecorderTestingTests {}

/// A placeholder with a title and more than its title.
enum TitledPlaceholder: String, CaseIterable, Sendable {
  case withADescription, withAButton, theSearchTemplate

  /// Shows the placeholder on `table`; returns its title.
  @MainActor
  func show(on table: TableView) throws -> String {
    switch self {
    case .withADescription:
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(
        title: "No orders yet", detail: "Orders you place show here.")
      return "No orders yet"
    case .withAButton:
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(
        title: "No orders yet", button: PlaceholderButton(title: "Order") { _ in })
      return "No orders yet"
    case .theSearchTemplate:
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
      table.emptyState.searchQuery = "latte"
      return "No results for “latte”"
    }
  }
}

/// Counts rows: as many as the test says.
@MainActor
private final class Rows: TableViewDataSource {
  var count = 0

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    count
  }
}

extension RecorderTestingTests {
  @Test(arguments: TitledPlaceholder.allCases)
  func theRecordedTitleIsTheTitleShown(placeholder: TitledPlaceholder) throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let recorder = EmptyStateRecorder(table)
    let title = try placeholder.show(on: table)
    #expect(table.emptyView?.titleNode.text == title)
    let shown = recorder.entries.filter { entry in
      guard case .shown = entry else { return false }
      return true
    }
    #expect(shown.last == .shown(.empty, title: title))
  }

  @Test func pastItsBoundTheRecorderKeepsExactlyTheNewestEntries() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let rows = Rows()
    table.dataSource = rows
    let recorder = EmptyStateRecorder(table)
    let maximum = EmptyStateRecorder<TableView>.maximumEntries
    for count in 1...maximum + 5 {
      rows.count = count
      table.reloadData()
    }
    #expect(recorder.entries.count == maximum)
    #expect(recorder.droppedEntries == 5)
    #expect(recorder.entries.first == .pass(.reloadData, counts: [6]))
    #expect(recorder.entries.last == .pass(.reloadData, counts: [maximum + 5]))
  }
}
