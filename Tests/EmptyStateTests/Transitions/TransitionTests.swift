import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Each transition stepped through frame by frame on a test clock: the opacity of every
/// placeholder view at each frame, and the events in their documented order.
@Suite @MainActor struct TransitionTests {}

extension TransitionTests {
  @Test func transitionsAreOffByDefault() throws {
    #expect(EmptyStateOptions().transitions == .none)
    let list = try FadingList(transitions: .none)
    #expect(list.takeEvents() == [.willAppear, .didAppear])
    #expect(list.table.emptyView?.opacity == 1)
    #expect(!list.table.emptyState.isTransitioning)
  }

  @Test func aFadeInRisesFrameByFrameAndDidAppearComesAtItsEnd() async throws {
    let list = try FadingList()
    #expect(list.takeEvents() == [.willAppear])
    #expect(list.views.map(\.opacity) == [0])
    await list.frame(after: 25)
    #expect(list.views.map(\.opacity) == [0.25])
    await list.frame(after: 50)
    #expect(list.views.map(\.opacity) == [0.75])
    #expect(list.takeEvents().isEmpty)
    await list.frame(after: 25)
    #expect(list.views.map(\.opacity) == [1])
    #expect(list.takeEvents() == [.didAppear])
    #expect(!list.table.emptyState.isTransitioning)
  }

  @Test func theEndComesOnTheClockWithoutAnyFrame() async throws {
    let list = try FadingList()
    _ = list.takeEvents()
    await list.wait(99)
    #expect(list.takeEvents().isEmpty)
    await list.wait(1)
    #expect(list.takeEvents() == [.didAppear])
    #expect(list.clock.pendingSleepCount == 0)
  }

  @Test func aFadeOutKeepsTheViewUntilItEndsWithoutTakingTaps() async throws {
    let list = try FadingList()
    await list.wait(100)
    _ = list.takeEvents()
    list.reload([3])
    #expect(list.takeEvents() == [.willDisappear])
    #expect(!list.table.emptyState.isShown)
    await list.frame(after: 50)
    #expect(list.views.map(\.opacity) == [0.5])
    let view = try #require(list.table.emptyView)
    #expect(list.table.hitTest(ViewPoint(x: view.frame.midX, y: view.frame.midY)) === list.table)
    await list.frame(after: 50)
    #expect(list.views.isEmpty)
    #expect(list.takeEvents() == [.didDisappear])
  }

  @Test func aDisappearanceDuringAFadeInTurnsItBackWithoutAnAppearEvent() async throws {
    let list = try FadingList()
    await list.frame(after: 40)
    list.reload([1])
    await list.frame(after: 20)
    #expect(abs((list.views.first?.opacity ?? 0) - 0.2) < 1e-9)
    await list.frame(after: 20)
    #expect(list.views.isEmpty)
    #expect(list.takeEvents() == [.willAppear, .willDisappear, .didDisappear])
  }

  @Test func anAppearanceDuringAFadeOutTurnsTheSameViewBack() async throws {
    let list = try FadingList()
    await list.wait(100)
    let view = try #require(list.table.emptyView)
    _ = list.takeEvents()
    list.reload([1])
    await list.frame(after: 30)
    list.reload([])
    #expect(list.table.emptyView === view)
    await list.frame(after: 10)
    #expect(abs(view.opacity - 0.8) < 1e-9)
    await list.frame(after: 20)
    #expect(view.opacity == 1)
    #expect(list.takeEvents() == [.willDisappear, .willAppear, .didAppear])
    #expect(list.table.tap(at: ViewPoint(x: view.frame.midX, y: view.frame.midY)) == false)
    #expect(list.table.hitTest(ViewPoint(x: view.frame.midX, y: view.frame.midY)) !== list.table)
  }

  @Test func theDelayHoldsTheViewTransparentAndTapsGoToTheList() async throws {
    let list = try FadingList(
      transitions: .fade(duration: .milliseconds(100), delay: .milliseconds(50), curve: .linear))
    await list.frame(after: 40)
    let view = try #require(list.table.emptyView)
    #expect(view.opacity == 0)
    #expect(list.table.hitTest(ViewPoint(x: view.frame.midX, y: view.frame.midY)) === list.table)
    await list.frame(after: 60)
    #expect(view.opacity == 0.5)
    await list.frame(after: 50)
    #expect(list.takeEvents() == [.willAppear, .didAppear])
  }

  @Test func aReplacementCrossfadesWithoutVisibilityEvents() async throws {
    let list = try FadingList(loading: true)
    list.table.emptyState.phase = .loading
    await list.wait(100)
    _ = list.takeEvents()
    list.table.emptyState.phase = .loaded
    #expect(list.takeEvents() == [.didChangePhase(.loaded), .didReplacePlaceholder])
    await list.frame(after: 25)
    #expect(list.views.map(\.title) == ["Loading…", "No orders yet"])
    #expect(list.views.map(\.opacity) == [0.75, 0.25])
    #expect(list.table.subviews.last === list.table.emptyView)
    await list.frame(after: 75)
    #expect(list.views.map(\.title) == ["No orders yet"])
    #expect(list.takeEvents().isEmpty)
  }

