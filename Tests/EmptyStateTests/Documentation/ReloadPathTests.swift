import EmptyState
import TestSupport
import Testing

/// The path "How a reload flows" writes out step by step, as a test: a list that had rows is
/// emptied and reloaded once, and that one reload shows the placeholder.
///
/// `.ci/reload-path.py` runs this test under gdb and lists every file of `Sources/` whose code
/// runs inside `tracedReload(_:)`, in the order first entered; the article's
/// count comes from it.
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

  /// Traced by `.ci/core-entries.py`, which counts the calls from the controller into the core.
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
}

/// The one reload the path is traced through; never inlined, so that the tracer can stop at
/// its start and its return.
@inline(never) @MainActor func tracedReload(_ table: TableView) {
  table.reloadData()
}
