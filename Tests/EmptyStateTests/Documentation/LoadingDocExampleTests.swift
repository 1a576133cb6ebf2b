import EmptyState
import EmptyStateTesting
import Testing

/// The loading examples of the "Loading Data" article and of the doc comments do what their
/// text says.
///
/// Each list is moved to a test clock right after the example starts its load (the pending show
/// delay goes on there, and never ends unless the test moves it), so no test waits for real
/// time: `settle()` returns once the example's loader has answered.
@Suite @MainActor struct LoadingDocExampleTests {}

extension LoadingDocExampleTests {
  @Test func oneCallLoadsAndApplies() async throws {
    let (orders, source) = try DocExamples.loading(api: OrdersAPI())
    orders.emptyState.clock = TestClock()
    #expect(orders.emptyState.phase == .loading)
    await orders.emptyState.settle()
    #expect(source.names == ["Flat white", "Latte"])
    #expect(orders.emptyState.phase == .loaded)
    #expect(!orders.emptyState.isShown)
  }

  @Test func anEmptyResultShowsTheEmptyPlaceholder() async throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI(names: []))
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    #expect(orders.emptyView?.titleNode.text == "No orders yet")
  }

  @Test func refreshRetryAndCancelEndInThePhaseBeforeThem() async throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    DocExamples.refreshRetryAndCancel(orders)
    #expect(!orders.emptyState.isLoading)
    #expect(orders.emptyState.phase == .loaded)
  }

  @Test func searchingShowsNoResultsWithTheQuery() async throws {
    let (orders, source) = try DocExamples.loading(api: OrdersAPI(names: ["Flat white"]))
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    DocExamples.searching(orders, source: source, api: OrdersAPI(names: ["Flat white"]))
    await orders.emptyState.settle()
    #expect(orders.emptyView?.titleNode.text == "No results for “latte”")
  }

  @Test func timingSetsBothDurations() throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI())
    DocExamples.timing(orders)
    #expect(orders.emptyState.configuration.options.loadingTiming.showDelay == .milliseconds(300))
    #expect(
      orders.emptyState.configuration.options.loadingTiming.minimumDisplay == .milliseconds(600))
  }

  @Test func theProviderMakesTheFailureDependOnTheError() throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI())
    DocExamples.provider(orders)
    orders.emptyState.failLoading(with: OrdersError.offline)
    #expect(orders.emptyView?.titleNode.text == "You are offline")
  }

  @Test func theProviderFallsBackToTheConfiguredPlaceholder() throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI(names: []))
    DocExamples.provider(orders)
    orders.emptyState.finishLoading()
    #expect(orders.emptyView?.titleNode.text == "No orders yet")
  }

  @Test func theRefreshListenerHearsTheEnd() async throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI())
    orders.emptyState.clock = TestClock()
    await orders.emptyState.settle()
    var printed: [String] = []
    let token = DocExamples.refreshEvents(orders) { printed.append("\($0)") }
    await orders.emptyState.refresh()?.value
    #expect(printed == ["refresh ended"])
    token.cancel()
  }
}
