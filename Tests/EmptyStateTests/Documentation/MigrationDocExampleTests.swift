import EmptyState
import EmptyStateTesting
import Foundation
import Hooks
import TestSupport
import Testing

/// The article "Coming from DZNEmptyDataSet" maps every method of DZNEmptyDataSet's source and
/// delegate, each line it names is compiled in `MigrationDocExamples.swift`, and the examples
/// do what the article says.
@Suite @MainActor struct MigrationDocExampleTests {
  static let articlePath =
    "Sources/EmptyState/Documentation.docc/Articles/ComingFromDZNEmptyDataSet.md"

  /// Every method and call of DZNEmptyDataSet's `DZNEmptyDataSetSource`,
  /// `DZNEmptyDataSetDelegate` and `UIScrollView` category.
  static let dznMethods = [
    "titleForEmptyDataSet:", "descriptionForEmptyDataSet:", "imageForEmptyDataSet:",
    "imageAnimationForEmptyDataSet:", "imageTintColorForEmptyDataSet:",
    "buttonTitleForEmptyDataSet:forState:", "buttonImageForEmptyDataSet:forState:",
    "buttonBackgroundImageForEmptyDataSet:forState:", "backgroundColorForEmptyDataSet:",
    "customViewForEmptyDataSet:", "verticalOffsetForEmptyDataSet:",
    "spaceHeightForEmptyDataSet:", "emptyDataSetShouldFadeIn:",
    "emptyDataSetShouldBeForcedToDisplay:", "emptyDataSetShouldDisplay:",
    "emptyDataSetShouldAllowTouch:", "emptyDataSetShouldAllowScroll:",
    "emptyDataSetShouldAnimateImageView:", "emptyDataSet:didTapView:",
    "emptyDataSet:didTapButton:", "emptyDataSetWillAppear:", "emptyDataSetDidAppear:",
    "emptyDataSetWillDisappear:", "emptyDataSetDidDisappear:", "reloadEmptyDataSet",
    "isEmptyDataSetVisible",
  ]

  /// The habits of the write-ups the article answers, as its first column names them.
  static let habits = [
    "autoShowEmptyView(dataSourceCount:)", "setEmptyViewWithImage:title:eventBlock:",
    "placeholderView:reloadButtonDidClick:", "TipType", "lxf_EmptyDataSet(_:attributeBlock:)",
  ]

  /// The rows of the article's tables: their cells, without the header and separator rows.
  static func rows() throws -> [[String]] {
    let root = DocumentationExamples.packageRoot()
    let article = try String(
      contentsOf: root.appendingPathComponent(articlePath), encoding: .utf8)
    return article.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }.filter { !$0.isEmpty && $0[0] != "DZNEmptyDataSet" && $0[0] != "The write-ups" }
  }

  /// The code spans of `cell` in single backticks (a double backtick is a symbol link).
  static func codeSpans(in cell: String) -> [String] {
    let parts = cell.components(separatedBy: "``").enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    return parts.flatMap { part in
      part.components(separatedBy: "`").enumerated().filter { !$0.offset.isMultiple(of: 2) }
        .map(\.element)
    }
  }

  /// `text` with every run of white space made one space.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static func table() -> TableView {
    TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
  }

  /// Taps the middle of `part` of the list's empty view, or of the view itself.
  static func tap(_ part: ViewNode?, in table: TableView) {
    guard let view = table.emptyView else { return }
    let frame = part?.frame ?? ViewRect(origin: .zero, size: view.frame.size)
    table.tap(at: ViewPoint(x: view.frame.minX + frame.midX, y: view.frame.minY + frame.midY))
  }
}

// MARK: The mapping is complete and compiled

extension MigrationDocExampleTests {
  @Test func everyMethodOfDZNEmptyDataSetHasARow() throws {
    let named = try Self.rows().map { Self.codeSpans(in: $0[0]) }.joined()
    for method in Self.dznMethods {
      #expect(named.contains(method), "the article has no row for \(method)")
    }
  }

  @Test func everyHabitOfTheWriteUpsHasARow() throws {
    let named = try Self.rows().map { Self.codeSpans(in: $0[0]) }.joined()
    for habit in Self.habits {
      #expect(named.contains(habit), "the article has no row for \(habit)")
    }
  }

  @Test func everyLineARowNamesIsCompiled() throws {
    let root = DocumentationExamples.packageRoot()
    let source = Self.collapsed(
      try String(
        contentsOf: root.appendingPathComponent(
          "Tests/EmptyStateTests/Documentation/MigrationDocExamples.swift"),
        encoding: .utf8))
    let rows = try Self.rows()
    #expect(rows.count >= Self.dznMethods.count)
    for row in rows {
      #expect(row.count == 3, "a row of three cells: \(row)")
      guard row.count == 3 else { continue }
      let lines = Self.codeSpans(in: row[1])
      if lines.isEmpty {
        // No equivalent: the row says so, and why.
        #expect(row[1] == "none", "\(row[0]): neither a line nor none")
        #expect(row[2].count > 20, "\(row[0]): no equivalent, and no reason given")
      }
      for line in lines {
        #expect(source.contains(Self.collapsed(line)), "\(row[0]): `\(line)` is not compiled")
      }
    }
  }
}

// MARK: The examples do what the article says

