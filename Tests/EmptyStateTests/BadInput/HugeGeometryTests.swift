import EmptyState
import TestSupport
import Testing

/// Margins and strip heights of `.greatestFiniteMagnitude`: refused where their sums would not
/// be finite, otherwise kept inside the list; nothing infinite reaches a frame or a picture.
@Suite @MainActor struct HugeGeometryTests {
  static let huge = Double.greatestFiniteMagnitude

  /// An empty table showing a titled placeholder with `margins`, collecting diagnostics.
  static func table(margins: DirectionalInsets, log: DiagnosticLog) -> TableView {
    let table = Fixtures.table(SectionsSource([0]), diagnostics: log)
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      layoutMargins: margins)
    table.setEmptyView(title: "No orders")
    return table
  }

  static func isFinite(_ rect: ViewRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height, rect.maxX, rect.maxY].allSatisfy(\.isFinite)
  }

  /// Whether `svg` has no number that is not finite.
  static func isClean(_ svg: String) -> Bool {
    !svg.contains("inf") && !svg.contains("nan")
  }
}

extension HugeGeometryTests {
  @Test func marginsOfTheLargestValueOnEverySideAreRefused() {
    let log = DiagnosticLog()
    let table = Self.table(margins: DirectionalInsets(all: Self.huge), log: log)
    #expect(table.emptyView?.appearance == EmptyStateDefaults.appearance)
    #expect(log.entries.count == 1)
    guard case .invalidGeometry = log.entries.first else {
      Issue.record("expected invalidGeometry, got \(log.entries)")
      return
    }
  }

  @Test func aMarginOfTheLargestValueKeepsThePlaceholderInsideTheList() throws {
    let log = DiagnosticLog()
    let table = Self.table(margins: DirectionalInsets(top: Self.huge, leading: Self.huge), log: log)
    let view = try #require(table.emptyView)
    #expect(Self.isFinite(view.frame))
    #expect(table.bounds.contains(view.frame))
    #expect(!view.frame.description.contains("inf"))
    #expect(Self.isClean(SVGRenderer().render(table)))
  }

  @Test func aSectionHeaderOfTheLargestHeightDrawsNothingInfinite() {
    let collection = Fixtures.collection(SectionsSource([3, 2]))
    collection.sectionHeaderHeight = Self.huge
    #expect(collection.contentSize.height.isFinite)
    #expect(Self.isClean(SVGRenderer().render(collection)))
    for section in 0..<2 {
      for item in 0..<collection.numberOfItems(inSection: section) {
        let frame = collection.frameForItem(at: ListIndexPath(item: item, section: section))
        #expect(frame.map(Self.isFinite) == true)
      }
    }
  }

  @Test func stripsWhoseHeightsAddUpToInfinityAreRefused() {
    let log = DiagnosticLog()
    let collection = Fixtures.collection(SectionsSource([3, 2]))
    collection.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    collection.sectionHeaderHeight = Self.huge
    collection.sectionFooterHeight = Self.huge
    #expect(collection.sectionHeaderHeight == Self.huge && collection.sectionFooterHeight == 0)
    #expect(log.entries.count == 1)
    #expect(Self.isClean(SVGRenderer().render(collection)))
  }

  @Test func contentInsetsThatAddUpToInfinityAreRefused() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([2]), diagnostics: log)
    table.contentInset = ViewInsets(top: Self.huge, bottom: Self.huge)
    #expect(table.contentInset == .zero && log.entries.count == 1)
  }

  @Test func theSVGRendererNeverWritesANumberThatIsNotFinite() {
    var list = DisplayList(root: ViewNode(frame: Fixtures.bounds))
    list.size = ViewSize(width: .infinity, height: .nan)
    list.items.append(
      DisplayItem(
        role: .item, shape: .box,
        frame: ViewRect(x: .infinity, y: .nan, width: Self.huge, height: -.infinity),
        lines: ["x"], opacity: .nan))
    #expect(Self.isClean(SVGRenderer().render(list)))
  }

  @Test func hugeNumbersAreDescribedWithoutOverflowing() {
    #expect(ViewRect(x: Self.huge, y: 0, width: 0, height: 0).description.contains("e+308"))
  }
}
