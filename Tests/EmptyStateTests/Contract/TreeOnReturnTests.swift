import EmptyState
import TestSupport
import Testing

/// When a call returns, the list's tree is what a person would see: these start where a user
/// starts, from the README and the articles, and read the tree as it stands (`subviews`,
/// frames, a walk of the nodes), with no layout call and no read of `emptyView` first.
@Suite @MainActor struct TreeOnReturnTests {
  /// The placeholder views in `list`, read straight from its subviews.
  static func placeholders(in list: ListView) -> [PlaceholderView] {
    ViewTreeCheck.placeholderViews(in: list)
  }

  /// Every node below `node`, depth first, back to front: a walk a host's bridge makes.
  static func nodes(below node: ViewNode) -> [ViewNode] {
    node.subviews.flatMap { [$0] + nodes(below: $0) }
  }

  /// The texts a screen reader would speak under `node`, walked from the tree as it stands
  /// (as a host's accessibility bridge walks its views, with no layout pass of ours first).
  static func spokenTexts(below node: ViewNode) -> [String] {
    node.subviews.flatMap { subview -> [String] in
      guard !subview.isHidden else { return [] }
      if subview.isAccessibilityElement { return [subview.accessibilityLabel ?? ""] }
      return spokenTexts(below: subview)
    }
  }

  /// `node`'s frame in `ancestor`'s coordinates, summed up the tree by hand.
  static func frame(of node: ViewNode, in ancestor: ViewNode) -> ViewRect {
    var frame = node.frame
    var current = node.superview
    while let view = current, view !== ancestor {
      frame.origin = ViewPoint(x: frame.minX + view.frame.minX, y: frame.minY + view.frame.minY)
      current = view.superview
    }
    return frame
  }
}

// MARK: Attaching, inserting, deleting

extension TreeOnReturnTests {
  @Test func attachingToAnEmptyTablePutsOneLaidOutViewInIt() throws {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "No orders yet")
    let views = Self.placeholders(in: table)
    #expect(views.count == 1)
    let view = try #require(views.first)
    #expect(table.contentArea.contains(view.frame))
    #expect(view.frame.width > 0)
  }

  @Test func attachingToAnEmptyCollectionPutsOneLaidOutViewInIt() throws {
    let collection = Fixtures.collection(SectionsSource([0]))
    collection.setEmptyView(title: "No photos")
    let views = Self.placeholders(in: collection)
    #expect(views.count == 1)
    let view = try #require(views.first)
    #expect(collection.contentArea.contains(view.frame))
    #expect(view.frame.width > 0)
  }

  @Test func insertingRowsTakesTheViewOutOfTheTableBeforeTheInsertReturns() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    source.sections = [2]
    table.insertRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
    #expect(Self.placeholders(in: table).isEmpty)
  }

  @Test func deletingEveryRowPutsTheViewBackBeforeTheDeleteReturns() throws {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    source.sections = [0]
    table.deleteRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
    let view = try #require(Self.placeholders(in: table).first)
    #expect(table.contentArea.contains(view.frame))
  }

  @Test func deletingEveryItemPutsTheViewBackInTheCollection() {
    let source = SectionsSource([1])
    let collection = Fixtures.collection(source)
    collection.setEmptyView(title: "No photos")
    source.sections = [0]
    collection.deleteItems(at: [ListIndexPath(item: 0, section: 0)])
    #expect(Self.placeholders(in: collection).count == 1)
  }

  @Test func attachingTwiceLeavesOneView() {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "No orders yet")
    table.setEmptyView(title: "Still no orders")
    let views = Self.placeholders(in: table)
    #expect(views.count == 1)
    #expect(views.first?.titleNode.text == "Still no orders")
  }

  @Test func removingThenAttachingAgainLeavesOneView() {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "No orders yet")
    table.removeEmptyView()
    #expect(Self.placeholders(in: table).isEmpty)
    table.setEmptyView(title: "No orders yet")
    #expect(Self.placeholders(in: table).count == 1)
  }

  @Test func willDisappearIsHeardWhileTheViewIsStillInTheList() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    var inList: [EmptyStateEvent: Bool] = [:]
    let token = table.emptyState.onEvent { table, event in
      inList[event] = !Self.placeholders(in: table).isEmpty
    }
    defer { token.cancel() }
    source.sections = [1]
    table.reloadData()
    #expect(inList == [.willDisappear: true, .didDisappear: false])
  }
}

// MARK: Phases

