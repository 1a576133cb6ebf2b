import ListViews
import TestSupport
import Testing

/// Bugs found by the unit tests of the internals, each kept as the test that found it: the
/// documentation said one thing and the code did another, until the fix.
@Suite @MainActor struct RegressionTests {}

extension RegressionTests {
  /// A scroll view's background view keeps its old size after some resizes.
  ///
  /// `ScrollingView.backgroundView` is documented as "filling the bounds", but a scroll view only
  /// resizes it when the header, footer, content area or content size moved
  /// (`layoutContentIfNeeded` compares a `ContentLayout` that does not include the bounds). A
  /// header taller than the list pins all of those, so a height change leaves the background at
  /// the old size.
  @Test func backgroundViewFillsTheBoundsAfterAResizeThatMovesNothingElse() {
    let table = Fixtures.table(SectionsSource([1]))
    let background = ViewNode()
    table.backgroundView = background
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 600))
    table.frame = ViewRect(x: 0, y: 0, width: 320, height: 400)
    #expect(background.frame == table.bounds)
  }

  /// A scroll view's attachments miss a size change that leaves the content area in place.
  ///
  /// `ViewAttachment.viewDidLayout(_:)` is documented to be called when "the view's layout
  /// changed: its size, or a scroll view's content area", but `ScrollingView.layoutSubviews()`
  /// does not call `super` and tells attachments only when the content area moved. Same set-up
  /// as above: the list's size changes, its attachments hear nothing.
  @Test func scrollViewAttachmentHearsASizeChangeThatLeavesTheContentAreaInPlace() {
    let table = Fixtures.table(SectionsSource([1]))
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 600))
    let recorder = LayoutCounter()
    table.addAttachment(recorder)
    let area = table.contentArea
    table.frame = ViewRect(x: 0, y: 0, width: 320, height: 400)
    #expect(table.contentArea == area)
    #expect(recorder.calls == 1)
  }

  /// A new underlay goes in front of an ordinary subview once the background view left the tree.
  ///
  /// `underlayView` is documented to stay "behind every other subview (in front of a scroll
  /// view's background view), whatever is added later". Once the background view has been taken
  /// out of the tree with `removeFromSuperview()`, the scroll view still counts it as a back
  /// layer (`backgroundLayerCount` looks at the `backgroundView` property, which
  /// `removeFromSuperview()` does not clear), so a new underlay is inserted at index 1, in front
  /// of an ordinary subview.
  @Test func underlayIsBackMostAfterTheBackgroundViewLeftTheTree() throws {
    let table = Fixtures.table(SectionsSource([1]))
    let background = ViewNode()
    table.backgroundView = background
    let other = ViewNode()
    try table.addSubview(other)
    background.removeFromSuperview()
    let underlay = ViewNode()
    table.underlayView = underlay
    #expect(table.subviews.first === underlay)
  }

  /// An invalid batch names the first problem of the earliest round of checks.
  ///
  /// Positions after the batch (inserts) can only be checked once every update is known, so a
  /// bad delete is named before a bad insert that comes earlier in the batch, as
  /// `UpdatePlan.init` now documents (it used to promise "the first update").
  @Test func invalidBatchNamesTheFirstProblemOfTheEarliestRoundOfChecks() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    let insert = ListUpdate.insertItems([ListIndexPath(row: 5, section: 0)])
    let delete = ListUpdate.deleteItems([ListIndexPath(row: 9, section: 0)])
    table.performBatchUpdates {
      table.apply(insert)
      table.apply(delete)
    }
    guard case .invalidUpdate(let culprit, _) = log.entries.first else {
      Issue.record("expected an invalid update, got \(log.entries)")
      return
    }
    #expect(culprit == delete)
  }
}

@MainActor
private final class LayoutCounter: ViewAttachment {
  var calls = 0

  func viewDidLayout(_ view: ViewNode) {
    calls += 1
  }
}
