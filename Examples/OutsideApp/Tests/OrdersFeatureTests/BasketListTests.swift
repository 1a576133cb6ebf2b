import EmptyStateTesting
import OrdersFeature
import Testing

/// The basket's snapshot applies, as the app's own tests check them: each apply is one batch,
/// and the empty placeholder follows it.
@Suite @MainActor struct BasketListTests {}

extension BasketListTests {
  @Test func applyingItemsRunsOneBatchAndHidesThePlaceholder() throws {
    let basket = try BasketList()
    #expect(basket.table.emptyState.shownPlaceholder == .empty)
    let recorder = EmptyStateRecorder(basket.table)
    try basket.show([1, 2])
    #expect(
      recorder.log == """
        pass batch [insertSections([0])] → [2]
        willDisappear
        didDisappear
        → nothing shown
        """)
  }

  @Test func applyingNoItemsShowsThePlaceholderAgain() throws {
    let basket = try BasketList()
    try basket.show([1])
    let recorder = EmptyStateRecorder(basket.table)
    try basket.show([])
    #expect(basket.table.emptyState.shownPlaceholder == .empty)
    #expect(recorder.events == [.willAppear, .didAppear])
  }
}
