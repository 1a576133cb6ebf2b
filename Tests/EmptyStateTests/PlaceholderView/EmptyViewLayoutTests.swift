import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct EmptyViewLayoutTests {}

extension EmptyViewLayoutTests {
  @Test func verticalOffsetMovesTheContent() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    view.metrics.verticalOffset = -40
    #expect(view.frame.minY == 112 - 40)
  }

  @Test func verticalOffsetNeverPushesTheContentOutOfTheArea() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    view.metrics.verticalOffset = 10_000
    #expect(view.frame.maxY == 240)
  }

  @Test func zeroSpacingMeansNoGap() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(image: try Fixtures.image(width: 32, height: 32), title: "None")
    let view = try #require(table.emptyView)
    view.metrics.spacing = 0
    #expect(view.titleNode.frame.minY == view.imageNode.frame.maxY)
    #expect(view.frame.height == 48)
  }

  @Test func sidePaddingNarrowsTheWrapWidth() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "aaaa bbbb cccc dddd")
    let view = try #require(table.emptyView)
    view.metrics.horizontalPadding = 120
    // 320 - 2 * 120 = 80 points: 10 characters per line.
    #expect(view.titleNode.lines == ["aaaa bbbb", "cccc dddd"])
  }

  @Test func overlongWordBreaksInsideTheWord() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 96, height: 240))
    table.setEmptyView(title: "Supercalifragilistic")
    let view = try #require(table.emptyView)
    // 96 - 2 * 16 = 64 points: 8 characters per line.
    #expect(view.titleNode.lines == ["Supercal", "ifragili", "stic"])
  }

  @Test func explicitLineBreaksAreKept() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders\nyet")
    #expect(table.emptyView?.titleNode.lines == ["No orders", "yet"])
  }

  @Test func imageIsDroppedFirstWhenTheAreaIsTooShort() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 320, height: 64))
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 64), title: "No orders yet")
    let view = try #require(table.emptyView)
    #expect(view.imageNode.isHidden)
    #expect(view.titleNode.lines == ["No orders yet"])
  }

  @Test func imageIsDroppedWhenWiderThanTheArea() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 100, height: 400))
    table.setEmptyView(image: try Fixtures.image(width: 90, height: 10), title: "Hi")
    #expect(table.emptyView?.imageNode.isHidden == true)
  }

  @Test func linesThatDoNotFitAreCutWithAnEllipsis() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 96, height: 32))
    table.setEmptyView(title: "one two three four five")
    let view = try #require(table.emptyView)
    #expect(view.titleNode.lines == ["one two", "three…"])
    #expect(view.frame.height == 32)
  }

  @Test func imageAloneIsScaledDownToFit() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 160, height: 50))
    table.setEmptyView(image: try Fixtures.image(width: 200, height: 100))
    let view = try #require(table.emptyView)
    // Width 160 - 32 = 128 allows 0.64, height 50 allows 0.5: the smaller wins.
    #expect(view.imageNode.frame.size == ViewSize(width: 100, height: 50))
  }

  @Test func zeroSizedListGivesZeroSizesNeverNegativeOnes() throws {
    let table = Scenes.emptyTable(frame: .zero)
    table.setEmptyView(image: try Fixtures.image(), title: "No orders yet")
    let view = try #require(table.emptyView)
    #expect(view.frame.size.isValid)
    #expect(view.imageNode.frame.size.isValid)
    #expect(view.titleNode.frame.size.isValid)
  }
}

extension EmptyViewLayoutTests {
  @Test func rotationLaysTheViewOutAgainForTheNewSize() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 240, height: 320))
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    #expect(view.frame == ViewRect(x: 68, y: 152, width: 104, height: 16))
    table.frame.size = table.frame.size.transposed
    #expect(view.frame == ViewRect(x: 108, y: 112, width: 104, height: 16))
    #expect(view.layoutCount == 2)
  }

  @Test func reloadsThatChangeNothingDoNoLayoutWork() throws {
    let source = SectionsSource([0])
    let table = Scenes.emptyTable(header: "Orders", footer: "End", source: source)
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    let layouts = (view.layoutCount, table.contentLayoutCount)
    for _ in 0..<100 { table.reloadData() }
    #expect((view.layoutCount, table.contentLayoutCount) == layouts)
  }

  @Test func changingInsetsHeaderOrFooterLaysTheViewOutAgain() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    table.contentInset = ViewInsets(top: 40)
    #expect(view.layoutCount == 2)
    table.headerView = Scenes.label("Orders")
    #expect(view.layoutCount == 3)
    table.footerView = Scenes.label("End")
    #expect(view.layoutCount == 4)
    table.headerView?.frame.size.height = 64
    #expect(view.layoutCount == 5)
    #expect(view.frame.minY >= 40 + 64)
  }

  @Test func settingTheSameInsetsAgainDoesNoLayoutWork() throws {
    let table = Scenes.emptyTable()
    table.contentInset = ViewInsets(top: 8)
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    let before = (view.layoutCount, table.contentLayoutCount)
    table.contentInset = ViewInsets(top: 8)
    table.frame = table.frame
    #expect((view.layoutCount, table.contentLayoutCount) == before)
  }

  @Test func rowsChangingWhileTheViewIsHiddenDoNoEmptyViewWork() {
    let source = SectionsSource([1])
    let table = Scenes.emptyTable(source: source)
    table.setEmptyView(title: "No orders yet")
    source.sections = [5]
    table.reloadData()
    // The view is built when first shown: a list that always had rows never builds one.
    #expect(table.emptyView == nil)
  }
}

extension EmptyViewLayoutTests {
  @Test func invalidGeometryIsRefusedAndReported() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    table.rowHeight = .nan
    table.contentInset = ViewInsets(top: -1)
    table.frame = ViewRect(x: 0, y: 0, width: -5, height: 10)
    #expect(table.rowHeight == 44)
    #expect(table.contentInset == .zero)
    #expect(table.frame == Fixtures.bounds)
    #expect(log.entries.count == 3)
    #expect(log.entries.allSatisfy { if case .invalidGeometry = $0 { true } else { false } })
  }

  @Test func invalidCollectionGeometryIsRefusedAndReported() {
    let log = DiagnosticLog()
    let collection = CollectionView(frame: Scenes.small)
    collection.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    collection.itemSize = ViewSize(width: .infinity, height: 10)
    collection.itemSpacing = -3
    #expect(collection.itemSize == ViewSize(width: 64, height: 48))
    #expect(collection.itemSpacing == 16)
    #expect(log.entries.count == 2)
  }

  @Test func invalidFrameOfASubviewIsReportedToTheList() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    let header = Scenes.label("Orders")
    table.headerView = header
    header.frame.size.height = -.infinity
    #expect(header.frame.height == 32)
    #expect(log.entries.count == 1)
  }
}
