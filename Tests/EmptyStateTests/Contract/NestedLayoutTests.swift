import EmptyState
import TestSupport
import Testing

/// A layout read inside a layout pass never nests: a node already laying out starts no pass of
/// itself, so hostile attachments, factories and subclasses that reload and read the layout
/// from inside the pass end in a bounded number of steps (each hostile piece here also stops
/// itself after 1,000 calls, so that a regression fails the test instead of crashing it).
@Suite @MainActor struct NestedLayoutTests {
  /// The most calls a hostile piece makes before it stops on its own.
  static let selfStop = 1_000
}

extension NestedLayoutTests {
  @Test func anAttachmentThatReloadsAndReadsTheContentSizeAsTheListWillLayOutStops() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    let hostile = ReloadsThenReads(table: table, source: source, reloads: true, reads: true)
    table.addAttachment(hostile)
    source.sections = [5]
    table.reloadData()
    #expect(hostile.calls <= ViewNode.maximumWillLayoutRounds)
    #expect(table.contentSize.height == 5 * 44)
  }

  @Test func oneAttachmentReloadingAndAnotherReadingAsTheListWillLayOutStop() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    let reloader = ReloadsThenReads(table: table, source: source, reloads: true, reads: false)
    let reader = ReloadsThenReads(table: table, source: source, reloads: false, reads: true)
    table.addAttachment(reloader)
    table.addAttachment(reader)
    source.sections = [5]
    table.reloadData()
    #expect(reloader.calls <= ViewNode.maximumWillLayoutRounds)
    #expect(reader.calls <= ViewNode.maximumWillLayoutRounds)
  }

  @Test func aCustomViewFactoryThatHidesAndReshowsThenReadsTheLayoutIsCalledABoundedNumberOfTimes()
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
        if built < Self.selfStop, let table = weakTable {
          source.sections = [2]
          table.reloadData()
          source.sections = [0]
          table.reloadData()
          _ = table.contentSize
          _ = table.emptyView
        }
        return ViewNode(frame: ViewRect(x: 0, y: 0, width: 40, height: 40))
      })
    source.sections = [0]
    table.reloadData()
    #expect(built == 1)
    #expect(table.emptyState.isShown)
    #expect(ViewTreeCheck.placeholderViews(in: table).count == 1)
  }

  @Test func aSelfSizingTableWhoseLayoutReadsItsContentSizeLaysOutABoundedNumberOfTimes() {
    let source = SectionsSource([3])
    let table = SelfSizingTable(frame: Fixtures.bounds)
    table.dataSource = source
    source.sections = [5]
    table.reloadData()
    #expect(table.layouts <= 3)
    #expect(table.frame.height == 5 * 44)
  }
}

/// Reloads its list (emptied and refilled) and reads its content size as the list will lay out.
@MainActor
private final class ReloadsThenReads: ViewAttachment {
  weak var table: TableView?
  let source: SectionsSource
  let reloads: Bool
  let reads: Bool
  var calls = 0

  init(table: TableView, source: SectionsSource, reloads: Bool, reads: Bool) {
    (self.table, self.source, self.reloads, self.reads) = (table, source, reloads, reads)
  }

  func viewDidLayout(_ view: ViewNode) {}

  func viewWillLayout(_ view: ViewNode) {
    calls += 1
    guard calls < NestedLayoutTests.selfStop, let table else { return }
    if reloads { table.reloadData() }
    if reads { _ = table.contentSize }
  }
}

/// A table as tall as its content: its layout reads its content size and sets its height.
@MainActor
private final class SelfSizingTable: TableView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    guard layouts < NestedLayoutTests.selfStop else { return }
    let height = contentSize.height
    if frame.height != height { frame.size.height = height }
  }
}
