import ListViews
import TestSupport
import Testing

/// The overlay and underlay slots: pinned in front of and behind every other subview, refused
/// when they would make the tree contain itself; and subviews that block scrolling.
@Suite @MainActor struct ViewNodeSlotTests {
  enum Slot: String, CaseIterable, Sendable {
    case overlay
    case underlay
  }

  /// Which node of the chain `grandparent > parent > node` is put into `node`'s slot.
  enum Target: CaseIterable, Sendable {
    case itself
    case parent
    case grandparent
  }

  static func slot(_ slot: Slot, of node: ViewNode) -> ViewNode? {
    switch slot {
    case .overlay: return node.overlayView
    case .underlay: return node.underlayView
    }
  }

  static func set(_ slot: Slot, of node: ViewNode, to view: ViewNode?) {
    switch slot {
    case .overlay: node.overlayView = view
    case .underlay: node.underlayView = view
    }
  }
}

extension ViewNodeSlotTests {
  @Test func overlayStaysFrontMostAfterAddSubview() throws {
    let node = ViewNode()
    let overlay = ViewNode()
    let first = ViewNode()
    let second = ViewNode()
    node.overlayView = overlay
    try node.addSubview(first)
    try node.addSubview(second)
    #expect(identities(node.subviews) == identities([first, second, overlay]))
  }

  @Test func overlayStaysFrontMostAfterInsertSubviewPastTheEnd() throws {
    let node = ViewNode()
    let overlay = ViewNode()
    let first = ViewNode()
    let second = ViewNode()
    try node.addSubview(first)
    node.overlayView = overlay
    try node.insertSubview(second, at: 99)
    #expect(identities(node.subviews) == identities([first, second, overlay]))
  }

  @Test func overlayStaysFrontMostAfterBringSubviewToFront() throws {
    let node = ViewNode()
    let overlay = ViewNode()
    let first = ViewNode()
    let second = ViewNode()
    node.overlayView = overlay
    try node.addSubview(first)
    try node.addSubview(second)
    #expect(node.bringSubviewToFront(first))
    #expect(identities(node.subviews) == identities([second, first, overlay]))
  }

  @Test func underlayStaysBackMostAfterInsertSubviewAtTheBack() throws {
    let node = ViewNode()
    let underlay = ViewNode()
    let first = ViewNode()
    let second = ViewNode()
    node.underlayView = underlay
    try node.insertSubview(first, at: 0)
    try node.insertSubview(second, at: -5)
    #expect(identities(node.subviews) == identities([underlay, second, first]))
  }

  @Test func bringingTheUnderlayToFrontLeavesItAtTheBack() throws {
    let node = ViewNode()
    let underlay = ViewNode()
    let other = ViewNode()
    try node.addSubview(other)
    node.underlayView = underlay
    #expect(node.bringSubviewToFront(underlay))
    #expect(identities(node.subviews) == identities([underlay, other]))
  }

  @Test(arguments: [true, false])
  func underlayStaysInFrontOfAScrollViewsBackground(backgroundFirst: Bool) throws {
    let table = Fixtures.table(SectionsSource([2]))
    let background = ViewNode()
    let underlay = ViewNode()
    let header = ViewNode(frame: ViewRect(x: 0, y: 0, width: 10, height: 30))
    let other = ViewNode()
    if backgroundFirst {
      table.backgroundView = background
      table.underlayView = underlay
    } else {
      table.underlayView = underlay
      table.backgroundView = background
    }
    table.headerView = header
    try table.insertSubview(other, at: 0)
    #expect(identities(table.subviews) == identities([background, underlay, other, header]))
  }

  @Test(arguments: Slot.allCases, Target.allCases)
  func slotRefusesTheNodeItselfOrAnAncestorAndKeepsThePreviousView(slot: Slot, target: Target)
    throws
  {
    let grandparent = RecordingNode()
    let parent = ViewNode()
    let node = ViewNode()
    let previous = ViewNode()
    try grandparent.addSubview(parent)
    try parent.addSubview(node)
    Self.set(slot, of: node, to: previous)
    let refused: ViewNode
    switch target {
    case .itself: refused = node
    case .parent: refused = parent
    case .grandparent: refused = grandparent
    }
    Self.set(slot, of: node, to: refused)
    #expect(Self.slot(slot, of: node) === previous)
    #expect(previous.superview === node)
    #expect(identities(node.subviews) == identities([previous]))
    #expect(node.superview === parent)
    #expect(parent.superview === grandparent)
    #expect(grandparent.superview == nil)
    #expect(grandparent.diagnostics.count == 1)
    guard case .invalidHierarchy(let message) = grandparent.diagnostics.first else {
      Issue.record("expected invalidHierarchy, got \(grandparent.diagnostics)")
      return
    }
    #expect(message.contains("\(slot.rawValue)View"))
  }

