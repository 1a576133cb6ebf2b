import EmptyState
import TestSupport
import Testing

/// Loads and computed placeholders add no work to the steady state: once a load has ended, or
/// with a placeholder provider set, a reload that changes nothing allocates nothing.
extension AllocationTests {
  @Test func reloadsAfterAManagedLoadAllocateNothing() async {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    table.emptyState.configuration.options.loadingTiming = .immediate
    let task = table.emptyState.load {
      [0, 0]
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    await task.value
    #expect(table.emptyState.phase == .loaded)
    #expect(allocations(of: 1_000, on: table) == 0)
  }

  @Test func reloadsWithAPlaceholderProviderAllocateNothing() {
    let table = Fixtures.table(SectionsSource([0]))
    table.emptyState.configuration.placeholderProvider = { _, context in
      .search(context.searchQuery ?? "orders")
    }
    #expect(table.emptyState.isShown)
    #expect(allocations(of: 1_000, on: table) == 0)
  }
}