extension MigrationDocExampleTests {
  @Test func theSourceMethodsBecomeOnePlaceholder() throws {
    let table = Self.table()
    var printed: [String] = []
    try MigrationExamples.source(of: table) { printed.append($0.map { "\($0)" }.joined()) }
    let view = try #require(table.emptyView)
    #expect(view.titleNode.text == "No orders yet")
    #expect(view.detailNode.text == "The orders you place show up here.")
    #expect(view.imageNode.image?.name == "no-orders")
    #expect(view.buttonNode?.image?.name == "cart")
    #expect(view.appearance.metrics.spacing == 11)
    #expect(view.appearance.metrics.verticalOffset == -40)
    #expect(view.appearance.titleStyle.font.size == 18)
    #expect(
      DisplayList(root: table).first(.placeholderBackground)?.fill == ColorValue(hex: 0xF2F2F7))
    Self.tap(view.buttonNode, in: table)
    #expect(printed == ["browse0"])
    var reloads = 0
    let counter = table.contentHooks.after { _, change in
      if change == .reloadData { reloads += 1 }
    }
    defer { counter.cancel() }
    Self.tap(nil, in: table)
    #expect(reloads == 1)
  }

  @Test func aCustomViewReplacesTheParts() throws {
    let table = Self.table()
    try MigrationExamples.customView(of: table)
    #expect(table.emptyView?.customNode != nil)
  }

  @Test func theBehaviourMethodsAreOptionsAndAPredicate() throws {
    let table = Self.table()
    table.setEmptyView(title: "No orders yet")
    MigrationExamples.behaviour(of: table)
    let options = table.emptyState.configuration.options
    #expect(options.transitions == .fade(duration: .milliseconds(250)))
    #expect(options.touches == .passThrough)
    #expect(table.emptyState.isShown)
    #expect(!table.allowsScrolling)
    table.headerView = LabelNode(text: "Orders")
    table.emptyState.reevaluate()
    #expect(!table.emptyState.isShown)
    #expect(table.allowsScrolling)
  }

  @Test func forcedDisplayShowsOverRows() throws {
    let table = Self.table()
    let orders = Orders()
    orders.names = ["Flat white"]
    table.dataSource = orders
    table.setEmptyView(title: "No orders yet")
    #expect(!table.emptyState.isShown)
    MigrationExamples.forced(table)
    #expect(table.emptyState.isShown)
  }

  @Test func theDelegateHearsEveryEventOnce() throws {
    let table = Self.table()
    var printed: [String] = []
    let delegate = MigrationExamples.events(of: table) { printed.append("\($0)") }
    #expect(printed == ["false"])
    table.setEmptyView(title: "No orders yet") { _ in }  // taps reach a view with a tap block
    #expect(delegate.heard == ["will appear", "did appear"])
    Self.tap(nil, in: table)
    #expect(delegate.heard.last == "view tapped")
    let orders = Orders()
    orders.names = ["Flat white"]
    table.dataSource = orders
    table.reloadData()
    #expect(delegate.heard.suffix(2) == ["will disappear", "did disappear"])
  }

  @Test func aBackgroundEmptyViewSitsBehindTheRows() throws {
    let table = Self.table()
    try MigrationExamples.background(of: table)
    #expect(table.emptyState.isShown)
    #expect(table.underlayView === table.emptyView)
  }

  @Test func theEventBlockIsTheTapBlock() throws {
    let table = Self.table()
    try MigrationExamples.eventBlock(of: table)
    var reloads = 0
    let counter = table.contentHooks.after { _, change in
      if change == .reloadData { reloads += 1 }
    }
    defer { counter.cancel() }
    Self.tap(nil, in: table)
    #expect(reloads == 1)
    #expect(table.emptyView?.imageNode.image?.name == "no-result")
  }

  @Test func aTypedPlaceholderIsAPresetWhoseButtonDismissesIt() throws {
    defer { EmptyStateDefaults.reset() }
    let table = Self.table()
    var printed: [String] = []
    try MigrationExamples.typedPlaceholder(of: table) { printed.append("\($0)") }
    let view = try #require(table.emptyView)
    #expect(view.titleNode.text == "No network")
    Self.tap(view.buttonNode, in: table)
    #expect(printed == ["reload"])
    #expect(!table.emptyState.isShown)
  }

  @Test func theTipViewsArePhases() async throws {
    let table = Self.table()
    let source = try MigrationExamples.tips(of: table, api: OrdersAPI(names: []))
    table.emptyState.clock = TestClock()
    #expect(table.emptyState.phase == .loading)
    await table.emptyState.settle()
    #expect(source.names.isEmpty)
    #expect(table.emptyView?.titleNode.text == "Nothing here")
    table.emptyState.failLoading(with: OrdersError.offline)
    #expect(table.emptyView?.titleNode.text == "Loading failed")
    #expect(table.emptyView?.buttonNode?.title == "Tap to reload")
  }

  @Test func theAttributeDictionaryIsDefaultsAndOverrides() throws {
    defer { EmptyStateDefaults.reset() }
    let table = Self.table()
    try MigrationExamples.attributes(of: table)
    let view = try #require(table.emptyView)
    #expect(view.appearance.metrics.verticalOffset == -150)
    #expect(view.appearance.titleStyle.color == ColorValue(hex: 0xD2D2D2))
    #expect(!table.allowsScrolling)
    let other = Self.table()
    other.setEmptyView(title: "Yo")
    #expect(other.emptyView?.appearance.metrics.verticalOffset == -50)
  }
}
