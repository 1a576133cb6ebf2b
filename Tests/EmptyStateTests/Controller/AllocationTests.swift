import EmptyState
import MallocCounter
import TestSupport
import Testing

/// Whether this is an optimized build: the zero-allocation guarantee is for optimized code
/// (unoptimized code boxes closure contexts); `.ci/run` runs this suite with `-c release`.
private let isOptimizedBuild: Bool = {
  #if DEBUG
    return false
  #else
    return true
  #endif
}()

/// Heap allocations counted for real, by the malloc interposer linked into the tests.
///
/// The count is thread-local, so tests on other threads do not disturb it. Off under sanitizers,
/// which own malloc themselves, and in debug builds.
@Suite(
  .enabled(if: malloc_counter_is_active() != 0, "malloc is not interposed (sanitizer)"),
  .enabled(
    if: isOptimizedBuild, "allocation counts hold for optimized builds: swift test -c release"))
@MainActor
struct AllocationTests {
  func allocations(of reloads: Int, on table: TableView) -> UInt64 {
    for _ in 0..<10 { table.reloadData() }
    let before = malloc_counter_thread_allocations()
    for _ in 0..<reloads { table.reloadData() }
    return malloc_counter_thread_allocations() - before
  }

  @Test func counterSeesAnAllocation() {
    let before = malloc_counter_thread_allocations()
    let array = Array(repeating: 1, count: 100)
    #expect(malloc_counter_thread_allocations() > before)
    #expect(array.count == 100)
  }

  @Test func reloadsWhileTheViewStaysShownAllocateNothing() {
    let source = SectionsSource([0])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
    #expect(allocations(of: 1_000, on: table) == 0)
  }

  @Test func reloadsWhileTheViewStaysHiddenAllocateNothing() {
    let source = SectionsSource(Array(repeating: 3, count: 500))
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    #expect(allocations(of: 1_000, on: table) == 0)
  }

  @Test func attachingAnEmptyViewWithATapBlockMakesAtMostTenAllocations() {
    let source = SectionsSource([5])
    func attach() -> UInt64 {
      // A list with nothing else attached, as an app's would be.
      let table = TableView(frame: Fixtures.bounds)
      table.dataSource = source
      table.reloadData()
      let before = malloc_counter_thread_allocations()
      table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
      return malloc_counter_thread_allocations() - before
    }
    _ = attach()  // the first attach also makes what every later one shares
    #expect(attach() <= 10)
  }
}

extension AllocationTests {
  /// A table whose placeholder fades: in flight (a minute-long fade) or settled.
  func fadingTable(_ source: SectionsSource, inFlight: Bool) -> TableView {
    let table = Fixtures.table(source)
    table.emptyState.configuration.options.transitions = .fade(
      duration: inFlight ? PlaceholderFade.maximumDuration : .milliseconds(250))
    table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
    if !inFlight { table.emptyState.clock = ContinuousClock() }
    return table
  }

  @Test func reloadsWithTransitionsOnAllocateNothing() {
    let shown = fadingTable(SectionsSource([0]), inFlight: false)
    let hidden = fadingTable(SectionsSource([4]), inFlight: false)
    #expect(allocations(of: 1_000, on: shown) == 0)
    #expect(allocations(of: 1_000, on: hidden) == 0)
  }

  @Test func reloadsDuringAFadeAllocateNothingAndLayNothingOut() {
    let table = fadingTable(SectionsSource([0]), inFlight: true)
    let view = table.emptyView
    let layouts = (view?.layoutCount ?? 0) + table.contentLayoutCount
    #expect(allocations(of: 1_000, on: table) == 0)
    #expect((view?.layoutCount ?? 0) + table.contentLayoutCount == layouts)
    #expect(table.emptyState.isTransitioning)
  }
}