  @Test(arguments: Slot.allCases)
  func removeFromSuperviewClearsTheSlot(slot: Slot) throws {
    let node = ViewNode()
    let pinned = ViewNode()
    let other = ViewNode()
    try node.addSubview(other)
    Self.set(slot, of: node, to: pinned)
    pinned.removeFromSuperview()
    #expect(Self.slot(slot, of: node) == nil)
    #expect(pinned.superview == nil)
    #expect(identities(node.subviews) == identities([other]))
    // Nothing is pinned any more: new subviews go wherever they are asked to.
    let back = ViewNode()
    let front = ViewNode()
    try node.insertSubview(back, at: 0)
    try node.addSubview(front)
    #expect(identities(node.subviews) == identities([back, other, front]))
  }

  @Test(arguments: Slot.allCases)
  func replacingASlotRemovesTheOldView(slot: Slot) throws {
    let node = ViewNode()
    let old = ViewNode()
    let new = ViewNode()
    let other = ViewNode()
    try node.addSubview(other)
    Self.set(slot, of: node, to: old)
    Self.set(slot, of: node, to: new)
    #expect(Self.slot(slot, of: node) === new)
    #expect(old.superview == nil)
    #expect(new.superview === node)
    let expected = slot == .overlay ? [other, new] : [new, other]
    #expect(identities(node.subviews) == identities(expected))
  }

  @Test(arguments: Slot.allCases)
  func settingASlotToNilRemovesItsView(slot: Slot) {
    let node = ViewNode()
    let pinned = ViewNode()
    Self.set(slot, of: node, to: pinned)
    Self.set(slot, of: node, to: nil)
    #expect(Self.slot(slot, of: node) == nil)
    #expect(pinned.superview == nil)
    #expect(node.subviews.isEmpty)
  }

  @Test func movingTheUnderlayToTheOverlaySlotEmptiesTheUnderlaySlot() throws {
    let node = ViewNode()
    let view = ViewNode()
    let other = ViewNode()
    try node.addSubview(other)
    node.underlayView = view
    node.overlayView = view
    #expect(node.underlayView == nil)
    #expect(node.overlayView === view)
    #expect(identities(node.subviews) == identities([other, view]))
  }

  @Test func shownBlockingSubviewStopsScrollingWithoutWritingIsScrollEnabled() {
    let table = Fixtures.table(SectionsSource([20]))
    let blocker = ViewNode()
    blocker.blocksScrolling = true
    table.overlayView = blocker
    #expect(!table.allowsScrolling)
    #expect(table.isScrollEnabled)
    table.overlayView = nil
    #expect(table.allowsScrolling)
  }

  @Test func hiddenBlockingSubviewDoesNotStopScrolling() throws {
    let table = Fixtures.table(SectionsSource([20]))
    let blocker = ViewNode()
    blocker.blocksScrolling = true
    blocker.isHidden = true
    try table.addSubview(blocker)
    #expect(table.allowsScrolling)
    blocker.isHidden = false
    #expect(!table.allowsScrolling)
  }

  @Test func listsOwnScrollSettingIsKeptWhileABlockerIsShown() {
    let table = Fixtures.table(SectionsSource([20]))
    let blocker = ViewNode()
    blocker.blocksScrolling = true
    table.underlayView = blocker
    table.isScrollEnabled = false
    table.underlayView = nil
    #expect(!table.isScrollEnabled)
    #expect(!table.allowsScrolling)
  }
}

/// Collects the diagnostics reported to it by any node below it.
@MainActor
private final class RecordingNode: ViewNode {
  var diagnostics: [ListDiagnostic] = []

  override func report(_ diagnostic: ListDiagnostic) {
    diagnostics.append(diagnostic)
  }
}

@MainActor
private func identities(_ nodes: [ViewNode]) -> [ObjectIdentifier] {
  nodes.map(ObjectIdentifier.init)
}
