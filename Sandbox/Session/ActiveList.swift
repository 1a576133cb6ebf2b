import EmptyState

/// The list the Sandbox shows: a table or a collection, held as the engine both are, with its
/// empty state reached through the list's own type.
@MainActor
struct ActiveList {
  /// The two kinds of list.
  enum Kind: String {
    case table
    case collection
  }

  /// The list with its own type, for what only one kind has (its data source, its hooks).
  enum Typed {
    case table(TableView)
    case collection(CollectionView)
  }

  let typed: Typed
  /// The list: reloads, updates, geometry, taps and drawing are the same for both kinds.
  let view: ListView
  /// The list's empty state.
  let emptyState: any ActiveEmptyState
  /// The UIKit list that hosts this one (its mirror), in `host uikit`; changes go through it.
  let hosted: (any HostedList)?

  /// Creates a list of `kind` over `data`, or the mirror of a list `hosted` in UIKit.
  init(kind: Kind, data: SandboxData, hosted: (any HostedList)? = nil) {
    switch hosted?.mirror {
    case .table(let table):
      self.init(table, typed: .table(table), hosted: hosted)
      return
    case .collection(let collection):
      self.init(collection, typed: .collection(collection), hosted: hosted)
      return
    case nil:
      break
    }
    switch kind {
    case .table:
      let table = TableView()
      table.rowHeight = 32
      table.dataSource = data
      self.init(table, typed: .table(table), hosted: nil)
    case .collection:
      let collection = CollectionView()
      collection.dataSource = data
      self.init(collection, typed: .collection(collection), hosted: nil)
    }
  }

  private init<List: ListView & ListContainer>(
    _ list: List, typed: Typed, hosted: (any HostedList)?
  ) where List.HookOwner == List {
    self.typed = typed
    self.hosted = hosted
    view = list
    emptyState = TypedEmptyState(list: list)
  }

  /// Which kind of list it is.
  var kind: Kind {
    switch typed {
    case .table: .table
    case .collection: .collection
    }
  }

  /// What the list calls its rows or items, for messages.
  var itemNoun: String { kind == .table ? "row" : "item" }
}

/// What the Sandbox reads and changes of a list's empty state, whatever the type of the list.
@MainActor
protocol ActiveEmptyState {
  /// Where the list's content is.
  var phase: ContentPhase { get nonmutating set }
  /// Which placeholder is shown, if any.
  var shownPlaceholder: PlaceholderKind? { get }
  /// Whether a placeholder is shown.
  var isShown: Bool { get }
  /// The view of the shown placeholder.
  var view: PlaceholderView? { get }
  /// The sections that show a placeholder of their own, in increasing order.
  var sectionsShowingPlaceholders: [Int] { get }
  /// The placeholder view shown in `section`, if it shows one.
  func sectionPlaceholderView(forSection section: Int) -> PlaceholderView?

