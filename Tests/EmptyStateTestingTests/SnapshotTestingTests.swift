import EmptyStateTesting
import Testing

/// A snapshot apply seen through the recorder: the batch it ran, the counts, what showed.
@Suite @MainActor struct SnapshotTestingTests {}

extension SnapshotTestingTests {
  @Test func theRecorderShowsTheBatchAnApplyRanAndWhatItShowed() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    table.setEmptyView(title: "No orders yet")
    let recorder = EmptyStateRecorder(table)
    var snapshot = ListSnapshot<String, Int>()
    try snapshot.appendSections(["today"])
    try snapshot.appendItems([1, 2], toSection: "today")
    dataSource.apply(snapshot)
    try snapshot.deleteItems([1, 2])
    dataSource.apply(snapshot)
    #expect(
      recorder.log == """
        pass batch [insertSections([0])] → [2]
        willDisappear
        didDisappear
        → nothing shown
        pass batch [deleteItems([[0, 0], [0, 1]])] → [0]
        willAppear
        didAppear
        → empty shown "No orders yet"
        """)
  }

  @Test func theRecorderKeepsNothingAlive() {
    weak var weakTable: TableView?
    var recorder: EmptyStateRecorder<TableView>?
    do {
      let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
      recorder = EmptyStateRecorder(table)
      table.reloadData()
      weakTable = table
    }
    #expect(weakTable == nil)
    #expect(recorder?.entries.count == 1)
  }

  @Test func aTitleWithControlCharactersIsEscapedInTheLog() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 240))
    let recorder = EmptyStateRecorder(table)
    table.setEmptyView(title: "No\u{1B}[2J orders")
    table.reloadData()
    #expect(recorder.log.contains(#""No\u{1b}[2J orders""#))
    #expect(!recorder.log.contains("\u{1B}"))
  }
}
