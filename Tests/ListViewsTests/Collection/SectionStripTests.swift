import ListViews
import TestSupport
import Testing

/// A collection's section headers and footers: strips above and below each section's items,
/// drawn even for empty sections, and kept out of the content area while there are no items.
@Suite @MainActor struct SectionStripTests {
  static func collection(_ counts: [Int]) -> (CollectionView, TitledSections) {
    let source = TitledSections(counts)
    let collection = CollectionView(frame: Fixtures.bounds)
    collection.dataSource = source
    collection.sectionHeaderHeight = 24
    collection.sectionFooterHeight = 16
    collection.reloadData()
    return (collection, source)
  }
}

extension SectionStripTests {
  @Test func itemsStartBelowTheirSectionsHeader() throws {
    let (collection, source) = Self.collection([2, 1])
    #expect(collection.frameForItem(at: ListIndexPath(item: 0, section: 0))?.minY == 24)
    // Section 0: 24 + 48 + 16 = 88, a 16-point gap, then section 1's header.
    let second = collection.frameForItem(at: ListIndexPath(item: 0, section: 1))
    #expect(second?.minY == 128, "\(String(describing: second))")
    #expect(collection.contentSize.height == 88 + 16 + 88, "\(collection.contentSize)")
    withExtendedLifetime(source) {}
  }

  @Test func stripsAreDrawnWithTheDataSourcesTitles() throws {
    let (collection, source) = Self.collection([1, 0])
    let items = DisplayList(root: collection).items
    let headers = items.filter { $0.role == .sectionHeader }
    let footers = items.filter { $0.role == .sectionFooter }
    #expect(headers.map(\.lines) == [["Section 0"], ["Section 1"]])
    #expect(footers.count == 2)
    #expect(headers.first?.frame == ViewRect(x: 0, y: 0, width: 320, height: 24))
    withExtendedLifetime(source) {}
  }

  @Test func whileEmptyTheContentAreaLiesBelowTheStrips() {
    let (collection, source) = Self.collection([0, 0])
    // Two empty sections of 24 + 16 points, 16 apart.
    #expect(collection.contentArea == ViewRect(x: 0, y: 96, width: 320, height: 480 - 96))
    source.counts = [1, 0]
    collection.reloadData()
    #expect(collection.contentArea.minY == 0)
  }

  @Test func invalidStripHeightsAreRefused() {
    let collection = CollectionView(frame: Fixtures.bounds)
    let log = DiagnosticLog()
    collection.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    collection.sectionHeaderHeight = -1
    collection.sectionFooterHeight = .infinity
    #expect(collection.sectionHeaderHeight == 0 && collection.sectionFooterHeight == 0)
    #expect(log.entries.count == 2)
  }

  @Test func withoutStripsTheLayoutIsAsBefore() {
    let source = SectionsSource([0, 2])
    let collection = Fixtures.collection(source)
    #expect(collection.frameForItem(at: ListIndexPath(item: 0, section: 1))?.minY == 0)
    #expect(collection.contentArea.minY == 0)
  }
}

/// Section counts with a title for each header and footer.
@MainActor
final class TitledSections: CollectionViewDataSource {
  var counts: [Int]

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int)
    -> String?
  {
    "Section \(section)"
  }

  func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int)
    -> String?
  {
    "\(counts[section]) items"
  }
}
