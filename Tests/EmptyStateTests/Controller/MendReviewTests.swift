import EmptyState
import TestSupport
import Testing

/// Review of the mend of the waiting placeholder view: a placeholder shown while the list
/// tells its attachments that it will lay out.
@Suite @MainActor struct MendReviewTests {
  @Test func aPlaceholderShownByAnAttachmentAsTheListWillLayOutIsBuiltOnTheNextPass() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.addAttachment(EmptiesOnWillLayout(source, table: table))  // after the controller
    source.sections = [5]
    table.reloadData()
    table.layoutIfNeeded()  // the attachment empties the list as the list will lay out
    table.layoutIfNeeded()
    #expect(table.emptyState.isShown)
    withKnownIssue("layOutNow clears the mark the show made; the pending view is never built") {
      #expect(table.subviews.contains { $0 is PlaceholderView })
    }
  }

  @Test func aCustomViewFactoryThatHidesAndShowsAgainDuringThePassLeavesTheViewToTheNextPass()
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
        if built == 1 {  // hostile: the first build hides the placeholder and shows it again
          source.sections = [2]
          weakTable?.reloadData()
          source.sections = [0]
          weakTable?.reloadData()
        }
        return ViewNode(frame: ViewRect(x: 0, y: 0, width: 40, height: 40))
      })
    source.sections = [0]
    table.reloadData()
    table.layoutIfNeeded()  // the first build is dropped: a new show waits
    table.layoutIfNeeded()
    #expect(table.emptyState.isShown)
    withKnownIssue("the new record's mark is cleared by layOutNow; no pass builds it") {
      #expect(table.subviews.contains { $0 is PlaceholderView })
      #expect(built == 2)
    }
  }
}

/// Empties its list once, as the list will lay out.
@MainActor
private final class EmptiesOnWillLayout: ViewAttachment {
  let source: SectionsSource
  weak var table: TableView?
  init(_ source: SectionsSource, table: TableView) { (self.source, self.table) = (source, table) }
  func viewDidLayout(_ view: ViewNode) {}
  func viewWillLayout(_ view: ViewNode) {
    guard source.sections != [0] else { return }
    source.sections = [0]
    table?.reloadData()
  }
}
