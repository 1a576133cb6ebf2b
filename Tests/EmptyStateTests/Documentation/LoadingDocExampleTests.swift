import EmptyState
import Testing

/// The loading examples of the README, the "Loading data" article and the doc comments do what
/// their text says.
@Suite @MainActor struct LoadingDocExampleTests {}

extension LoadingDocExampleTests {
  @Test func oneCallLoadsAndApplies() async throws {
    let (orders, source) = try DocExamples.loading(api: OrdersAPI())
    #expect(orders.emptyState.phase == .loading)
    await orders.emptyState.waitForLoadToEnd()
    #expect(source.names == ["Flat white", "Latte"])
    #expect(orders.emptyState.phase == .loaded)
    #expect(!orders.emptyState.isShown)
  }

  @Test func anEmptyResultShowsTheEmptyPlaceholder() async throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI(names: []))
    await orders.emptyState.waitForLoadToEnd()
    #expect(orders.emptyView?.titleNode.text == "No orders yet")
  }

  @Test func refreshRetryAndCancelEndInThePhaseBeforeThem() async throws {
    let (orders, _) = try DocExamples.loading(api: OrdersAPI())
    await orders.emptyState.waitForLoadToEnd()
    DocExamples.refreshRetryAndCancel(orders)
    #expect(!orders.emptyState.isLoading)
    #expect(orders.emptyState.phase == .loaded)
  }

  @Test func searchingShowsNoResultsWithTheQuery() async throws {
    let (orders, source) = try DocExamples.loading(api: OrdersAPI(names: ["Flat white"]))
    await orders.emptyState.waitForLoadToEnd()
    DocExamples.searching(orders, source: source, api: OrdersAPI(names: ["Flat white"]))
    await orders.emptyState.waitForLoadToEnd()
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
    await orders.emptyState.waitForLoadToEnd()
    var printed: [String] = []
    let token = DocExamples.refreshEvents(orders) { printed.append("\($0)") }
    await orders.emptyState.refresh()?.value
    #expect(printed == ["refresh ended"])
    token.cancel()
  }
}
