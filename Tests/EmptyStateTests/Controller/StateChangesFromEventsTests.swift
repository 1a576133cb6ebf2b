import EmptyState
import TestSupport
import Testing

/// Event handlers and predicates that change the empty state while it is being changed: the
/// outer change finishes, one more pass decides again, and the list ends consistent.
@Suite @MainActor struct StateChangesFromEventsTests {
  /// The placeholder views in the list (front or background), which must match what is shown.
  func placeholderViews(in table: TableView) -> [PlaceholderView] {
    table.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? PlaceholderView }
  }

  @Test func handlerRemovingThePlaceholderAsItAppearsLeavesNothingShown() {
    let table = Fixtures.table(SectionsSource([]))
    let token = table.onEmptyStateEvent { table, event in
      if event == .willAppear { table.removeEmptyView() }
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    #expect(!table.emptyState.isShown)
    #expect(placeholderViews(in: table).isEmpty)
  }

  @Test func handlerFinishingTheLoadAsLoadingAppearsShowsOnlyTheEmptyPlaceholder() throws {
    let list = try PhasedList(rows: [0])
    let token = list.table.onEmptyStateEvent { table, event in
      if event == .willAppear, table.emptyState.phase == .loading {
        table.emptyState.finishLoading()
      }
    }
    defer { token.cancel() }
    list.table.emptyState.beginLoading()
    #expect(list.shown == .empty)
    #expect(placeholderViews(in: list.table).map(\.kind) == [.empty])
    list.source.sections = [2]
    list.table.reloadData()
    #expect(placeholderViews(in: list.table).isEmpty)
  }

  @Test func handlerStartingALoadAsThePlaceholderDisappearsShowsTheLoadingPlaceholder() throws {
    let list = try PhasedList(rows: [0])
    list.table.emptyState.finishLoading()
    let token = list.table.onEmptyStateEvent { table, event in
      if event == .willDisappear { table.emptyState.beginLoading() }
    }
    defer { token.cancel() }
    list.source.sections = [1]
    list.table.reloadData()
    list.table.emptyState.configuration.options.refresh = .replaceContent
    #expect(list.shown == .loading)
    #expect(placeholderViews(in: list.table).map(\.kind) == [.loading])
  }

  @Test func predicateThatReloadsDoesNotShowThePlaceholderTwice() throws {
    let list = try PhasedList(rows: [0])
    var reloading = false
    list.table.emptyState.configuration.shouldDisplay = { table in
      if !reloading {
        reloading = true
        table.reloadData()
      }
      return true
    }
    let log = EventLog(observing: list.table.emptyState)
    list.table.emptyState.finishLoading()
    #expect(log.appearances == 1)
    #expect(placeholderViews(in: list.table).count == 1)
  }
}
