import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing

/// What the model-based suite does to a list, written once for tables and collections.
@MainActor
protocol ModelList: AnyObject {
  var view: ListView { get }
  var controller: AnyObject { get }
  var emptyView: PlaceholderView? { get }
  var shownPlaceholder: PlaceholderKind? { get }
  var counts: [Int] { get }
  func setDataSource(_ source: SectionsSource?)
  func setEmptyView(_ label: PlaceholderLabel, onTap: (@MainActor (ListView) -> Void)?)
  func removeEmptyView()
  func setPhasePlaceholders(_ on: Bool)
  func setPhase(_ phase: ContentPhase)
  func setOptions(_ options: EmptyStateOptions, predicate: Bool?)
  func onEvent(_ handler: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken
  func addHook(before: Bool, _ body: @escaping @MainActor (ListView) -> Void) -> HookToken
  var phase: ContentPhase.Kind { get }
  var isLoading: Bool { get }
  var loadTask: Task<Void, Never>? { get }
  func setClock(_ clock: any Clock<Duration>)
  func load(
    _ loader: @escaping @Sendable () async throws -> [Int],
    apply: @escaping @MainActor (ListView, [Int]) -> Void
  ) -> Task<Void, Never>
  func refresh() -> Task<Void, Never>?
  func retry() -> Task<Void, Never>?
  func cancelLoading()
  func setSearchQuery(_ query: String?)
  func settle() async
  func setTransitions(_ transitions: EmptyStateOptions.Transitions)
  func updateTransitions()
  var isTransitioning: Bool { get }
}

/// A table or a collection driven by the suite: one generic implementation for both.
@MainActor
final class TypedModelList<List: ListView & ListContainer>: ModelList {
  let list: List
  private let assignDataSource: (List, SectionsSource?) -> Void

  init(_ list: List, setDataSource: @escaping (List, SectionsSource?) -> Void) {
    self.list = list
    assignDataSource = setDataSource
  }

  var view: ListView { list }
  var controller: AnyObject { list.emptyState }
  var emptyView: PlaceholderView? { list.emptyView }
  var shownPlaceholder: PlaceholderKind? { list.emptyState.shownPlaceholder }
  var counts: [Int] { (0..<list.numberOfSections).map(list.numberOfItems(inSection:)) }

  func setDataSource(_ source: SectionsSource?) {
    assignDataSource(list, source)
  }

  func setEmptyView(_ label: PlaceholderLabel, onTap: (@MainActor (ListView) -> Void)?) {
    guard let onTap else { return list.setEmptyView(label: label) }
    list.setEmptyView(label: label) { list in onTap(list) }
  }

  func removeEmptyView() {
    list.removeEmptyView()
  }

  func setPhasePlaceholders(_ on: Bool) {
    var configuration = list.emptyState.configuration
    configuration.loading = on ? try? EmptyStatePlaceholder(title: "Loading…") : nil
    configuration.failure =
      on
      ? try? EmptyStatePlaceholder(
        title: "Could not load", button: PlaceholderButton(title: "Retry"))
      : nil
    list.emptyState.configuration = configuration
  }

  func setPhase(_ phase: ContentPhase) {
    list.emptyState.phase = phase
  }

  func setOptions(_ options: EmptyStateOptions, predicate: Bool?) {
    var configuration = list.emptyState.configuration
    configuration.options = options
    if let predicate {
      configuration.shouldDisplay = { _ in predicate }
    } else {
      configuration.shouldDisplay = nil
    }
    list.emptyState.configuration = configuration
  }

  func onEvent(_ handler: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken {
    list.emptyState.onEvent { _, event in handler(event) }
  }

  func addHook(before: Bool, _ body: @escaping @MainActor (ListView) -> Void) -> HookToken {
    before
      ? list.contentHooks.before { owner, _ in (owner as? ListView).map(body) }
      : list.contentHooks.after { owner, _ in (owner as? ListView).map(body) }
  }

  var phase: ContentPhase.Kind { list.emptyState.phase.kind }
  var isLoading: Bool { list.emptyState.isLoading }
  var loadTask: Task<Void, Never>? { list.emptyState.loadTask }

  func setClock(_ clock: any Clock<Duration>) {
    list.emptyState.clock = clock
  }

  func load(
    _ loader: @escaping @Sendable () async throws -> [Int],
    apply: @escaping @MainActor (ListView, [Int]) -> Void
  ) -> Task<Void, Never> {
    list.emptyState.load(loader) { owner, rows in (owner as? ListView).map { apply($0, rows) } }
  }

  func refresh() -> Task<Void, Never>? {
    list.emptyState.refresh()
  }

  func retry() -> Task<Void, Never>? {
    list.emptyState.retry()
  }

  func cancelLoading() {
    list.emptyState.cancelLoading()
  }

  func setSearchQuery(_ query: String?) {
    list.emptyState.searchQuery = query
  }

  func settle() async {
    await list.emptyState.settle()
  }

  func setTransitions(_ transitions: EmptyStateOptions.Transitions) {
    list.emptyState.configuration.options.transitions = transitions
  }

  func updateTransitions() {
    list.emptyState.updateTransitions()
  }

  var isTransitioning: Bool { list.emptyState.isTransitioning }
}
