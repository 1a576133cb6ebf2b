import ListViews
import TestSupport
import Testing

/// The layout pass: content changes mark the list (`setNeedsLayout()`) and the list runs its
/// pass before the change returns; `layoutIfNeeded()`, run by whatever reads laid-out geometry,
/// lays out what else was marked, once, top-down.
@Suite @MainActor struct LayoutPassTests {
  @Test func aReloadLaysTheListOutBeforeItReturns() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    source.sections = [20]
    table.reloadData()
    #expect(!table.needsLayout)
    #expect(table.footerView?.frame.minY == 880)  // 20 rows of 44 points
  }

  @Test func theContentSizeRunsThePendingPassFirst() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    source.sections = [3]
    table.reloadData()
    #expect(table.contentSize.height == 3 * 44)
    #expect(!table.needsLayout)
  }

  @Test func aRendererRunsThePendingPassFirst() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    source.sections = [20]
    table.reloadData()
    _ = DisplayList(root: table)
    #expect(!table.needsLayout)
    #expect(table.footerView?.frame.minY == 880)  // 20 rows of 44 points
  }

  @Test func aHitTestRunsThePendingPassFirst() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    table.contentOffset = ViewPoint(x: 0, y: 800)
    source.sections = [20]
    table.reloadData()
    // Laid out, the footer follows the 20 rows (at 880) and is drawn 80 points down.
    #expect(table.hitTest(ViewPoint(x: 10, y: 90)) === table.footerView)
  }

  @Test func aPassLaysOutEachMarkedNodeOnceParentFirst() throws {
    let log = LayoutLog()
    let parent = LoggingNode("parent", log)
    let child = LoggingNode("child", log)
    let untouched = LoggingNode("untouched", log)
    try parent.addSubview(child)
    try parent.addSubview(untouched)
    child.setNeedsLayout()
    parent.setNeedsLayout()
    child.setNeedsLayout()
    #expect(log.names.isEmpty)
    parent.layoutIfNeeded()
    parent.layoutIfNeeded()
    #expect(log.names == ["parent", "child"])
  }

  @Test func aNodeMarkedBeforeItJoinsATreeIsLaidOutByThatTree() throws {
    let log = LayoutLog()
    let root = ViewNode()
    let node = LoggingNode("node", log)
    node.setNeedsLayout()
    try root.addSubview(node)
    root.layoutIfNeeded()
    #expect(log.names == ["node"])
  }

  @Test func aNodeMarkedDuringThePassWaitsForTheNextOne() {
    let log = LayoutLog()
    let node = LoggingNode("node", log)
    node.marksItselfAgain = true
    node.setNeedsLayout()
    node.layoutIfNeeded()
    #expect(log.names == ["node"])
    #expect(node.needsLayout)
  }
}

/// The names of the nodes laid out, in order.
@MainActor
private final class LayoutLog {
  var names: [String] = []
}

/// A node that logs each `layoutSubviews()`.
@MainActor
private final class LoggingNode: ViewNode {
  let name: String
  let log: LayoutLog
  var marksItselfAgain = false

  init(_ name: String, _ log: LayoutLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.names.append(name)
    if marksItselfAgain { setNeedsLayout() }
  }
}
