import EmptyStateTesting
import OrdersFeature
import Testing

/// The orders list's load, as the app's own tests check it: the show delay, the minimum display,
/// a failure and its retry, on a test clock and a test loader; no clock, wait or poll of their
/// own.
@Suite @MainActor struct OrdersListTests {
  struct Offline: Error {}

  let clock = TestClock()
  let api = TestLoader<[String]>()
  let list: OrdersList

  init() throws {
    list = try OrdersList(clock: clock)
  }

  /// Starts the list's load from the test's API.
  func load() {
    let api = api
    list.load { try await api.value() }
  }
}

extension OrdersListTests {
  @Test func aLoadFasterThanTheShowDelayNeverShowsLoading() async {
    load()
    await clock.advance(by: .milliseconds(249))
    api.succeed(["Flat white"])
    await list.table.emptyState.settle()
    #expect(list.table.emptyState.shownPlaceholder == nil)
    #expect(list.names == ["Flat white"])
  }

  @Test func loadingShowsOnceTheShowDelayIsOver() async {
    load()
    await clock.advance(by: .milliseconds(249))
    #expect(list.table.emptyState.shownPlaceholder == nil)
    await clock.advance(by: .milliseconds(1))
    #expect(list.table.emptyState.shownPlaceholder == .loading)
  }

  @Test func loadingStaysForTheMinimumDisplay() async {
    load()
    await clock.advance(by: .milliseconds(250))
    api.succeed([])
    await list.table.emptyState.settle()
    #expect(list.table.emptyState.shownPlaceholder == .loading)  // held
    await clock.advance(by: .milliseconds(499))
    #expect(list.table.emptyState.shownPlaceholder == .loading)
    await clock.advance(by: .milliseconds(1))
    #expect(list.table.emptyState.shownPlaceholder == .empty)
  }

  @Test func aFailureShowsRetryAndRetryingLoadsAgain() async {
    let recorder = EmptyStateRecorder(list.table)
    load()
    api.fail(Offline())
    await list.table.emptyState.settle()
    #expect(list.table.emptyState.shownPlaceholder == .failure)
    #expect(list.tapRetry())
    api.succeed(["Flat white", "Cortado"])
    await list.table.emptyState.settle()
    #expect(!list.table.emptyState.isShown)
    #expect(list.names == ["Flat white", "Cortado"])
    #expect(api.callCount == 2)
    #expect(recorder.events.contains(.didEndLoad(.load, .failed)))
    #expect(recorder.events.last == .didEndLoad(.retry, .succeeded))
  }

  @Test func theFailurePlaceholderLooksAsDrawn() async {
    load()
    api.fail(Offline())
    await list.table.emptyState.settle()
    expectPicture(of: list.table, named: "failure")
  }
}
