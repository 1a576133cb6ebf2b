import EmptyState
import MallocCounter
import TestSupport
import Testing

/// A host's steady layout costs the mirror no allocation: the geometry is compared value by
/// value and the counts section by section, in place.
///
/// It holds in debug builds too (nothing on the path captures a closure), so it runs in both.
@Suite(.enabled(if: malloc_counter_is_active() != 0, "malloc is not interposed (sanitizer)"))
@MainActor
struct MirrorAllocationTests {
  @Test func layoutsThatChangeNothingAllocateNothingWhileThePlaceholderShows() {
    let geometry = MirrorGeometry(
      size: ViewSize(width: 390, height: 844), contentOffset: ViewPoint(x: 0, y: -91),
      adjustedContentInset: ViewInsets(top: 91, bottom: 34), headerHeight: 44, footerHeight: 30)
    let mirror = Fixtures.tableMirror(HostCounts(Array(repeating: 0, count: 200)))
    mirror.setEmptyView(title: "No orders yet")
    for _ in 0..<10 { mirror.hostDidLayout(geometry) }
    let before = malloc_counter_thread_allocations()
    for _ in 0..<1_000 { mirror.hostDidLayout(geometry) }
    #expect(malloc_counter_thread_allocations() - before == 0)
    #expect(mirror.emptyState.isShown)
  }
}
