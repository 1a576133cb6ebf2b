import EmptyState
import TestSupport
import Testing

/// Placeholders computed from state: the provider sees the phase and its error, the rows, the
/// query and the app's keys; it runs again when one changes, and only a real change is news.
@Suite @MainActor struct PlaceholderProviderTests {
  enum Failure: Error {
    case offline
    case server
  }

  /// A never-loaded table with a provider that records its contexts.
  @MainActor final class Scene {
    let table = Fixtures.table(SectionsSource([]))
    var contexts: [PlaceholderContext] = []
    let log: EventLog

    init(
      empty: EmptyStatePlaceholder<TableView>? = nil,
      provide: @escaping @MainActor (PlaceholderContext) -> EmptyStatePlaceholder<TableView>? = {
        _ in nil
      }
    ) {
      log = EventLog(observing: table.emptyState)
      table.emptyState.configuration.empty = empty
      table.emptyState.configuration.placeholderProvider = { [unowned self] _, context in
        self.contexts.append(context)
        return provide(context)
      }
    }

    var title: String? { table.emptyView.flatMap { $0.superview == nil ? nil : $0.titleNode.text } }
  }

  static func failure(for context: PlaceholderContext) -> EmptyStatePlaceholder<TableView>? {
    switch context.error {
    case Failure.offline?: return .failure(title: "You are offline")
    case _?: return .failure(title: "Something went wrong")
    case nil: return nil
    }
  }
}

extension PlaceholderProviderTests {
  @Test func theProviderGivesThePlaceholderOfTheSelectedKind() {
    let scene = Scene { context in .loading("Loading \(context.kind)") }
    #expect(scene.title == "Loading empty")
  }

  @Test func theContextCarriesThePhaseRowsQueryAndKeys() throws {
    let scene = Scene { _ in .loading() }
    scene.table.emptyState.customState = ["tab": "drafts"]
    scene.table.emptyState.searchQuery = "latte"
    let context = try #require(scene.contexts.last)
    #expect(context.kind == .empty)
    #expect(context.phase == .loaded)
    #expect(!context.hasContent)
    #expect(context.searchQuery == "latte")
    #expect(context["tab"] == AnyHashable("drafts"))
  }

  @Test func theFailureDependsOnTheError() {
    let scene = Scene(provide: Self.failure)
    scene.table.emptyState.failLoading(with: Failure.offline)
    #expect(scene.title == "You are offline")
    scene.table.emptyState.failLoading(with: Failure.server)
    #expect(scene.title == "Something went wrong")
  }

  @Test func aNewErrorWhileShownIsOneContentChange() {
    let scene = Scene(provide: Self.failure)
    scene.table.emptyState.failLoading(with: Failure.offline)
    scene.log.events = []
    scene.table.emptyState.failLoading(with: Failure.server)
    #expect(scene.log.events == [.didChangePhase(.failed), .didReplacePlaceholder])
  }

  @Test func theSamePlaceholderComputedAgainIsNoEvent() {
    let scene = Scene(provide: Self.failure)
    scene.table.emptyState.failLoading(with: Failure.offline)
    let view = scene.table.emptyView
    scene.log.events = []
    scene.table.emptyState.failLoading(with: Failure.offline)
    scene.table.emptyState.customState = ["unrelated": 1]
    #expect(scene.log.events == [.didChangePhase(.failed)])
    #expect(scene.table.emptyView === view)
  }

  @Test func nilShowsTheConfiguredPlaceholder() throws {
    let scene = Scene(empty: try EmptyStatePlaceholder(title: "No orders yet"))
    #expect(scene.title == "No orders yet")
  }

  @Test func nilWithoutAConfiguredPlaceholderShowsNothing() {
    let scene = Scene()
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func theProviderRunsOnlyWhenAnInputChanged() {
    let scene = Scene { _ in .loading() }
    let runs = scene.contexts.count
    for _ in 0..<10 { scene.table.reloadData() }
    scene.table.emptyState.customState = [:]  // the same value
    #expect(scene.contexts.count == runs)
    scene.table.emptyState.customState = ["tab": "drafts"]
    #expect(scene.contexts.count == runs + 1)
  }

  @Test func whetherThereAreRowsIsAnInput() throws {
    let source = SectionsSource([0])
    let scene = Scene { context in .loading(context.hasContent ? "Refreshing…" : "Loading…") }
    scene.table.dataSource = source
    scene.table.emptyState.configuration.options.refresh = .replaceContent
    scene.table.emptyState.beginLoading()
    #expect(scene.title == "Loading…")
    source.sections = [1]
    scene.table.reloadData()
    #expect(scene.contexts.last?.hasContent == true)
    #expect(scene.title == "Refreshing…")
  }

  @Test func theDecisionTableStillSelectsTheKind() {
    let scene = Scene { _ in .loading("anything") }
    scene.table.emptyState.phase = .notLoaded
    #expect(!scene.table.emptyState.isShown)
  }

  @Test func theButtonOfAComputedPlaceholderActs() throws {
    var tapped = 0
    let scene = Scene { _ in
      try? EmptyStatePlaceholder(
        title: "Offline", button: PlaceholderButton(title: "Settings") { _ in tapped += 1 })
    }
    let view = try #require(scene.table.emptyView)
    #expect(scene.table.tap(at: view.buttonCentre))
    #expect(tapped == 1)
  }

  @Test func removingTheEmptyViewRemovesTheProvider() {
    let scene = Scene { _ in .loading() }
    scene.table.removeEmptyView()
    #expect(scene.table.emptyState.configuration.placeholderProvider == nil)
    #expect(!scene.table.emptyState.isShown)
  }
}
