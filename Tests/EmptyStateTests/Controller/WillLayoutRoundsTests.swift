import EmptyState
import TestSupport
import Testing

/// A placeholder shown while the list tells its attachments that it will lay out: they hear
/// again, so that the view is built and laid out in that same pass.
@Suite @MainActor struct WillLayoutRoundsTests {
  @Test func aPlaceholderShownByAnAttachmentAsTheListWillLayOutIsBuiltInThatPass() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Nothing")
    table.addAttachment(EmptiesOnWillLayout(source, table: table))  // after the controller
    source.sections = [5]
    table.reloadData()
    table.layoutIfNeeded()  // the attachment empties the list as the list will lay out
    #expect(table.emptyState.isShown)
    #expect(!table.needsLayout)
    #expect(table.subviews.contains { $0 is PlaceholderView })
  }

  @Test func aCustomViewFactoryThatHidesAndShowsAgainWhileBuiltLeavesTheViewItBuiltShown()
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
    table.reloadData()  // the factory's hide and show come after the build, as one more pass
    #expect(table.emptyState.isShown)
    #expect(table.subviews.filter { $0 is PlaceholderView }.count == 1)
    #expect(built == 1)
  }
}

extension WillLayoutRoundsTests {
  @Test func anAttachmentThatMarksItsNodeOnEveryRoundHearsABoundedNumberOfRounds() {
    let node = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 100))
    let marker = MarksOnWillLayout()
    node.addAttachment(marker)
    node.setNeedsLayout()
    node.layoutIfNeeded()
    #expect(marker.rounds == ViewNode.maximumWillLayoutRounds)
    #expect(node.needsLayout)  // the last mark waits for the next pass
  }
}

/// Marks its node again every time it hears that the node will lay out.
@MainActor
private final class MarksOnWillLayout: ViewAttachment {
  var rounds = 0
  func viewDidLayout(_ view: ViewNode) {}
  func viewWillLayout(_ view: ViewNode) {
    rounds += 1
    view.setNeedsLayout()
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
