import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A fade with nothing to do (no duration, or a view still transparent when it turns back)
/// ends on a timer due at once: its did-event comes on the main actor's next turn, never from
/// inside the call that started it, as UIKit's animations of no duration do.
@Suite @MainActor struct InstantFadeTests {
  @Test(arguments: [Duration.zero, .milliseconds(-5)])
  func aFadeInOfNoDurationSendsDidAppearOnTheNextTurn(_ duration: Duration) async throws {
    let list = try FadingList(transitions: .fade(duration: duration))
    #expect(list.takeEvents() == [.willAppear])
    #expect(list.views.map(\.opacity) == [1])
    await list.table.emptyState.settle()
    #expect(list.takeEvents() == [.didAppear])
    #expect(!list.table.emptyState.isTransitioning)
  }

  @Test func aFadeOutOfNoDurationSendsDidDisappearOnTheNextTurn() async throws {
    let list = try FadingList(transitions: .fade(duration: .zero))
    await list.table.emptyState.settle()
    _ = list.takeEvents()
    list.reload([1])
    #expect(list.takeEvents() == [.willDisappear])
    await list.table.emptyState.settle()
    #expect(list.takeEvents() == [.didDisappear])
    #expect(list.views.isEmpty)
  }

  @Test func aFadeInTurnedBackDuringItsDelaySendsDidDisappearOnTheNextTurn() async throws {
    let list = try FadingList(
      transitions: .fade(duration: .milliseconds(100), delay: .milliseconds(50)))
    await list.wait(10)
    list.reload([1])
    #expect(list.takeEvents() == [.willAppear, .willDisappear])
    await list.table.emptyState.settle()
    #expect(list.takeEvents() == [.didDisappear])
    #expect(list.views.isEmpty)
  }
}
