import EmptyState
import Hooks

/// What the snapshot suite does to a list fed by a diffable data source, written once for
/// tables and collections.
@MainActor
protocol SnapshotModelList: AnyObject {
  var view: ListView { get }
  var source: any DiffableDataSource<Int, Int> { get }
  var controller: AnyObject { get }
  var shownPlaceholder: PlaceholderKind? { get }
  func setPhase(_ phase: ContentPhase)
  func setRule(ignoring sections: Set<Int>?)
  func setPresentation(_ presentation: EmptyStateOptions.Presentation)
  func onContentChange(_ body: @escaping @MainActor (ListChange) -> Void) -> HookToken
  func onEvent(_ body: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken
}

/// A table or a collection driven by the snapshot suite.
@MainActor
final class TypedSnapshotList<List: ListView & ListContainer>: SnapshotModelList
where List.HookOwner == List {
  let list: List
  let source: any DiffableDataSource<Int, Int>

  /// Creates the list and its data source (kept here, as an app keeps it), with every
  /// placeholder set.
  init(_ list: List, source: (List) -> any DiffableDataSource<Int, Int>) throws {
    self.list = list
    self.source = source(list)
    list.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet"),
      loading: try EmptyStatePlaceholder(title: "Loading…"),
      failure: try EmptyStatePlaceholder(title: "Could not load"))
  }

  var view: ListView { list }
  var controller: AnyObject { list.emptyState }
  var shownPlaceholder: PlaceholderKind? { list.emptyState.shownPlaceholder }

  func setPhase(_ phase: ContentPhase) {
    list.emptyState.phase = phase
  }

  func setRule(ignoring sections: Set<Int>?) {
    list.emptyState.configuration.contentRule = sections.map {
      .items(of: source, ignoringSections: $0)
    }
  }

  func setPresentation(_ presentation: EmptyStateOptions.Presentation) {
    list.emptyState.configuration.options.presentation = presentation
  }

  func onContentChange(_ body: @escaping @MainActor (ListChange) -> Void) -> HookToken {
    list.contentHooks.after { _, change in body(change) }
  }

  func onEvent(_ body: @escaping @MainActor (EmptyStateEvent) -> Void) -> HookToken {
    list.emptyState.onEvent { _, event in body(event) }
  }
}
