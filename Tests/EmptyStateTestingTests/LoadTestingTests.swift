import EmptyStateTesting
import Testing

/// What an app's tests do with the test support, from the outside: a show delay, a minimum
/// display, a failure with retry; no clock, wait or poll of their own.
@Suite @MainActor struct LoadTestingTests {}

extension LoadTestingTests {
  @Test func aFastLoadNeverShowsTheLoadingPlaceholder() async throws {
    let screen = try OrdersScreen()
    screen.load()
    await screen.clock.advance(by: .milliseconds(249))
    screen.api.succeed(["Flat white"])
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == nil)
    #expect(screen.table.numberOfRows(inSection: 0) == 1)
  }

  @Test func aSlowLoadShowsLoadingOnceTheShowDelayEnds() async throws {
    let screen = try OrdersScreen()
    screen.load()
    await screen.clock.advance(by: .milliseconds(249))
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == nil)
    await screen.clock.advance(by: .milliseconds(1))
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == .loading)
  }

  @Test func aResultThatComesSoonAfterLoadingShowedWaitsForTheMinimumDisplay() async throws {
    let screen = try OrdersScreen()
    screen.load()
    await screen.clock.advance(by: .milliseconds(250))
    screen.api.succeed([])
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == .loading)
    await screen.clock.advance(by: .milliseconds(499))
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == .loading)
    await screen.clock.advance(by: .milliseconds(1))
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == .empty)
  }

  @Test func aFailureShowsRetryAndRetryLoadsAgain() async throws {
    let screen = try OrdersScreen()
    let recorder = EmptyStateRecorder(screen.table)
    screen.load()
    screen.api.fail(OrdersScreen.Offline())
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.shownPlaceholder == .failure)
    screen.table.emptyState.retry()
    screen.api.succeed(["Flat white", "Cortado"])
    await screen.table.emptyState.settle()
    #expect(!screen.table.emptyState.isShown)
    #expect(screen.api.callCount == 2)
    #expect(
      recorder.events == [
        .didStartLoad(.load), .didChangePhase(.loading), .didChangePhase(.failed),
        .willAppear, .didAppear, .didEndLoad(.load, .failed), .didStartLoad(.retry),
        .didChangePhase(.loading), .didChangePhase(.loaded), .willDisappear, .didDisappear,
        .didEndLoad(.retry, .succeeded),
      ])
  }

  @Test func settleRunningTheClockReachesTheEndOfEveryTimer() async throws {
    let screen = try OrdersScreen()
    screen.load()
    await screen.table.emptyState.settle(running: screen.clock)
    // The loader still waits for the test: the show delay is over, loading shows.
    #expect(screen.table.emptyState.shownPlaceholder == .loading)
    screen.api.succeed([])
    await screen.table.emptyState.settle(running: screen.clock)
    #expect(screen.table.emptyState.shownPlaceholder == .empty)
    #expect(screen.clock.pendingSleepCount == 0)
  }

  @Test func aLoaderThatSleepsOnTheTestClockIsWaitedForAfterTheClockMoves() async throws {
    let screen = try OrdersScreen()
    let clock = screen.clock
    let orders = screen.orders
    screen.table.emptyState.load {
      try await clock.sleep(for: .seconds(2))
      return ["Flat white"]
    } apply: { table, names in
      orders.names = names
      table.reloadData()
    }
    await screen.table.emptyState.settle()
    #expect(screen.table.emptyState.isLoading)
    await clock.advance(by: .seconds(2))
    await screen.table.emptyState.settle()
    // Loading showed at 250 ms, so the rows wait until 750 ms have passed: they have.
    #expect(!screen.table.emptyState.isLoading)
    #expect(orders.names == ["Flat white"])
  }
}
