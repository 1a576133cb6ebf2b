import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A table whose content is loaded a page at a time from a ``PageGate``, on a test clock.
@MainActor
final class PagedList {
  let table: TableView
  let source: SectionsSource
  let gate: PageGate
  let clock = TestClock()
  let diagnostics = DiagnosticLog()
  private(set) var rows: [Int] = []
  private(set) var placements: [PagePlacement] = []
  /// The page events (starts and ends), in order.
  private(set) var events: [PageEvent] = []
  /// The states the footer changed to, in order (``PageEvent/footerStateChanged(_:)``).
  private(set) var footerChanges: [PageLoadState] = []
  /// Every event, in order.
  private(set) var allEvents: [PageEvent] = []
  private(set) weak var pages: PagedLoader<TableView, Int, [Int]>?
  private var token: HookToken?

  /// Loads the first page of `pageSize` rows at cursor 0; the test answers it.
  init(pageSize: Int = 30, prefetchDistance: Int = 2) throws {
    source = SectionsSource([0])
    table = Fixtures.table(source, diagnostics: diagnostics)
    gate = PageGate(pageSize: pageSize)
    table.emptyState.clock = clock
    table.emptyState.configuration.empty = EmptyStatePlaceholder(label: .title("No orders"))
    table.emptyState.configuration.failure = EmptyStatePlaceholder(label: .title("Offline"))
    let gate = self.gate
    let pages = table.loadPages(startingAt: 0, prefetchDistance: prefetchDistance) { cursor in
      try await gate.page(cursor)
    } apply: { [unowned self] table, items, placement in
      if placement == .replacingContent { rows = [] }
      rows += items
      placements.append(placement)
      source.sections = [rows.count]
      table.reloadData()
    }
    self.pages = pages
    token = pages.onEvent { [unowned self] _, event in
      allEvents.append(event)
      guard case .footerStateChanged(let state) = event else { return events.append(event) }
      footerChanges.append(state)
    }
  }

  /// The loader of pages; the table keeps it.
  var loader: PagedLoader<TableView, Int, [Int]> {
    guard let pages else { preconditionFailure("the table was released") }
    return pages
  }

  /// Answers the first page (cursor 0) and waits until it is applied.
  func answerFirstPage(next: Int?? = .none) async {
    let task = table.emptyState.loadTask
    gate.answer(0, next: next)
    await task?.value
  }

  /// Answers the page request under way and waits until it is handled.
  func answerPage(_ cursor: Int, next: Int?? = .none) async {
    let task = loader.pageTask
    gate.answer(cursor, next: next)
    await task?.value
  }

  /// Fails the page request under way and waits until it is handled.
  func failPage(_ cursor: Int, with error: any Error = Offline()) async {
    let task = loader.pageTask
    gate.fail(cursor, with: error)
    await task?.value
  }

  /// Scrolls so that the bottom of the bounds shows row `row` (counted from 0) as the last.
  func scroll(toShowRow row: Int) {
    table.contentOffset = offset(showingRow: row)
  }

  /// The content offset at which the bottom of the bounds shows row `row` as the last.
  func offset(showingRow row: Int) -> ViewPoint {
    let bottom = Double(row + 1) * table.rowHeight
    return ViewPoint(x: 0, y: max(0, bottom - table.bounds.height))
  }

  struct Offline: Error, Equatable, CustomStringConvertible {
    var description: String { "offline" }
  }
}
