import ListViews
import TestSupport
import Testing

/// Views laid out inside sections: below a section's header strip, above its rows or items,
/// moving what follows, never a row.
@Suite @MainActor struct SectionViewTests {
  static func table(_ counts: [Int]) -> (TableView, SectionsSource) {
    let source = SectionsSource(counts)
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.rowHeight = 10
    table.reloadData()
    return (table, source)
  }

  static func box(height: Double) -> ViewNode {
    ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: height))
  }
}

extension SectionViewTests {
  @Test func aTableSectionViewSpansTheWidthAtItsSectionsPlace() throws {
    let (table, source) = Self.table([2, 0, 3])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    #expect(view.frame == ViewRect(x: 0, y: 20, width: 320, height: 30))
    #expect(view.superview === table)
    withExtendedLifetime(source) {}
  }

  @Test func rowsOfLaterSectionsMoveBelowASectionView() throws {
    let (table, source) = Self.table([2, 0, 3])
    try table.setSectionView(Self.box(height: 30), forSection: 1)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 0))?.minY == 0)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 2))?.minY == 50)
    #expect(table.contentSize.height == 80)
    withExtendedLifetime(source) {}
  }

  @Test func countsAndIndexPathsAreUntouched() throws {
    let (table, source) = Self.table([2, 0, 3])
    try table.setSectionView(Self.box(height: 30), forSection: 1)
    #expect(table.numberOfSections == 3)
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(table.indexPathForRow(at: ViewPoint(x: 5, y: 35)) == nil)  // on the view
    #expect(table.indexPathForRow(at: ViewPoint(x: 5, y: 55)) == ListIndexPath(row: 0, section: 2))
    #expect(table.indexPathForRow(at: ViewPoint(x: 5, y: 15)) == ListIndexPath(row: 1, section: 0))
    withExtendedLifetime(source) {}
  }

  @Test func aSectionViewIsHitTestedWhereItIsSeenWhenScrolled() throws {
    let (table, source) = Self.table([40, 0])
    let view = Self.box(height: 30)
    try table.setSectionView(view, forSection: 1)
    #expect(view.frame.minY == 400)
    table.contentOffset = ViewPoint(x: 0, y: 300)
    #expect(table.hitTest(ViewPoint(x: 5, y: 110)) === view)
    #expect(table.hitTest(ViewPoint(x: 5, y: 90)) !== view)
    withExtendedLifetime(source) {}
  }

  @Test func aSectionViewIsDrawnBetweenTheRows() throws {
    let (table, source) = Self.table([1, 0, 1])
    try table.setSectionView(Self.box(height: 30), forSection: 1)
    let items = DisplayList(root: table).items
    let rows = items.filter { $0.role == .row }.map(\.frame.minY)
    let boxes = items.filter { $0.role == .view }.map(\.frame)
    #expect(rows == [0, 40])
    #expect(boxes == [ViewRect(x: 0, y: 10, width: 320, height: 30)])
    withExtendedLifetime(source) {}
  }

  @Test func sectionViewsAreReadInSectionOrderAfterTheHeader() throws {
    let (table, source) = Self.table([0, 0, 0])
    let header = LabelNode(text: "Header")
    header.frame.size.height = 20
    header.isAccessibilityElement = true
    table.headerView = header
    let views = (0..<3).map { _ in Self.box(height: 10) }
    for view in views { view.isAccessibilityElement = true }
    try table.setSectionView(views[2], forSection: 2)
    try table.setSectionView(views[0], forSection: 0)
    try table.setSectionView(views[1], forSection: 1)
    #expect(
      table.accessibilityElements.map { ObjectIdentifier($0) }
        == ([header] + views).map { ObjectIdentifier($0) })
    withExtendedLifetime(source) {}
  }

  @Test func aSectionOutOfRangeIsRefusedAndChangesNothing() {
    let (table, source) = Self.table([1])
    #expect(throws: SectionViewError.sectionOutOfRange(section: 3, numberOfSections: 1)) {
      try table.setSectionView(Self.box(height: 10), forSection: 3)
    }
    #expect(table.sectionsWithViews.isEmpty)
    #expect(table.subviews.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test func anAncestorIsRefusedAsASectionView() {
    let (table, source) = Self.table([0])
    let parent = ViewNode(frame: Fixtures.bounds)
    try? parent.addSubview(table)
    #expect(throws: SectionViewError.refused(.wouldCreateCycle)) {
      try table.setSectionView(parent, forSection: 0)
    }
    withExtendedLifetime(source) {}
  }

  @Test func aViewLeavesWhenItsSectionNoLongerExists() throws {
    let (table, source) = Self.table([0, 0])
    let view = Self.box(height: 10)
    try table.setSectionView(view, forSection: 1)
    source.sections = [0]
    table.reloadData()
    #expect(table.sectionView(forSection: 1) == nil)
    #expect(view.superview == nil)
    #expect(table.contentSize.height == 0)
  }

  @Test func removingASectionViewPutsTheRowsBack() throws {
    let (table, source) = Self.table([0, 1])
    try table.setSectionView(Self.box(height: 10), forSection: 0)
    try table.setSectionView(nil, forSection: 0)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 1))?.minY == 0)
    #expect(table.subviews.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test func aViewThatGrowsMovesTheRowsBelowIt() throws {
    let (table, source) = Self.table([0, 1])
    let view = Self.box(height: 10)
    try table.setSectionView(view, forSection: 0)
    view.frame.size.height = 25
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 1))?.minY == 25)
    withExtendedLifetime(source) {}
  }

  @Test func aCollectionSectionViewLiesBetweenItsStrips() throws {
    let source = SectionsSource([1, 0, 1])
    let collection = CollectionView(frame: Fixtures.bounds)
    collection.dataSource = source
    collection.sectionHeaderHeight = 20
    collection.sectionFooterHeight = 10
    collection.itemSize = ViewSize(width: 50, height: 40)
    collection.itemSpacing = 5
    collection.reloadData()
    let view = Self.box(height: 30)
    try collection.setSectionView(view, forSection: 1)
    // Section 0: 20 + 40 + 10 = 70; a gap of 5; section 1's header of 20.
    #expect(view.frame == ViewRect(x: 0, y: 95, width: 320, height: 30))
    // Section 1: 20 + 30 + 10 = 60, so section 2 starts at 75 + 60 + 5 = 140, items below 20.
    #expect(collection.frameForItem(at: ListIndexPath(item: 0, section: 2))?.minY == 160)
    #expect(collection.contentSize.height == 70 + 5 + 60 + 5 + 70)
    let items = DisplayList(root: collection).items
    let footer = items.filter { $0.role == .sectionFooter }.map(\.frame.minY)
    #expect(footer == [60, 125, 200])
  }

  @Test func aCollectionSectionWithoutStripsIsDrawnForItsView() throws {
    let source = SectionsSource([1, 0])
    let collection = CollectionView(frame: Fixtures.bounds)
    collection.dataSource = source
    collection.itemSize = ViewSize(width: 50, height: 40)
    collection.itemSpacing = 5
    collection.reloadData()
    let view = Self.box(height: 30)
    try collection.setSectionView(view, forSection: 1)
    #expect(view.frame.minY == 45)
    #expect(collection.contentSize.height == 75)
  }

  @Test func visibleSectionViewsAreThoseInsideTheBounds() throws {
    let (table, source) = Self.table([0, 60, 0])
    try table.setSectionView(Self.box(height: 10), forSection: 0)
    try table.setSectionView(Self.box(height: 10), forSection: 2)
    #expect(table.sectionsWithVisibleViews == [0])
    table.contentOffset = ViewPoint(x: 0, y: 200)
    #expect(table.sectionsWithVisibleViews == [2])
    #expect(table.sectionsWithViews == [0, 2])
    withExtendedLifetime(source) {}
  }

  @Test func anOtherContainerRefusesSectionViews() {
    let list = StackList()
    #expect(throws: SectionViewError.unsupported) {
      try list.setSectionView(ViewNode(), forSection: 0)
    }
    #expect(list.sectionView(forSection: 0) == nil)
  }
}
