import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Searching: an empty list says "No results for “…”" with the query, and a search load applies
/// its query together with its results.
@Suite @MainActor struct SearchTests {}

extension SearchTests {
  @Test func anEmptyListWhileSearchingNamesTheQuery() throws {
    let list = try LoadingList(rows: [0])
    list.emptyState.finishLoading()
    list.emptyState.searchQuery = "latte"
    #expect(list.table.emptyView?.titleNode.text == "No results for “latte”")
    #expect(list.table.emptyView?.detailNode.text == "Check the spelling or try a new search.")
  }

  @Test func aNewQueryWhileShownIsOneContentChange() throws {
    let list = try LoadingList(rows: [0])
    list.emptyState.finishLoading()
    list.emptyState.searchQuery = "latte"
    _ = list.takeEvents()
    list.emptyState.searchQuery = "mocha"
    #expect(list.takeEvents() == [.didReplacePlaceholder])
    #expect(list.table.emptyView?.titleNode.text == "No results for “mocha”")
  }

  @Test func clearingTheQueryBringsBackTheEmptyPlaceholder() throws {
    let list = try LoadingList(rows: [0])
    list.emptyState.finishLoading()
    list.emptyState.searchQuery = "latte"
    list.emptyState.searchQuery = ""
    #expect(list.emptyState.searchQuery == nil)
    #expect(list.table.emptyView?.titleNode.text == "No orders yet")
  }

  @Test func withoutAnEmptyPlaceholderASearchShowsNothing() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading…")
    table.emptyState.searchQuery = "latte"
    #expect(!table.emptyState.isShown)
  }

  @Test func aSearchAppliesItsQueryWithItsResults() async throws {
    let list = try LoadingList(rows: [0])
    list.emptyState.finishLoading()
    let gate = LoadGate<[Int]>()
    let source = list.source
    let task = list.table.emptyState.search("latte") { _ in
      try await gate.value()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    #expect(list.emptyState.searchQuery == nil)  // not before its results
    await list.succeed(gate, with: [0], task: task)
    #expect(list.emptyState.searchQuery == "latte")
    #expect(list.table.emptyView?.titleNode.text == "No results for “latte”")
  }

  @Test func theLoaderReceivesTheQuery() async throws {
    let list = try LoadingList()
    let received = LoadGate<String>()
    let task = list.table.emptyState.search("latte") { query in
      received.succeed(query)
      return [0]
    } apply: { _, _ in
    }
    await task.value
    #expect(try await received.value() == "latte")
  }

  @Test func aSearchForAnotherQuerySupersedesTheRunningOne() async throws {
    let list = try LoadingList()
    let first = LoadGate<[Int]>()
    let firstTask = list.table.emptyState.search("la") { _ in
      try await first.value()
    } apply: {
      _, _ in
    }
    list.table.emptyState.search("lat") { _ in
      [0]
    } apply: { _, _ in
    }
    await firstTask.value
    #expect(first.wasCancelled)
  }
}
