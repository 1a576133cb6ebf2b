import EmptyState
import Hooks

/// A table or a collection behind one interface, so every seed can use either.
@MainActor
enum ModelList {
  case table(TableView)
  case collection(CollectionView)

  var view: ScrollView {
    switch self {
    case .table(let table): return table
    case .collection(let collection): return collection
    }
  }

  var emptyState: EmptyStateController {
    switch self {
    case .table(let table): return table.emptyState
    case .collection(let collection): return collection.emptyState
    }
  }

  var emptyView: EmptyStateView? { emptyState.view }

  var counts: [Int] {
    switch self {
    case .table(let table): return (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    case .collection(let collection):
      return (0..<collection.numberOfSections).map(collection.numberOfItems(inSection:))
    }
  }

  func setDataSource(_ source: SectionsSource?) {
    switch self {
    case .table(let table): table.dataSource = source
    case .collection(let collection): collection.dataSource = source
    }
  }

  func reloadData() {
    switch self {
    case .table(let table): table.reloadData()
    case .collection(let collection): collection.reloadData()
    }
  }

  func apply(_ update: ListUpdate) {
    switch self {
    case .table(let table): table.apply(update)
    case .collection(let collection): collection.apply(update)
    }
  }

  func performBatchUpdates(_ updates: () -> Void) {
    switch self {
    case .table(let table): table.performBatchUpdates(updates)
    case .collection(let collection): collection.performBatchUpdates(updates)
    }
  }

  func setDiagnosticHandler(_ handler: @escaping @MainActor (ListDiagnostic) -> Void) {
    switch self {
    case .table(let table): table.diagnosticHandler = { _, diagnostic in handler(diagnostic) }
    case .collection(let collection):
      collection.diagnosticHandler = { _, diagnostic in handler(diagnostic) }
    }
  }

  func setEmptyView(_ content: EmptyStateContent, onTap: (@MainActor (ScrollView) -> Void)?) {
    switch self {
    case .table(let table):
      guard let onTap else { return table.setEmptyView(content: content) }
      table.setEmptyView(content: content) { onTap($0) }
    case .collection(let collection):
      guard let onTap else { return collection.setEmptyView(content: content) }
      collection.setEmptyView(content: content) { onTap($0) }
    }
  }

  func removeEmptyView() {
    switch self {
    case .table(let table): table.removeEmptyView()
    case .collection(let collection): collection.removeEmptyView()
    }
  }

  func addHook(
    before: Bool, _ body: @escaping @MainActor (ScrollView) -> Void
  ) -> HookToken {
    switch self {
    case .table(let table):
      return before
        ? table.contentHooks.before { t, _ in body(t) }
        : table.contentHooks.after { t, _ in body(t) }
    case .collection(let collection):
      return before
        ? collection.contentHooks.before { c, _ in body(c) }
        : collection.contentHooks.after { c, _ in body(c) }
    }
  }
}
