import EmptyState
import Hooks
import TestSupport
import Testing

/// Edge cases found by review, each once a bug.
@Suite @MainActor struct EdgeCaseTests {}

extension EdgeCaseTests {
  @Test func validBatchAfterAnUnrelatedRecoveryFinishes() {
    let log = DiagnosticLog()
    let source = SectionsSource([2])
    let table = Fixtures.table(source, diagnostics: log)
    table.insertRows(at: [ListIndexPath(row: 9, section: 0)])
    var finished: Bool?
    table.performBatchUpdates(
      {
        source.sections = [3]
        table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }, completion: { finished = $0 })
    #expect(finished == true)
    #expect(log.entries.count == 1)
  }

  @Test func itemsWithNoHeightAndNoSpacingRenderWithoutTrapping() {
    let source = SectionsSource([3])
    let collection = Fixtures.collection(source)
    collection.itemSpacing = 0
    collection.itemSize = ViewSize(width: 64, height: 0)
    #expect(collection.visibleCells(limit: 100).count == 3)
    #expect(!PlainTextRenderer().render(collection).isEmpty)
  }

  @Test func tinyGeometryNeverTrapsOnConversion() {
    let source = SectionsSource([2, 2])
    let table = Fixtures.table(source)
    table.rowHeight = 1e-300
    #expect(table.visibleCells(limit: 100).count == 4)
    let collection = Fixtures.collection(source)
    collection.itemSpacing = 0
    collection.itemSize = ViewSize(width: 1e-300, height: 1e-300)
    #expect(collection.contentHeight.isFinite)
    let picture = PlainTextRenderer(cellSize: ViewSize(width: 1e-300, height: .nan)).render(table)
    #expect(picture.split(separator: "\n").count <= PlainTextRenderer.maximumCells + 2)
  }

  @Test func reloadAskedForByTheRunawayDiagnosticHandlerIsDropped() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    var changes: [ListChange] = []
    table.diagnosticHandler = { table, _ in table.reloadData() }
    var runaway: HookToken? = table.contentHooks.after { table, _ in table.reloadData() }
    table.reloadData()
    runaway?.cancel()
    runaway = nil
    let recorder = table.contentHooks.after { _, change in changes.append(change) }
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    #expect(changes == [.update(.insertItems([ListIndexPath(row: 1, section: 0)]))])
    recorder.cancel()
  }

  @Test func imageWithOneZeroSideStaysInsideTheArea() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(image: try ViewImage(name: "line", width: 2_000, height: 0))
    let frame = try #require(table.emptyView?.frame)
    #expect(table.contentArea.contains(frame))
  }

  @Test func invalidUpdateReportsTheFirstBadIndexInOrder() {
    for _ in 0..<5 {
      let log = DiagnosticLog()
      let source = SectionsSource([1])
      let table = Fixtures.table(source, diagnostics: log)
      table.insertSections([7, 9])
      table.insertRows(at: [ListIndexPath(row: 7, section: 0), ListIndexPath(row: 9, section: 0)])
      let reasons = log.entries.map { entry -> String in
        if case .invalidUpdate(_, let reason) = entry { return reason } else { return "" }
      }
      #expect(reasons.first?.hasPrefix("section 7") == true)
      #expect(reasons.last?.hasPrefix("item 7") == true, "\(reasons)")
    }
  }

  @Test func windowsLineBreaksBreakTitleLines() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "Line one\r\nLine two")
    #expect(table.emptyView?.titleNode.lines == ["Line one", "Line two"])
    #expect(!PlainTextRenderer().render(table).contains("\r"))
  }

  @Test func dataSourceReplacedWhileCountsAreFetchedIsReadNext() {
    let table = TableView(frame: Fixtures.bounds)
    let next = SectionsSource([5])
    let switching = SwitchingSource(next: next)
    table.dataSource = switching
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 5)
  }
}

/// Hands the table over to another data source while being asked for its sections.
@MainActor
private final class SwitchingSource: TableViewDataSource {
  let next: SectionsSource

  init(next: SectionsSource) {
    self.next = next
  }

  func numberOfSections(in tableView: TableView) -> Int {
    tableView.dataSource = next
    return 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
