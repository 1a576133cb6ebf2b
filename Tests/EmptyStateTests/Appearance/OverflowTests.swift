import EmptyState
import TestSupport
import Testing

/// A placeholder taller than its area: truncated by default, or scrolling within the area with
/// its own content size and offset.
@Suite @MainActor struct OverflowTests {
  /// A table 96 points high showing an image, a title, a description and a button (200 points).
  static func table(_ overflow: EmptyStateMetrics.Overflow) throws -> (TableView, PlaceholderView) {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 320, height: 96))
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(
        image: Fixtures.image(width: 64, height: 64), title: "No orders yet",
        detail: "Orders you place appear here.", button: PlaceholderButton(title: "Browse")),
      appearance: .init(overflow: overflow))
    return (table, try #require(table.emptyView))
  }
}

extension OverflowTests {
  @Test func truncationDropsPartsAndTheContentIsTheFrame() throws {
    let (table, view) = try Self.table(.truncate)
    #expect(view.imageNode.isHidden)
    #expect(view.contentSize == view.frame.size)
    withExtendedLifetime(table) {}
  }

  @Test func scrollingKeepsEveryPartAndTakesTheAreasHeight() throws {
    let (table, view) = try Self.table(.scroll)
    #expect(view.frame.height == 96)
    // 64 + 16 + 16 + 16 + 14 + 16 + 32.
    #expect(view.contentSize.height == 174)
    #expect(!view.imageNode.isHidden)
    #expect(view.buttonNode?.isHidden == true)
    withExtendedLifetime(table) {}
  }

  @Test func theOffsetMovesThePartsAndShowsWhatLiesWhollyInside() throws {
    let (table, view) = try Self.table(.scroll)
    view.contentOffset = ViewPoint(x: 0, y: 78)
    #expect(view.contentOffset.y == 78)
    #expect(view.imageNode.isHidden)
    #expect(view.titleNode.frame.minY == 80 - 78)
    #expect(view.buttonNode?.isHidden == false)
    withExtendedLifetime(table) {}
  }

  @Test func theOffsetStaysWithinTheContent() throws {
    let (table, view) = try Self.table(.scroll)
    view.contentOffset = ViewPoint(x: 0, y: 10_000)
    #expect(view.contentOffset.y == 174 - 96)
    view.contentOffset = ViewPoint(x: 0, y: -5)
    #expect(view.contentOffset.y == 0)
    withExtendedLifetime(table) {}
  }

  @Test func aNonFiniteOffsetIsRefusedAndReported() throws {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    table.frame.size = ViewSize(width: 320, height: 96)
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "None"), appearance: .init(overflow: .scroll))
    let view = try #require(table.emptyView)
    view.contentOffset = ViewPoint(x: 0, y: .nan)
    #expect(view.contentOffset.y == 0)
    #expect(log.entries.count == 1)
  }

  @Test func aLabelShowsOnlyItsLinesThatLieWhollyInside() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 160, height: 40))
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "one two three four five six seven eight"),
      appearance: .init(overflow: .scroll))
    let view = try #require(table.emptyView)
    #expect(view.titleNode.lines.count == 2)
    view.contentOffset = ViewPoint(x: 0, y: 8)
    #expect(view.titleNode.lines.count == 2)
    #expect(view.titleNode.frame.minY == 8)
  }

  @Test func aPlaceholderThatFitsDoesNotScroll() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "None"), appearance: .init(overflow: .scroll))
    let view = try #require(table.emptyView)
    view.contentOffset = ViewPoint(x: 0, y: 20)
    #expect(view.contentOffset.y == 0)
    #expect(view.frame.minY == 112)
  }
}
