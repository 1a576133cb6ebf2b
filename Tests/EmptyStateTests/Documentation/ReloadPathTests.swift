import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// The path "How a reload flows" writes out step by step, as a test: a list that had rows is
/// emptied and reloaded once, and that one reload shows the placeholder.
///
/// `.ci/reload-path.py` runs this test under gdb and lists every file of `Sources/` whose code
/// runs inside `tracedReload(_:)`, in the order first entered; the article's
/// count comes from it. `.ci/load-path.py` does the same for a load and a page request, between
/// `tracedPathOpens()` and `tracedPathCloses()`.
@MainActor struct ReloadPathTests {
  @Test func aReloadThatEmptiesTheListShowsThePlaceholder() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    #expect(!table.emptyState.isShown)
    source.sections = [0]
    tracedReload(table)
    #expect(table.emptyState.shownPlaceholder == .empty)
    #expect(table.emptyView?.titleNode.text == "No orders yet")  // built on this read
  }

  /// The same reload with no empty state attached: the list's own share of the path, which
  /// runs whatever the empty state does (`RELOAD_PATH_TEST=` this test's name).
  @Test func aReloadThatEmptiesAListWithoutAnEmptyStateRunsOnlyTheList() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    source.sections = [0]
    tracedReload(table)
    #expect(table.isContentEmpty)
    #expect(table.attachment(ofType: EmptyStateController<TableView>.self) == nil)
  }

  /// Traced by `.ci/core-entries.py`, which counts the calls from the controller into the machine.
  @Test func aLoadThatReturnsRowsEndsLoadedWithNoPlaceholder() async {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    table.emptyState.configuration.options.loadingTiming = .immediate
    let task = table.emptyState.load {
      [3]
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    await task.value
    #expect(table.emptyState.phase == .loaded)
    #expect(!table.emptyState.isShown)
  }

  /// The load `.ci/load-path.py` traces by default.
  ///
  /// The standard timing, on a clock that never moves: the load ends within its show delay,
  /// so the displayed phase never becomes loading, and the shown empty placeholder is hidden
  /// by the one decision after the rows and the phase.
  /// The steps the script reports: the call of `load`, the loader and the completion, the
  /// apply step, the rest of the task.
  @Test func aLoadThatReturnsRowsWithinTheShowDelayHidesThePlaceholder() async {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    table.emptyState.clock = TestClock()
    let emptyState = table.emptyState
    #expect(emptyState.shownPlaceholder == .empty)
    tracedPathOpens()
    let task = emptyState.load {
      [3]
    } apply: { table, rows in
      tracedPathStep()
      source.sections = rows
      table.reloadData()
      tracedPathStep()
    }
    tracedPathStep()
    await task.value
    tracedPathCloses()
    #expect(emptyState.phase == .loaded)
    #expect(emptyState.shownPlaceholder == nil)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  /// A page request from a scroll, traced by `.ci/load-path.py` (`LOAD_PATH_TEST=` its name).
  ///
  /// The steps the script reports: from the scroll until the request's task is made (the
  /// script stops there), the rest of the scroll, then, with the answer given before, from
  /// awaiting the request's task until the page is appended.
  @Test func aScrollNearTheEndRequestsAPageThatIsAppended() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.gate.answer(1)  // kept for the request: its loader returns at once
    let offset = list.offset(showingRow: 27)  // 2 rows below the last shown: the distance
    tracedPathOpens()
    list.table.contentOffset = offset
    tracedPathCloses()
    #expect(list.loader.state == .loading)
    #expect(list.events == [.didStartPage(.prefetch)])
    let task = try #require(list.loader.pageTask)
    tracedPathOpens()
    await task.value
    tracedPathCloses()
    #expect(list.gate.requests == [0, 1])
    #expect(list.rows == list.gate.rows(0) + list.gate.rows(1))
    #expect(list.placements == [.replacingContent, .appendingToContent])
    #expect(list.events == [.didStartPage(.prefetch), .didEndPage(.prefetch, .succeeded)])
  }
}

/// The one reload the path is traced through; never inlined, so that the tracer can stop at
/// its start and its return.
@inline(never) @MainActor func tracedReload(_ table: TableView) {
  table.reloadData()
}

/// Where `.ci/load-path.py` starts recording the files entered (or goes on, after
/// `tracedPathCloses()`); never inlined, so that the tracer can stop at it.
@inline(never) func tracedPathOpens() {}

/// Where `.ci/load-path.py` starts the next step of the path it records.
@inline(never) func tracedPathStep() {}

/// Where `.ci/load-path.py` stops recording until the next `tracedPathOpens()`.
@inline(never) func tracedPathCloses() {}
