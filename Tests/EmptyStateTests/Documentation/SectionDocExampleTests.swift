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
}
