import ListViews
import TestSupport
import Testing

@Suite @MainActor struct CountingTests {}

extension CountingTests {
  @Test func listWithoutDataSourceIsEmpty() {
    let table = TableView(frame: Fixtures.bounds)
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(table.isContentEmpty)
  }

  @Test func dataSourceWithoutSectionCountGivesOneSection() {
    let source = SingleSectionSource(count: 3)
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.reloadData()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func negativeItemCountIsTreatedAsZeroAndReported() {
    let log = DiagnosticLog()
    let source = SectionsSource([-4])
    let table = Fixtures.table(source, diagnostics: log)
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.isContentEmpty)
    #expect(log.entries == [.negativeCount(section: 0, count: -4)])
  }

  @Test func negativeSectionCountIsTreatedAsZeroAndReported() {
    let log = DiagnosticLog()
    let source = NegativeSectionsSource()
    let table = TableView(frame: Fixtures.bounds)
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    table.dataSource = source
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(log.entries == [.negativeCount(section: nil, count: -1)])
  }

  @Test func hugeCountsDoNotOverflow() {
    let source = SectionsSource([Int.max, Int.max, Int.max])
    let table = Fixtures.table(source)
    #expect(table.numberOfRows(inSection: 2) == Int.max)
    #expect(!table.isContentEmpty)
    #expect(table.contentSize.height.isFinite)
  }

  @Test func countsWhoseSumOverflowsGiveTheExactContentHeight() {
    let source = SectionsSource([0, Int.max, Int.max])
    let table = Fixtures.table(source)
    table.rowHeight = 1
    #expect(table.firstNonEmptySection == 1)
    #expect(table.contentSize.height == 2 * Double(Int.max))
  }

  @Test func theFirstNonEmptySectionFollowsEachFetch() {
    let source = SectionsSource([0, 0, 3])
    let table = Fixtures.table(source)
    #expect(table.firstNonEmptySection == 2)
    source.sections = [0, 1, 3]
    table.reloadData()
    #expect(table.firstNonEmptySection == 1)
    source.sections = [0, 0]
    table.reloadData()
    #expect(table.firstNonEmptySection == nil)
  }

  @Test func sectionCountAboveTheLimitIsClampedAndReported() {
    let log = DiagnosticLog()
    let table = TableView(frame: Fixtures.bounds)
    let source = HugeSectionsSource()
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    table.dataSource = source
    table.reloadData()
    #expect(table.numberOfSections == ListLimits.maximumSections)
    #expect(
      log.entries == [.tooManySections(count: Int.max, limit: ListLimits.maximumSections)])
  }

  @Test func countsAreTheOnesOfTheLastReload() {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    source.sections = [5, 5]
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.reloadData()
    #expect(table.numberOfSections == 2)
  }

  @Test func missingSectionCountsAsZeroItems() {
    let table = Fixtures.table(SectionsSource([3]))
    #expect(table.numberOfRows(inSection: 7) == 0)
    #expect(table.numberOfRows(inSection: -1) == 0)
  }

  @Test func firstReadFetchesCountsWithoutAReload() {
    let source = SectionsSource([0, 4])
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    #expect(table.numberOfRows(inSection: 1) == 4)
    #expect(table.firstNonEmptySection == 1)
  }

  @Test func newDataSourceIsReadOnTheNextCountRead() {
    let table = Fixtures.table(SectionsSource([1]))
    let replacement = SectionsSource([0, 0, 9])
    table.dataSource = replacement
    #expect(table.numberOfSections == 3)
  }

  @Test func releasedDataSourceCountsAsNoDataSourceOnTheNextReload() {
    let table = TableView(frame: Fixtures.bounds)
    do {
      let source = SectionsSource([3])
      table.dataSource = source
      table.reloadData()
      #expect(!table.isContentEmpty)
    }
    table.reloadData()
    #expect(table.isContentEmpty)
  }

  @Test func decisionStopsAtTheFirstNonEmptySection() {
    let list = StackList()
    list.setSections([0, 0, 3, 5, 7])
    list.resetQueryCount()
    #expect(list.firstNonEmptySection == 2)
    #expect(list.itemCountQueries == 3)
  }

  @Test func tableKnowsTheFirstNonEmptySectionWithoutAskingAgain() {
    let source = SectionsSource([0, 0, 2, 0])
    let table = Fixtures.table(source)
    let before = source.totalQueries
    #expect(table.firstNonEmptySection == 2)
    #expect(source.totalQueries == before)
  }

  @Test func collectionCountsThroughItsDataSource() {
    let collection = Fixtures.collection(SectionsSource([0, 6]))
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 1) == 6)
    #expect(collection.firstNonEmptySection == 1)
  }
}

@MainActor
private final class NegativeSectionsSource: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { -1 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
}

@MainActor
private final class HugeSectionsSource: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { Int.max }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
