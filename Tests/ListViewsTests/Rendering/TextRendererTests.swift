import ListViews
import TestSupport
import Testing

/// Pictures are bounded whatever the geometry: unusable cell sizes, lists with more visible rows
/// than a picture holds, trees deeper than a picture draws; and a scroll view draws its header as
/// a header.
@Suite @MainActor struct TextRendererTests {
  enum ListKind: CaseIterable, Sendable {
    case table
    case collection
  }

  /// The picture's size in character cells, border excluded.
  static func cells(of picture: String) -> (columns: Int, rows: Int) {
    let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return ((lines.first?.count ?? 2) - 2, lines.count - 2)
  }
}

extension TextRendererTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity, 0.5, 0, -8])
  func unusableCellSideCountsAsOnePoint(side: Double) {
    let list = TableView(frame: ViewRect(x: 0, y: 0, width: 40, height: 20))
    let picture = PlainTextRenderer(cellSize: ViewSize(width: side, height: side)).render(list)
    let size = Self.cells(of: picture)
    #expect(size.columns == 40)
    #expect(size.rows == 20)
  }

  @Test func eachCellSideIsMadeUsableOnItsOwn() {
    let list = TableView(frame: ViewRect(x: 0, y: 0, width: 40, height: 20))
    let picture = PlainTextRenderer(cellSize: ViewSize(width: .nan, height: 10)).render(list)
    let size = Self.cells(of: picture)
    #expect(size.columns == 40)
    #expect(size.rows == 2)
  }

  @Test func defaultCellIsEightBySixteenPoints() {
    let list = TableView(frame: ViewRect(x: 0, y: 0, width: 40, height: 20))
    let size = Self.cells(of: PlainTextRenderer().render(list))
    #expect(size.columns == 5)
    #expect(size.rows == 2)
  }

  @Test func pictureIsCutAtTheMaximumNumberOfColumns() {
    let wide = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1_000_000, height: 16))
    let size = Self.cells(of: PlainTextRenderer().render(wide))
    #expect(size.columns == PlainTextRenderer.maximumCells)
    #expect(size.rows == 1)
  }

  @Test(arguments: ListKind.allCases)
  func pictureHoldsAtMostMaximumCellsVisibleCells(kind: ListKind) {
    let source = SectionsSource([1_000_000])
    let list: ScrollingView
    let role: DisplayItem.Role
    let lastText: String
    switch kind {
    case .table:
      let table = Fixtures.table(source)
      table.rowHeight = 0.01
      list = table
      role = .row
      lastText = "Row 0.\(DisplayList.maximumCells - 1)"
    case .collection:
      let collection = Fixtures.collection(source)
      collection.itemSize = ViewSize(width: 0.01, height: 0.01)
      collection.itemSpacing = 0
      list = collection
      role = .item
      lastText = "0.\(DisplayList.maximumCells - 1)"
    }
    let cells = DisplayList(root: list).items.filter { $0.role == role }
    #expect(cells.count == DisplayList.maximumCells)
    #expect(cells.last?.lines == [lastText])
  }

  @Test func treeDeeperThanTheMaximumDepthIsDrawnDownToIt() throws {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 80, height: 32))
    var deepest = root
    for _ in 0..<(DisplayList.maximumDepth * 2) {
      let child = ViewNode(frame: ViewRect(x: 0, y: 0, width: 80, height: 32))
      try deepest.addSubview(child)
      deepest = child
    }
    let list = DisplayList(root: root)
    #expect(list.items.count == 1 + DisplayList.maximumDepth)
    #expect(list.items.dropFirst().allSatisfy { $0.role == .view })
    #expect(Self.cells(of: PlainTextRenderer().render(list)).rows == 2)
  }

  @Test func headerIsDrawnAsAHeader() {
    let table = Fixtures.table(SectionsSource([1]))
    let header = LabelNode(text: "Orders")
    header.frame = ViewRect(x: 0, y: 0, width: 320, height: 32)
    table.headerView = header
    let drawn = DisplayList(root: table).items.filter { $0.role == .header }
    #expect(
      drawn == [
        DisplayItem(
          role: .header, shape: .accessory(.top),
          frame: ViewRect(x: 0, y: 0, width: 320, height: 32),
          lines: ["Orders"])
      ])
    let lines = PlainTextRenderer().render(table).split(separator: "\n")
    #expect(lines[1].contains("Orders"))
    #expect(lines[2] == "|" + String(repeating: "=", count: 40) + "|")
  }

  @Test func scrollViewSaysWhatItsHeaderFooterAndOtherSubviewsAre() throws {
    let table = Fixtures.table(SectionsSource([1]))
    let header = LabelNode(text: "Top")
    let footer = LabelNode(text: "Bottom")
    let other = LabelNode(text: "Other")
    table.headerView = header
    table.footerView = footer
    try table.addSubview(other)
    let frame = ViewRect(x: 1, y: 2, width: 3, height: 4)
    let headerItem = table.displayItem(for: header, in: frame)
    let footerItem = table.displayItem(for: footer, in: frame)
    let otherItem = table.displayItem(for: other, in: frame)
    #expect(headerItem?.role == .header)
    #expect(headerItem?.shape == .accessory(.top))
    #expect(headerItem?.lines == ["Top"])
    #expect(headerItem?.frame == frame)
    #expect(footerItem?.role == .footer)
    #expect(footerItem?.shape == .accessory(.bottom))
    #expect(otherItem?.role == .label)
    #expect(otherItem?.lines == ["Other"])
  }
}

extension TextRendererTests {
  func drawnHeader(_ text: String) -> String {
    let table = Fixtures.table(SectionsSource([1]))
    let header = LabelNode(text: text)
    header.frame = ViewRect(x: 0, y: 0, width: 320, height: 32)
    table.headerView = header
    return String(PlainTextRenderer().render(table).split(separator: "\n")[1])
  }

  @Test func controlCharactersInTextAreDrawnAsTheirPictures() {
    let line = drawnHeader("a\u{1B}[2Jb\rc\u{7F}")
    #expect(line.contains("a\u{241B}[2Jb\u{240D}c\u{2421}"))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test func bidiOverridesAndC1ControlsAreDrawnAsReplacementCharacters() {
    let line = drawnHeader("x\u{202E}y\u{9B}z")
    #expect(line.contains("x\u{FFFD}y\u{FFFD}z"))
  }

  @Test func ordinaryTextIsDrawnAsItIs() {
    #expect(drawnHeader("Orders 注文 é").contains("Orders 注文 é"))
  }
}
