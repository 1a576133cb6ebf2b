import ListViews
import TestSupport
import Testing

/// Behaviour of `ListViews` that contradicts its documentation.
///
/// These tests fail until the bugs are fixed in `Sources/`; each says what is documented and
/// what happens instead. Run them with `swift test --filter KnownBugs`.
@Suite @MainActor struct KnownBugs {}

extension KnownBugs {
  /// A scroll view's background view keeps its old size after some resizes.
  ///
  /// `ScrollView.backgroundView` is documented as "filling the bounds", but a scroll view only
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
  /// changed: its size, or a scroll view's content area", but `ScrollView.layoutSubviews()`
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

  /// An invalid batch is reported by a later update than its first invalid one.
  ///
  /// An invalid update is documented to be reported "naming the first update that refers to
  /// something that does not exist" (`UpdatePlan.init`), but insert and move destinations are
  /// only checked after every update's old paths: an out-of-range insert that comes first in the
  /// batch is passed over, and the diagnostic names a later update.
  @Test func invalidBatchIsReportedByItsFirstInvalidUpdate() {
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
    #expect(culprit == insert)
  }
}

@MainActor
private final class LayoutCounter: ViewAttachment {
  var calls = 0

  func viewDidLayout(_ view: ViewNode) {
    calls += 1
  }
}
