import TestSupport
import Testing

@testable import ListViews

/// Section views are placed again exactly when something they depend on changed: the counts,
/// the content layout, a geometry setting, a view's height or its superview; a reload that
/// changes no count places nothing.
@Suite @MainActor struct SectionViewPlacementTests {
  /// A table that counts how often the places of its section views are worked out.
  final class CountingTable: TableView {
    var placements = 0

    override func sectionViewTops() -> [Double] {
      placements += 1
      return super.sectionViewTops()
    }
  }

  static func table(_ counts: [Int]) -> (TableView, SectionsSource) {
    SectionViewTests.table(counts)
  }

  /// A view that fits its height to its width when laid out, as a placeholder's text does:
  /// 6,000 divided by the width.
  final class FittingView: ViewNode {
    override func layoutSubviews() {
      super.layoutSubviews()
      guard frame.width > 0 else { return }
      frame.size.height = 6_000 / frame.width
    }
  }

  static func box(height: Double) -> ViewNode {
    SectionViewTests.box(height: height)
  }
}

extension SectionViewPlacementTests {
  @Test func aReloadThatChangesNoCountPlacesNothing() throws {
    let source = SectionsSource([2, 0, 3])
    let table = CountingTable(frame: Fixtures.bounds)
    table.dataSource = source
    table.reloadData()
    try table.setSectionView(Self.box(height: 30), forSection: 1)
    let placements = table.placements
    for _ in 0..<3 { table.reloadData() }
    #expect(table.placements == placements)
    withExtendedLifetime(source) {}
  }

  @Test func aRowMovedPastTheViewMovesIt() throws {
    // The content keeps its height, so only the counts tell that the view moves.
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    source.sections = [1, 0, 4]
    table.reloadData()
    #expect(view.frame.minY == 10)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 2))?.minY == 40)
  }

  @Test func twoReloadsWithoutALayoutBetweenThemPlaceTheViewForTheLast() throws {
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    source.sections = [4, 0, 1]
    table.performContentChange(.reloadData)
    source.sections = [4, 0, 1]
    table.performContentChange(.reloadData)
    table.layoutIfNeeded()
    #expect(view.frame.minY == 40)
  }

  @Test func aNewRowHeightMovesTheView() throws {
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    table.rowHeight = 20
    #expect(view.frame.minY == 40)
    withExtendedLifetime(source) {}
  }

  @Test func aNewWidthSpansTheView() throws {
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    table.frame.size.width = 200
    table.layoutIfNeeded()
    #expect(view.frame.width == 200)
    withExtendedLifetime(source) {}
  }

  @Test func aNewItemSizeMovesACollectionsView() throws {
    let source = SectionsSource([2, 0])
    let collection = CollectionView(frame: Fixtures.bounds)
    collection.dataSource = source
    collection.itemSize = ViewSize(width: 50, height: 40)
    collection.reloadData()
    let view = Self.box(height: 30)
    try collection.setSectionView(view, forSection: 1)
    let before = view.frame.minY
    collection.itemSize = ViewSize(width: 50, height: 60)
    #expect(view.frame.minY == before + 20)
  }

  @Test func aViewTakenOutOfTheListLeavesItsSectionAtOnce() throws {
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    view.removeFromSuperview()
    #expect(table.sectionView(forSection: 1) == nil)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 2))?.minY == 20)
    #expect(table.contentSize.height == 50)
    withExtendedLifetime(source) {}
  }

  @Test func viewsThatResizeAsTheyArePlacedLieOneBelowTheOther() throws {
    let (table, source) = Self.table([0, 0, 0])
    let first = FittingView()
    let second = FittingView()
    try table.setSectionView(first, forSection: 0)
    try table.setSectionView(second, forSection: 2)
    table.contentInset = ViewInsets(top: 0, left: 60, bottom: 0, right: 60)
    #expect(first.frame.height == 30)
    #expect(second.frame.minY == first.frame.maxY)
    #expect(table.contentSize.height == 60)
    withExtendedLifetime(source) {}
  }

  @Test func anEarlierViewThatGrowsMovesALaterOne() throws {
    let (table, source) = Self.table([0, 1, 0])
    let first = Self.box(height: 10)
    let second = Self.box(height: 10)
    try table.setSectionView(first, forSection: 0)
    try table.setSectionView(second, forSection: 2)
    first.frame.size.height = 25
    #expect(second.frame.minY == 35)
    withExtendedLifetime(source) {}
  }
}

/// Where the counts of a fetch differ from the previous fetch's (``CountChanges``).
@Suite struct CountChangesTests {
  static func counts(_ values: [Int]) -> SectionCounts {
    var counts = SectionCounts()
    _ = counts.load(sectionCount: values.count) { values[$0] }
    return counts
  }

  @Test func theSameCountsChangeNothing() {
    let counts = Self.counts(Array(repeating: 3, count: 1_000))
    #expect(counts.changes(since: counts) == .none)
  }

  @Test func aDifferentNumberOfSectionsIsUnknown() {
    #expect(Self.counts([1, 2]).changes(since: Self.counts([1])) == .unknown)
  }

  @Test func theChangesLieBetweenTheFirstAndTheLastDifference() {
    var values = Array(repeating: 1, count: 1_000)
    let old = Self.counts(values)
    values[3] = 0
    values[700] = 5
    #expect(Self.counts(values).changes(since: old) == .within(3..<701))
  }

  @Test func oneChangeAtEitherEndIsFound() {
    let values = Array(repeating: 1, count: 600)
    let old = Self.counts(values)
    var first = values
    first[0] = 2
    var last = values
    last[599] = 2
    #expect(Self.counts(first).changes(since: old) == .within(0..<1))
    #expect(Self.counts(last).changes(since: old) == .within(599..<600))
  }
}
