import EmptyState
import MallocCounter
import Testing

/// A scroll step that requests no page allocates nothing, counted by the malloc interposer.
///
/// Unlike ``AllocationTests``, these hold in debug builds too (checked), so they run in every
/// build the interposer is active in.
@Suite(.enabled(if: malloc_counter_is_active() != 0, "malloc is not interposed (sanitizer)"))
@MainActor
struct PagingAllocationTests {
  /// The allocations of 1,000 scroll steps, each showing one of `rows` as the last row, after
  /// 10 steps not counted.
  func allocations(scrolling list: PagedList, among rows: [Int]) -> UInt64 {
    for step in 0..<10 { list.scroll(toShowRow: rows[step % rows.count]) }
    let before = malloc_counter_thread_allocations()
    for step in 0..<1_000 { list.scroll(toShowRow: rows[step % rows.count]) }
    return malloc_counter_thread_allocations() - before
  }

  @Test func scrollStepsFarFromTheEndAllocateNothing() async throws {
    let list = try PagedList(pageSize: 30, prefetchDistance: 2)
    await list.answerFirstPage()
    #expect(allocations(scrolling: list, among: Array(10..<20)) == 0)
    #expect(list.gate.requests == [0])
  }

  @Test func scrollStepsNearTheEndWhileAPageLoadsAllocateNothing() async throws {
    let list = try PagedList(pageSize: 30, prefetchDistance: 2)
    await list.answerFirstPage()
    list.scroll(toShowRow: 29)
    #expect(list.loader.state == .loading)
    #expect(allocations(scrolling: list, among: [27, 28, 29]) == 0)
    #expect(list.events == [.didStartPage(.prefetch)])
  }

  @Test func scrollStepsNearTheEndOfAStoppedLoaderAllocateNothing() async throws {
    let list = try PagedList(pageSize: 30, prefetchDistance: 2)
    await list.answerFirstPage(next: 0)  // the first page's own cursor: the pages stop
    #expect(list.loader.state == .failed(PageLoadingError.repeatedCursor("0")))
    #expect(allocations(scrolling: list, among: [27, 28, 29]) == 0)
    #expect(list.gate.requests == [0])
  }

  @Test func scrollStepsNearTheEndAfterAFailedPageAllocateNothing() async throws {
    let list = try PagedList(pageSize: 30, prefetchDistance: 2)
    await list.answerFirstPage()
    list.scroll(toShowRow: 29)
    await list.failPage(1)
    #expect(list.loader.state == .failed(PagedList.Offline()))
    #expect(allocations(scrolling: list, among: [27, 28, 29]) == 0)
    #expect(list.gate.requests == [0, 1])
  }

  @Test func readingTheStateOfAStoppedLoaderAllocatesNothing() async throws {
    let list = try PagedList(pageSize: 30, prefetchDistance: 2)
    await list.answerFirstPage(next: 0)
    var loading = 0
    let before = malloc_counter_thread_allocations()
    for _ in 0..<1_000 where list.loader.state.kind == .loading { loading += 1 }
    #expect(malloc_counter_thread_allocations() - before == 0)
    #expect(loading == 0)
  }
}
