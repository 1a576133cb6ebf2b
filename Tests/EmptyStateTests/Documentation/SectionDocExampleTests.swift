import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct SectionDocExampleTests {}

extension SectionDocExampleTests {
  @Test func theDocCommentExampleShowsAPlaceholderInSectionOne() {
    let table = Fixtures.table(SectionsSource([2, 0, 0]))
    SectionDocExamples.sectionPlaceholders(on: table)
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
  }

  @Test func theProfileExampleShowsThePostsPlaceholderAndItsButtonOpensTheComposer() throws {
    let table = Fixtures.table(SectionsSource([1, 0, 0]))
    let composer = SectionDocExamples.Composer()
    SectionDocExamples.profile(on: table, composer: composer)
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
    let area = try #require(table.sectionView(forSection: 1))
    let placeholder = try #require(table.emptyState.sectionPlaceholderView(forSection: 1))
    let button = try #require(placeholder.buttonNode)
    table.tap(
      at: ViewPoint(
        x: area.frame.minX + placeholder.frame.minX + button.frame.midX,
        y: area.frame.minY + placeholder.frame.minY + button.frame.midY))
    #expect(composer.opened == 1)
  }

  @Test func theIdentifierExampleFollowsTheArchiveSectionWhereverItIs() throws {
    let table = TableView(frame: Fixtures.bounds)
    let dataSource = try SectionDocExamples.archive(on: table)
    var snapshot = ListSnapshot<Shelf, Int>()
    try snapshot.appendSections([.orders, .archive])
    try snapshot.appendItems([1, 2], toSection: .orders)
    dataSource.apply(snapshot)
    #expect(table.emptyState.sectionsShowingPlaceholders == [1])
    try snapshot.insertSections([.promotions], beforeSection: .orders)
    dataSource.apply(snapshot)
    #expect(table.emptyState.sectionsShowingPlaceholders == [2])
    try snapshot.appendItems([3], toSection: .archive)
    dataSource.apply(snapshot)
    #expect(table.emptyState.sectionsShowingPlaceholders.isEmpty)
  }
}
