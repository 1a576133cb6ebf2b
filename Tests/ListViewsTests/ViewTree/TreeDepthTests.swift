import ListViews
import TestSupport
import Testing

/// Trees are at most ``ViewNode/maximumDepth`` levels deep, so every walk over one (taps,
/// accessibility, layout, release) stays far from the end of the stack.
@Suite @MainActor struct TreeDepthTests {
  /// A chain of `levels` nodes below `root`; returns the deepest.
  func chain(below root: ViewNode, levels: Int) throws -> ViewNode {
    var last = root
    for _ in 0..<levels {
      let next = ViewNode(frame: ViewRect(x: 0, y: 0, width: 10, height: 10))
      try last.addSubview(next)
      last = next
    }
    return last
  }

  func root() -> ViewNode {
    ViewNode(frame: ViewRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func aTreeExactlyAsDeepAsTheMaximumIsAccepted() throws {
    let top = root()
    let deepest = try chain(below: top, levels: ViewNode.maximumDepth)
    #expect(top.hitTest(ViewPoint(x: 1, y: 1)) === deepest)
  }

  @Test func aViewOneLevelPastTheMaximumIsRefusedAndTheTreeKept() throws {
    let top = root()
    let deepest = try chain(below: top, levels: ViewNode.maximumDepth)
    let extra = ViewNode()
    #expect(throws: ViewTreeError.tooDeep(limit: ViewNode.maximumDepth)) {
      try deepest.addSubview(extra)
    }
    #expect(deepest.subviews.isEmpty && extra.superview == nil)
  }

  @Test func aTallSubtreeUnderADeepNodeIsRefused() throws {
    let top = root()
    let deep = try chain(below: top, levels: 600)
    let other = root()
    _ = try chain(below: other, levels: 500)
    #expect(throws: ViewTreeError.tooDeep(limit: ViewNode.maximumDepth)) {
      try deep.addSubview(other)
    }
    #expect(other.superview == nil && deep.subviews.isEmpty)
  }

  @Test func aDeepOverlayIsRefusedWithADiagnostic() throws {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([1]), diagnostics: log)
    let overlay = root()
    _ = try chain(below: overlay, levels: ViewNode.maximumDepth)
    table.overlayView = overlay
    #expect(table.overlayView == nil && overlay.superview == nil)
    #expect(
      log.entries == [.invalidHierarchy("overlayView: \(ViewTreeError.tooDeep(limit: 1_000))")])
  }

  @Test func theErrorsSayWhatWasRefused() {
    #expect(ViewTreeError.tooDeep(limit: 1_000).description.contains("1000 levels"))
    #expect(ViewTreeError.wouldCreateCycle.description.contains("ancestors"))
  }
}