extension TreeOnReturnTests {
  /// The phased table of the article "States and Presets": a placeholder per phase, the Retry button counting its taps.
  static func phasedOrders() throws -> (TableView, RetryCount) {
    let retries = RetryCount()
    let orders = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    orders.emptyState.phase = .notLoaded
    orders.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading orders…"),
      failure: try EmptyStatePlaceholder(
        title: "Could not load orders",
        button: PlaceholderButton(title: "Retry") { _ in retries.count += 1 }))
    return (orders, retries)
  }

  @Test func beginLoadingPutsTheLoadingTitleInTheTree() throws {
    let (orders, _) = try Self.phasedOrders()
    orders.emptyState.beginLoading()
    let texts = Self.nodes(below: orders).compactMap { ($0 as? LabelNode)?.text }
    #expect(texts.contains("Loading orders…"))
  }

  @Test func theFailuresRetryButtonFoundInTheTreeTakesATapAtItsFrame() throws {
    let (orders, retries) = try Self.phasedOrders()
    orders.emptyState.failLoading(with: CancellationError())
    let button = try #require(
      Self.nodes(below: orders).first { ($0 as? ButtonNode)?.title == "Retry" })
    let frame = Self.frame(of: button, in: orders)
    #expect(orders.tap(at: ViewPoint(x: frame.midX, y: frame.midY)))
    #expect(retries.count == 1)
  }

  @Test func aScreenReaderWalkOfTheListReadsTheFailureTitle() throws {
    let (orders, _) = try Self.phasedOrders()
    orders.emptyState.failLoading(with: CancellationError())
    #expect(Self.spokenTexts(below: orders).contains { $0.contains("Could not load orders") })
  }

  @Test func finishingTheLoadSwapsTheViewInTheTreeForTheEmptyOne() throws {
    let (orders, _) = try Self.phasedOrders()
    orders.emptyState.beginLoading()
    orders.emptyState.finishLoading()
    let views = Self.placeholders(in: orders)
    #expect(views.map(\.kind) == [.empty])
    #expect(views.first?.titleNode.text == "No orders yet")
  }
}

// MARK: Geometry

extension TreeOnReturnTests {
  @Test func thePlaceholderLiesInTheContentAreaAfterEveryStepOfARandomWalkOfUpdates() {
    var random = SplitMix64(seed: 29)
    let source = SectionsSource([0, 0])
    let table = Fixtures.table(source)
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 30))
    table.setEmptyView(title: "No orders yet")
    for step in 0..<300 {
      let section = Int.random(in: 0..<2, using: &random)
      if source.sections[section] > 0, Bool.random(using: &random) {
        source.sections[section] -= 1
        table.deleteRows(at: [ListIndexPath(row: 0, section: section)])
      } else if Int.random(in: 0..<4, using: &random) == 0 {
        source.sections = [0, 0]
        table.reloadData()
      } else {
        source.sections[section] += 1
        table.insertRows(at: [ListIndexPath(row: 0, section: section)])
      }
      let problem = ViewTreeCheck.problem(
        in: table, shown: table.emptyState.shownPlaceholder)
      #expect(problem == nil, "step \(step)")
      if problem != nil { return }
    }
  }

  @Test func insertingTwentyRowsMovesTheFooterBelowThemBeforeTheInsertReturns() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    table.setEmptyView(title: "No orders yet")
    source.sections = [20]
    table.insertRows(at: (0..<20).map { ListIndexPath(row: $0, section: 0) })
    #expect(table.footerView?.frame.minY == 880)  // 20 rows of 44 points
  }

  @Test func aGrowingSectionHeaderStripMovesTheShownPlaceholderBelowTheStrips() throws {
    let collection = Fixtures.collection(SectionsSource([0, 0]))
    collection.setEmptyView(title: "No photos")
    collection.sectionHeaderHeight = 30
    let view = try #require(Self.placeholders(in: collection).first)
    #expect(view.frame.minY >= 2 * 30)
    #expect(collection.contentArea.minY >= 2 * 30)
    #expect(collection.contentArea.contains(view.frame))
  }

  @Test func resizingTheListLaysTheShownViewOutInTheNewAreaBeforeTheSetterReturns() throws {
    let table = Fixtures.table(SectionsSource([0]))
    table.setEmptyView(title: "No orders yet")
    table.frame = ViewRect(x: 0, y: 0, width: 640, height: 480)
    let view = try #require(Self.placeholders(in: table).first)
    #expect(view.frame.midX == 320)
  }
}

/// How many times the Retry button ran.
@MainActor
final class RetryCount {
  var count = 0
}
