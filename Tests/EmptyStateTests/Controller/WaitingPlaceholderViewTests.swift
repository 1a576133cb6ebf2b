import EmptyState
import TestSupport
import Testing

/// A placeholder's view is built, placed and laid out by the call that shows it, and the
/// hostile paths around that build (app code run by it, layout read while the list lays out).
@Suite @MainActor struct WaitingPlaceholderViewTests {
  /// A table that had rows, with an empty view, emptied and reloaded once: its placeholder is
  /// shown.
  static func emptiedTable() -> (SectionsSource, TableView) {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    source.sections = [0]
    table.reloadData()
    return (source, table)
  }
}

extension WaitingPlaceholderViewTests {
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
    #expect(!table.subviews.contains { $0 is PlaceholderView })
  }

  @Test func aCustomViewFactoryThatChangesTheConfigurationDuringThePassLeavesOneCurrentView()
    throws
  {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    weak let weakTable = table
    var built = 0
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "Nothing",
      customView: CustomPlaceholderView {
        built += 1
        if built == 1 {  // hostile: the first build replaces the placeholder it builds
          weakTable?.emptyState.configuration.empty = try? EmptyStatePlaceholder(title: "New")
        }
        return ViewNode(frame: ViewRect(x: 0, y: 0, width: 40, height: 40))
      })
    source.sections = [0]
    table.reloadData()
    table.layoutIfNeeded()
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first?.titleNode.text == "New")
    #expect(table.emptyView === views.first)
  }

  @Test func aNodeMarkedForLayoutThenResizedStillTellsItsAttachmentsItWillLayout() {
    let node = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 100))
    let counter = WillLayoutCounter()
    node.addAttachment(counter)
    node.setNeedsLayout()
    node.frame.size.width = 200  // lays the node out at once, and clears its mark
    node.layoutIfNeeded()
    #expect(counter.count == 1)
  }
}

extension WaitingPlaceholderViewTests {
  @Test func anAttachmentReadingTheContentSizeAsItsListWillLayoutHearsOnePass() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    let reader = ReadsContentSizeOnWillLayout()
    table.addAttachment(reader)
    source.sections = [5]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(reader.calls == 1)
  }
}

extension WaitingPlaceholderViewTests {
  @Test func aDelegateSetAfterTheShowHearsAHideBeforeThePassAndNoViewStays() {
    let (source, table) = Self.emptiedTable()
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
    #expect(log.events == [.didChangePhase(.loading), .didReplacePlaceholder])
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first?.titleNode.text == "Loading")
    #expect(views.first?.frame.width ?? 0 > 0)
  }

  @Test func aViewShownAgainBeforeThePassIsTheOneBuiltBefore() throws {
    let (source, table) = Self.emptiedTable()
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
    let (_, table) = Self.emptiedTable()
    table.emptyState.reevaluate()
    table.layoutIfNeeded()
    let views = table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(views.count == 1)
    #expect(views.first?.needsLayout == false)
    #expect(views.first?.frame.width ?? 0 > 0)
  }

  @Test func aPlaceholderShownDuringTheListsOwnPassIsInTheListWhenTheCallReturns() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    table.setEmptyView(title: "Nothing")
    table.addAttachment(EmptiesOnLayout(source, table: table))
    source.sections = [20]  // pushes the footer down: the content area moves
    table.reloadData()  // the attachment hears it during the pass and empties the list
    #expect(table.emptyState.isShown)
    #expect(!table.needsLayout)
    let view = try #require(table.subviews.last as? PlaceholderView)
    #expect(table.contentArea == ViewRect(x: 0, y: 0, width: 320, height: 440))
    #expect(table.contentArea.contains(view.frame))
    #expect(table.footerView?.frame.maxY == Fixtures.bounds.height)  // back at the bottom
  }

  @Test func aBackgroundPlaceholderIsBehindTheRowsWhenTheReloadReturns() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.emptyState.configuration.options.placement = .background
    source.sections = [0]
    table.reloadData()
    let view = try #require(table.underlayView as? PlaceholderView)
    #expect(!view.needsLayout)
    #expect(view.frame.width > 0)
    #expect(table.overlayView == nil)
  }

  @Test func aListResizedBeforeThePassLaysTheWaitingViewOutInTheNewArea() throws {
    let (_, table) = Self.emptiedTable()
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
extension WaitingPlaceholderViewTests {
  @Test func showingAPlaceholderPutsItsLaidOutViewInTheListBeforeTheReloadReturns() throws {
    let (_, table) = Self.emptiedTable()
    #expect(table.emptyState.isShown)
    #expect(!table.needsLayout)
    let view = try #require(table.subviews.last as? PlaceholderView)
    #expect(!view.needsLayout)
    #expect(view.frame.width > 0)
    #expect(table.emptyView === view)
  }

  @Test func readingTheEmptyViewBuildsAndLaysOutAViewShownSinceTheLastPass() throws {
    let (_, table) = Self.emptiedTable()
    let view = try #require(table.emptyView)
    #expect(table.subviews.last === view)
    #expect(!view.needsLayout)
    #expect(view.frame.width > 0)
  }

  @Test func aPlaceholderHiddenByTheNextReloadLeavesTheListBeforeTheReloadReturns() {
    let (source, table) = Self.emptiedTable()
    let shown = table.emptyView
    source.sections = [2]
    table.reloadData()
    #expect(!table.emptyState.isShown)
    #expect(!table.subviews.contains { $0 is PlaceholderView })
    #expect(table.emptyView === shown)  // a view once built is kept while it is current
  }

  @Test func aConfigurationChangedBeforeTheNextPassStillReportsTheChangedContent() throws {
    let (_, table) = Self.emptiedTable()
    var events: [EmptyStateEvent] = []
    let token = table.emptyState.onEvent { _, event in events.append(event) }
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Still nothing")
    #expect(events == [.didReplacePlaceholder])
    #expect(table.emptyView?.titleNode.text == "Still nothing")
    token.cancel()
  }

  @Test func aComputedPlaceholderChangedBeforeTheNextPassStillReportsTheChangedContent() throws {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Nothing")
    table.emptyState.configuration.placeholderProvider = { _, context in
      .loading("No \(context["tab"].map { "\($0)" } ?? "items")")
    }
    source.sections = [0]
    table.reloadData()
    var events: [EmptyStateEvent] = []
    let token = table.emptyState.onEvent { _, event in events.append(event) }
    table.emptyState.customState = ["tab": "drafts"]
    #expect(events == [.didReplacePlaceholder])
    #expect(table.emptyView?.titleNode.text == "No drafts")
    token.cancel()
  }

  @Test func aListenerHearsDidAppearWithTheViewInTheList() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    var inList: [Bool] = []
    let token = table.emptyState.onEvent { table, event in
      guard event == .didAppear else { return }
      inList.append(table.subviews.contains { $0 is PlaceholderView })
    }
    source.sections = [0]
    table.reloadData()
    #expect(inList == [true])
    token.cancel()
  }

}

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
