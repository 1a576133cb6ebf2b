import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Every public call that can change what a list shows returns with the list's tree laid out.
///
/// The placeholder the empty state reports is in the list, laid out in the content area,
/// hit-testable and read by a screen reader (or no placeholder view is there); nothing is left
/// marked for a later layout pass. Checked by ``ViewTreeCheck``, which runs no layout first.
@Suite @MainActor struct PublicCallTreeTests {
  /// A public call, from a list with a section of three rows and an empty view attached.
  enum Call: String, CaseIterable, CustomTestStringConvertible {
    case reloadData, insertRows, deleteRows, moveRow, reloadRows
    case insertSections, deleteSections, moveSection, reloadSections
    case performBatchUpdates, beginAndEndUpdates, snapshotApply
    case phaseChange, configurationChange, reevaluate, attach, remove, resize, traits
    case loadApply, loadingDelayTimer, pageApply

    var testDescription: String { rawValue }

    /// Whether a placeholder shows once the call returns.
    var showsPlaceholder: Bool {
      switch self {
      case .insertRows, .moveRow, .reloadRows, .insertSections, .moveSection, .remove, .pageApply:
        false
      default:
        true
      }
    }
  }

  @Test(arguments: Call.allCases)
  func theCallReturnsWithTheTreeLaidOut(_ call: Call) async throws {
    let list = try CallScene(call)
    await list.perform(call)
    let table = list.table
    #expect(table.emptyState.isShown == call.showsPlaceholder)
    let problem = ViewTreeCheck.problem(
      in: table, shown: table.emptyState.shownPlaceholder)
    #expect(problem == nil)
    if let footer = table.footerView {
      let rows = Double((0..<table.numberOfSections).map(table.numberOfRows).reduce(0, +))
      let bottom = table.bounds.height - footer.frame.height
      #expect(footer.frame.minY == max(rows * table.rowHeight, bottom))
    }
  }
}

/// A table of one section of three rows with a footer (the page strip, for pages) and an empty
/// view, and what each call needs: a test clock, the placeholders of every phase.
@MainActor
private struct CallScene {
  let source: SectionsSource
  let table: TableView
  let clock = TestClock()

  init(_ call: PublicCallTreeTests.Call) throws {
    source = SectionsSource([3])
    table = Fixtures.table(source)
    if call != .pageApply {  // pages bring their own footer
      table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    }
    table.emptyState.clock = clock
    guard call != .attach else { return }
    table.emptyState.configuration = try PhasedList.configuration(
      options: EmptyStateOptions(loadingTiming: call == .loadingDelayTimer ? .standard : .immediate)
    )
  }

  func perform(_ call: PublicCallTreeTests.Call) async {
    let first = ListIndexPath(row: 0, section: 0)
    switch call {
    case .reloadData:
      empty { table.reloadData() }
    case .insertRows:
      source.sections = [4]
      table.insertRows(at: [ListIndexPath(row: 3, section: 0)])
    case .deleteRows:
      empty { table.deleteRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) }) }
    case .moveRow:
      table.moveRow(at: first, to: ListIndexPath(row: 2, section: 0))
    case .reloadRows:
      table.reloadRows(at: [first])
    case .insertSections:
      source.sections = [3, 2]
      table.insertSections([1])
    case .deleteSections:
      source.sections = []
      table.deleteSections([0])
    case .moveSection:
      source.sections = [3, 0]
      table.insertSections([1])
      source.sections = [0, 3]
      table.moveSection(1, toSection: 0)
    case .reloadSections:
      empty { table.reloadSections([0]) }
    case .performBatchUpdates:
      table.performBatchUpdates {
        source.sections = [0]
        table.deleteRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) })
      }
    case .beginAndEndUpdates:
      table.beginUpdates()
      empty { table.deleteRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) }) }
      table.endUpdates()
    case .snapshotApply:
      applyEmptySnapshot()
    case .phaseChange:
      empty { table.reloadData() }
      table.emptyState.beginLoading()
    case .configurationChange:
      empty { table.reloadData() }
      table.emptyState.configuration.empty = try? EmptyStatePlaceholder(title: "Nothing yet")
    case .reevaluate:
      empty { table.reloadData() }
      table.emptyState.reevaluate()
    case .attach:
      empty { table.reloadData() }
      table.setEmptyView(title: "No orders yet")
    case .remove:
      empty { table.reloadData() }
      table.removeEmptyView()
    case .resize:
      empty { table.reloadData() }
      table.frame = ViewRect(x: 0, y: 0, width: 640, height: 320)
    case .traits:
      empty { table.reloadData() }
      table.traitOverrides.textSize = .accessibilityLarge
    case .loadApply:
      let source = source
      table.emptyState.load {
        [Int]()
      } apply: { table, rows in
        source.sections = rows
        table.reloadData()
      }
      await table.emptyState.settle()
    case .loadingDelayTimer:
      empty { table.reloadData() }
      table.emptyState.beginLoading()
      await table.emptyState.settle(running: clock)
    case .pageApply:
      await loadTwoPages()
    }
  }

  /// Empties the data source, then runs the call that tells the list.
  private func empty(_ body: () -> Void) {
    source.sections = [0]
    body()
  }

  /// A diffable data source takes over the table, then an empty snapshot is applied.
  private func applyEmptySnapshot() {
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, id in "\(id)" }
    var snapshot = ListSnapshot<Int, Int>()
    try? snapshot.appendSections([0])
    try? snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    dataSource.apply(ListSnapshot())
    withExtendedLifetime(dataSource) {}
  }

  /// Pages of three rows, the second one appended with an insert.
  private func loadTwoPages() async {
    let source = source
    source.sections = [0]
    table.reloadData()
    let pages = table.loadPages(startingAt: 1) { page in
      LoadedPage(items: [Int](repeating: page, count: 3), next: page + 1)
    } apply: { table, items, placement in
      let start = placement == .appendingToContent ? source.sections[0] : 0
      source.sections = [start + items.count]
      guard placement == .appendingToContent else { return table.reloadData() }
      table.insertRows(at: (start..<start + items.count).map { ListIndexPath(row: $0, section: 0) })
    }
    await table.emptyState.settle()
    pages.loadNextPage()
    await pages.pageTask?.value
    await table.emptyState.settle(running: clock)
  }
}