  /// Gives the list `placeholders`, rebuilt for its own type.
  func setPlaceholders(_ placeholders: SandboxPlaceholders)
  /// Hides and removes every placeholder; the options and the predicate stay.
  func removeEmptyView()
  /// Adds a listener for the empty-state events; dropping the token removes it.
  func onEvent(_ handler: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken
  /// Adds a listener for the section placeholders' events; dropping the token removes it.
  func onSectionEvent(_ handler: @escaping @MainActor (SectionPlaceholderEvent) -> Void)
    -> HookToken
  /// Adds a listener for the announcements to screen readers; dropping the token removes it.
  func onAnnouncement(_ handler: @escaping @MainActor (EmptyStateAnnouncement) -> Void)
    -> HookToken

  /// What the loading timing is measured on.
  var clock: any Clock<Duration> { get nonmutating set }
  /// The active search, if any.
  var searchQuery: String? { get nonmutating set }
  /// The running load's task.
  var loadTask: Task<Void, Never>? { get }
  /// Starts a managed load whose apply step receives the list as any list.
  func load(
    _ loader: @escaping @Sendable () async throws -> [Int],
    apply: @escaping @MainActor (ListView, [Int]) -> Void
  ) -> Task<Void, Never>
  /// Runs the last loader again as a refresh.
  func refresh() -> Task<Void, Never>?
  /// Runs the last loader again as a retry.
  func retry() -> Task<Void, Never>?
  /// Cancels the running load.
  func cancelLoading()
  /// Waits until the loader of `task` has returned and its outcome is applied, dropped or held.
  func waitForOutcome(of task: Task<Void, Never>) async
  /// Whether a placeholder is fading.
  var isTransitioning: Bool { get }
  /// Brings the fades up to the clock's time.
  func updateTransitions()
  /// Loads the list a page at a time, from page 1; `onEvent` hears every page event.
  func loadPages(
    prefetchDistance: Int, _ loader: @escaping @Sendable (Int) async throws -> LoadedPage<Int, Int>,
    apply: @escaping @MainActor (ListView, Int, PagePlacement) -> Void,
    onEvent: @escaping @MainActor (PageEvent) -> Void
  ) -> (loader: any ActivePagedLoader, token: HookToken)
}

/// What the Sandbox reads and does of a list's paged loader, whatever the type of the list.
@MainActor
protocol ActivePagedLoader: AnyObject {
  /// The state of the later pages.
  var state: PageLoadState { get }
  /// The page request under way.
  var pageTask: Task<Void, Never>? { get }
  /// What the strip after the last row says.
  var footer: PageFooter? { get set }
  /// Requests the failed page again.
  @discardableResult func retryPage() -> Task<Void, Never>?
}

extension PagedLoader: ActivePagedLoader {}

/// The empty state of a list of type `List`.
private struct TypedEmptyState<List: ListView & ListContainer>: ActiveEmptyState
where List.HookOwner == List {
  let list: List

  var phase: ContentPhase {
    get { list.emptyState.phase }
    nonmutating set { list.emptyState.phase = newValue }
  }

  var shownPlaceholder: PlaceholderKind? { list.emptyState.shownPlaceholder }

  var isShown: Bool { list.emptyState.isShown }

  var view: PlaceholderView? { list.emptyView }

  var sectionsShowingPlaceholders: [Int] { list.emptyState.sectionsShowingPlaceholders }

  func sectionPlaceholderView(forSection section: Int) -> PlaceholderView? {
    list.emptyState.sectionPlaceholderView(forSection: section)
  }

  func setPlaceholders(_ placeholders: SandboxPlaceholders) {
    list.emptyState.configuration = placeholders.typed(for: list)
  }

  func removeEmptyView() {
    list.removeEmptyView()
  }

  func onEvent(_ handler: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken {
    list.onEmptyStateEvent { _, event in handler(event) }
  }

  func onSectionEvent(_ handler: @escaping @MainActor (SectionPlaceholderEvent) -> Void)
    -> HookToken
  {
    list.emptyState.onSectionEvent { _, event in handler(event) }
  }

  func onAnnouncement(_ handler: @escaping @MainActor (EmptyStateAnnouncement) -> Void)
    -> HookToken
  {
    list.onEmptyStateAnnouncement { _, announcement in handler(announcement) }
  }

  var clock: any Clock<Duration> {
    get { list.emptyState.clock }
    nonmutating set { list.emptyState.clock = newValue }
  }

  var searchQuery: String? {
    get { list.emptyState.searchQuery }
    nonmutating set { list.emptyState.searchQuery = newValue }
  }

  var loadTask: Task<Void, Never>? { list.emptyState.loadTask }

  func load(
    _ loader: @escaping @Sendable () async throws -> [Int],
    apply: @escaping @MainActor (ListView, [Int]) -> Void
  ) -> Task<Void, Never> {
    list.emptyState.load(loader) { list, rows in apply(list, rows) }
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

  func waitForOutcome(of task: Task<Void, Never>) async {
    await list.emptyState.waitForOutcome(of: task)
  }

  var isTransitioning: Bool { list.emptyState.isTransitioning }

  func updateTransitions() {
    list.emptyState.updateTransitions()
  }

  func loadPages(
    prefetchDistance: Int, _ loader: @escaping @Sendable (Int) async throws -> LoadedPage<Int, Int>,
    apply: @escaping @MainActor (ListView, Int, PagePlacement) -> Void,
    onEvent: @escaping @MainActor (PageEvent) -> Void
  ) -> (loader: any ActivePagedLoader, token: HookToken) {
    let pages = list.loadPages(startingAt: 1, prefetchDistance: prefetchDistance, loader) {
      list, rows, placement in apply(list, rows, placement)
    }
    return (pages, pages.onEvent { _, event in onEvent(event) })
  }
}