  @Test func aReplacementDuringAFadeInKeepsOneDidAppearForTheNewView() async throws {
    let list = try FadingList(loading: true)
    list.table.emptyState.phase = .loading
    await list.frame(after: 50)
    list.table.emptyState.phase = .loaded
    await list.frame(after: 50)
    #expect(list.views.map(\.opacity) == [0.5])
    #expect(!list.events.contains(.didAppear))
    await list.frame(after: 50)
    #expect(
      list.takeEvents() == [
        .willAppear, .didChangePhase(.loading), .didReplacePlaceholder, .didChangePhase(.loaded),
        .didReplacePlaceholder, .didAppear,
      ])
  }

  @Test func behindTheRowsAReplacementIsAtOnce() async throws {
    let list = try FadingList(placement: .background, loading: true)
    list.table.emptyState.phase = .loading
    await list.wait(100)
    list.table.emptyState.phase = .loaded
    #expect(list.views.map(\.title) == ["No orders yet"])
    #expect(list.views.map(\.opacity) == [1])
  }

  @Test func presentationAfterTheCompletionStartsTheFadeAfterTheCompletion() throws {
    let list = try FadingList(rows: [1])
    list.table.emptyState.configuration.options.presentation = .afterCompletion
    var order: [String] = []
    let token = list.table.emptyState.onEvent { _, event in
      if event == .willAppear { order.append("will appear") }
    }
    list.source.sections = [0]
    list.table.performBatchUpdates {
      list.table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    } completion: { _ in
      order.append("completion")
    }
    #expect(order == ["completion", "will appear"])
    #expect(list.views.map(\.opacity) == [0])
    token.cancel()
  }

  @Test func aPlaceholderTakenAwayAsItIsReplacedDisappearsWithItsEvents() throws {
    let clock = WobblyClock()
    let list = try FadingList(loading: true, clock: clock)
    // The fade-in is over, and its alarm has not fired: the replacement ends it first.
    clock.now = WobblyClock.Instant(offset: .milliseconds(150))
    let token = list.table.emptyState.onEvent { table, event in
      if event == .didAppear { table.emptyState.configuration.loading = nil }
    }
    list.table.emptyState.phase = .loading
    #expect(
      list.takeEvents() == [.willAppear, .didChangePhase(.loading), .didAppear, .willDisappear])
    #expect(!list.table.emptyState.isShown)
    #expect(list.views.map(\.title) == ["No orders yet"])  // fading out
    clock.now = WobblyClock.Instant(offset: .milliseconds(400))
    list.table.emptyState.updateTransitions()
    #expect(list.takeEvents() == [.didDisappear])
    #expect(list.views.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func aClockThatGoesBackwardsHoldsTheFadeWhereItIs() throws {
    let clock = WobblyClock()
    let list = try FadingList(clock: clock)
    clock.now = WobblyClock.Instant(offset: .milliseconds(60))
    list.table.emptyState.updateTransitions()
    #expect(list.views.map(\.opacity) == [0.6])
    clock.now = WobblyClock.Instant(offset: .milliseconds(10))
    list.table.emptyState.updateTransitions()
    #expect(list.views.map(\.opacity) == [0.6])
  }

  @Test func replacingTheClockKeepsAFadeGoingForTheTimeItHadLeft() async throws {
    let list = try FadingList()
    await list.frame(after: 30)
    let clock = TestClock()
    list.table.emptyState.clock = clock
    #expect(list.views.map(\.opacity) == [0.3])
    #expect(list.table.emptyState.isTransitioning)
    await clock.advance(by: .milliseconds(20))
    list.table.emptyState.updateTransitions()
    #expect(list.views.map(\.opacity) == [0.5])
    await clock.advance(by: .milliseconds(50))
    await list.table.emptyState.settle()
    #expect(list.views.map(\.opacity) == [1])
    #expect(list.takeEvents() == [.willAppear, .didAppear])
    #expect(!list.table.emptyState.isTransitioning)
  }

  @Test func replacingTheClockCountsTheTimeSinceTheLastFrame() async throws {
    // Found by the model-based suite: with no frame drawn since the fade began, the time spent
    // on the old clock was lost, so the fade began again on the new one.
    let list = try FadingList()
    await list.clock.advance(by: .milliseconds(60))  // no frame drawn
    let clock = TestClock(now: TestClock.Instant(offset: .milliseconds(60)))
    list.table.emptyState.clock = clock
    list.table.emptyState.updateTransitions()
    #expect(list.views.map(\.opacity) == [0.6])
  }

  @Test func aListReleasedMidFadeFreesItsViewsAndTimers() async throws {
    let clock = TestClock()
    weak var released: TableView?
    weak var fading: PlaceholderView?
    do {
      let list = try FadingList(clock: clock)
      released = list.table
      fading = list.table.emptyView
      await clock.waitForSleepers(1)
      #expect(clock.pendingSleepCount == 1)
    }
    // Releasing the list cancels the fade's timer: its sleeper is forgotten at once.
    #expect(released == nil)
    #expect(fading == nil)
    #expect(clock.pendingSleepCount == 0)
  }
}

/// A clock whose time is set by hand, backwards too.
final class WobblyClock: Clock, @unchecked Sendable {
  // `@unchecked Sendable` is safe: the tests read and write `now` on the main actor only.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  var now = Instant(offset: .zero)
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await Task.sleep(for: .seconds(3_600))
  }
}
