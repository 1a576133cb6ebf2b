import EmptyState
import TestSupport
import Testing

/// A placeholder shown where nothing fades waits for the list's next layout pass to be built:
/// what happens between the show and that pass.
@Suite @MainActor struct PendingViewReviewTests {}

extension PendingViewReviewTests {
  @Test func aCustomViewFactoryThatFillsTheListDuringThePassLeavesNoPlaceholderInTheList() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    weak let weakTable = table
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "Nothing",
      customView: CustomPlaceholderView {
        // Hostile: the factory runs on the layout pass and fills the list.
        source.sections = [2]
        weakTable?.reloadData()
        return ViewNode(frame: ViewRect(x: 0, y: 0, width: 40, height: 40))
      })
    source.sections = [0]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(!table.emptyState.isShown)
    // The view built outside a decision pass is placed after the hide the factory led to.
    withKnownIssue("review-18: the waiting view is built outside the evaluations") {
      #expect(!table.subviews.contains { $0 is PlaceholderView })
    }
  }

  @Test func aNodeMarkedForLayoutThenResizedStillTellsItsAttachmentsItWillLayout() {
    let node = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 100))
    let counter = WillLayoutCounter()
    node.addAttachment(counter)
    node.setNeedsLayout()
    node.frame.size.width = 200  // lays the node out at once, and clears its mark
    node.layoutIfNeeded()
    withKnownIssue("review-18: a resize clears the mark without viewWillLayout") {
      #expect(counter.count == 1)
    }
  }
}

extension PendingViewReviewTests {
  @Test func anAttachmentReadingTheContentSizeAsItsListWillLayoutHearsOnePass() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    let reader = ReadsContentSizeOnWillLayout()
    table.addAttachment(reader)
    source.sections = [5]
    table.reloadData()
    table.layoutIfNeeded()
    // The mark is cleared after the attachments hear of the pass: a read from there runs the
    // pass again, and again.
    withKnownIssue("review-18: viewWillLayout re-enters the pass it announces") {
      #expect(reader.calls == 1)
    }
  }
}

extension PendingViewReviewTests {
  @Test func aDelegateSetAfterTheShowHearsAHideBeforeThePassAndNoViewStays() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadData()
    let delegate = DelegateLog()
    table.emptyState.delegate = delegate
    source.sections = [2]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(delegate.calls == ["willDisappear", "didDisappear"])
    #expect(!table.subviews.contains { $0 is PlaceholderView })
  }

  @Test func aPhaseChangeBeforeThePassLeavesOneViewShowingTheNewPlaceholder() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading")
    source.sections = [0]
    table.reloadData()
    let log = EventLog(observing: table.emptyState)
    table.emptyState.phase = .loading
    table.layoutIfNeeded()
    #expect(log.events == [.didChangePhase(.loading), .didChangeContent])
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first?.titleNode.text == "Loading")
    #expect(views.first?.frame.width ?? 0 > 0)
  }

  @Test func aViewShownAgainBeforeThePassIsTheOneBuiltBefore() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadData()
    let first = try #require(table.emptyView)
    source.sections = [2]
    table.reloadData()
    source.sections = [0]
    table.reloadData()
    table.layoutIfNeeded()
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first === first)
    #expect(first.frame.width > 0)
  }

  @Test func reevaluateBeforeThePassLeavesOneLaidOutView() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadData()
    table.emptyState.reevaluate()
    table.layoutIfNeeded()
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first?.needsLayout == false)
    #expect(views.first?.frame.width ?? 0 > 0)
  }

  @Test func aPlaceholderShownDuringThePassIsInTheListWhenThePassEnds() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.addAttachment(EmptiesOnLayout(source, table: table))
    source.sections = [5]
    table.reloadData()
    table.layoutIfNeeded()  // the content area moves; the attachment empties the list
    #expect(table.emptyState.isShown)
    // The list marked itself during its own pass: the view waits for one more pass.
    withKnownIssue("review-18: a show during the list's layout pass is not built by it") {
      #expect(table.subviews.contains { $0 is PlaceholderView })
    }
  }

  @Test func aBackgroundPlaceholderIsBuiltBehindTheRowsOnThePass() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.emptyState.configuration.options.placement = .background
    source.sections = [0]
    table.reloadData()
    #expect(table.underlayView == nil)
    table.layoutIfNeeded()
    let view = try #require(table.underlayView as? PlaceholderView)
    #expect(!view.needsLayout)
    #expect(view.frame.width > 0)
    #expect(table.overlayView == nil)
  }

  @Test func aListResizedBeforeThePassLaysTheWaitingViewOutInTheNewArea() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadData()
    table.frame.size.width = Fixtures.bounds.width * 2
    table.layoutIfNeeded()
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    let view = try #require(views.first)
    #expect(!view.needsLayout)
    #expect(view.frame.maxX > Fixtures.bounds.width)
  }
}

/// Empties its list once, the first time the list's content area moves.
@MainActor
private final class EmptiesOnLayout: ViewAttachment {
  let source: SectionsSource
  weak var table: TableView?
  init(_ source: SectionsSource, table: TableView) { (self.source, self.table) = (source, table) }
  func viewDidLayout(_ view: ViewNode) {
    guard source.sections != [0] else { return }
    source.sections = [0]
    table?.reloadData()
  }
}

/// Reads its list's content size as it hears that the list will lay out (stops after 10, so a
/// recursion cannot crash the test).
@MainActor
private final class ReadsContentSizeOnWillLayout: ViewAttachment {
  var calls = 0
  func viewDidLayout(_ view: ViewNode) {}
  func viewWillLayout(_ view: ViewNode) {
    calls += 1
    guard calls < 10 else { return }
    _ = (view as? ScrollingView)?.contentSize
  }
}

/// Counts the layout passes a node announces to its attachments.
@MainActor
private final class WillLayoutCounter: ViewAttachment {
  var count = 0
  func viewDidLayout(_ view: ViewNode) {}
  func viewWillLayout(_ view: ViewNode) { count += 1 }
}
