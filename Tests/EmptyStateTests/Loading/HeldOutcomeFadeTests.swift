import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// A held outcome and a fade that end at the same instant: the fade is heard first, whichever
/// alarm the clock wakes first, and what its handlers do comes before the outcome.
@MainActor
@Suite struct HeldOutcomeFadeTests {
  /// An empty table whose loading placeholder, computed by a provider from the custom state
  /// "step", fades in over 500 ms and crossfades over 200 ms, with a minimum display of 500 ms.
  static func table(_ source: SectionsSource, clock: TestClock) throws -> TableView {
    let table = Fixtures.table(source)
    table.emptyState.clock = clock
    table.emptyState.phase = .notLoaded
    let fade = PlaceholderFade(duration: .milliseconds(500), curve: .linear)
    let crossfade = PlaceholderFade(duration: .milliseconds(200), curve: .linear)
    var configuration = EmptyStateConfiguration<TableView>(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      options: EmptyStateOptions(
        loadingTiming: .init(showDelay: nil, minimumDisplay: .milliseconds(500)),
        transitions: .init(appear: fade, swap: crossfade)))
    configuration.placeholderProvider = { _, context in
      guard context.kind == .loading else { return nil }
      return try? EmptyStatePlaceholder(
        title: "Loading \(context["step"].map(String.init(describing:)) ?? "")")
    }
    table.emptyState.configuration = configuration
    return table
  }

  @Test func aRefreshThatTheFadeInsEndStartsSupersedesTheOutcomeHeldUntilThatInstant() async throws
  {
    let source = SectionsSource([])
    let clock = TestClock()
    let table = try Self.table(source, clock: clock)
    let api = TestLoader<[Int]>()
    var events: [EmptyStateEvent] = []
    var refreshed = false
    let token = table.emptyState.onEvent { table, event in
      events.append(event)
      guard event == .didAppear, !refreshed else { return }
      refreshed = true
      table.emptyState.refresh()
    }
    table.emptyState.load {
      try await api.value()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
    // The loader answers at 100 ms: held until the minimum display ends, at 500 ms.
    await clock.advance(by: .milliseconds(100))
    api.succeed([3])
    await table.emptyState.settle()
    #expect(table.emptyState.isLoading)
    // At 300 ms the loading placeholder crossfades to new content: its fade-in now ends, at
    // 500 ms too, on an alarm set after the held outcome's.
    await clock.advance(by: .milliseconds(200))
    table.emptyState.customState = ["step": 1]
    await clock.advance(by: .milliseconds(200))
    await table.emptyState.settle()

    #expect(events.contains(.didAppear))
    #expect(events.contains(.didEndLoad(.load, .superseded)))
    #expect(!events.contains(.didEndLoad(.load, .succeeded)))
    #expect(source.sections == [])
    #expect(table.emptyState.isLoading)
    withExtendedLifetime(token) {}
  }
}
