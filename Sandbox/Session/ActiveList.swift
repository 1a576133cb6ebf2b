import EmptyState

/// The list the Sandbox shows: a table or a collection, behind one interface.
@MainActor
enum ActiveList {
  case table(TableView)
  case collection(CollectionView)

  /// Creates a list of `kind` over `data`.
  init(kind: Kind, data: SandboxData) {
    switch kind {
    case .table:
      let table = TableView()
      table.rowHeight = 32
      table.dataSource = data
      self = .table(table)
    case .collection:
      let collection = CollectionView()
      collection.dataSource = data
      self = .collection(collection)
    }
  }

  /// The two kinds of list.
  enum Kind: String {
    case table
    case collection
  }

  var kind: Kind {
    switch self {
    case .table: return .table
    case .collection: return .collection
    }
  }

  var view: ScrollView {
    switch self {
    case .table(let table): return table
    case .collection(let collection): return collection
    }
  }

  /// What the list calls its rows or items, for messages.
  var itemNoun: String { kind == .table ? "row" : "item" }

  var emptyState: EmptyStateController {
    switch self {
    case .table(let table): return table.emptyState
    case .collection(let collection): return collection.emptyState
    }
  }

  func reloadData() {
    switch self {
    case .table(let table): table.reloadData()
    case .collection(let collection): collection.reloadData()
    }
  }

  func insertItems(at paths: [ListIndexPath]) {
    switch self {
    case .table(let table): table.insertRows(at: paths)
    case .collection(let collection): collection.insertItems(at: paths)
    }
  }

  func deleteItems(at paths: [ListIndexPath]) {
    switch self {
    case .table(let table): table.deleteRows(at: paths)
    case .collection(let collection): collection.deleteItems(at: paths)
    }
  }

  func insertSections(_ sections: [Int]) {
    switch self {
    case .table(let table): table.insertSections(sections)
    case .collection(let collection): collection.insertSections(sections)
    }
  }

  func deleteSections(_ sections: [Int]) {
    switch self {
    case .table(let table): table.deleteSections(sections)
    case .collection(let collection): collection.deleteSections(sections)
    }
  }

  func beginUpdates() {
    switch self {
    case .table(let table): table.beginUpdates()
    case .collection(let collection): collection.beginUpdates()
    }
  }

  func endUpdates() {
    switch self {
    case .table(let table): table.endUpdates()
    case .collection(let collection): collection.endUpdates()
    }
  }

  /// Attaches `content`; `onTap` runs with the list when the shown view is tapped.
  func setEmptyView(_ content: EmptyStateContent, onTap: (@MainActor (ScrollView) -> Void)?) {
    switch self {
    case .table(let table):
      guard let onTap else { return table.setEmptyView(content: content) }
      table.setEmptyView(content: content) { table in onTap(table) }
    case .collection(let collection):
      guard let onTap else { return collection.setEmptyView(content: content) }
      collection.setEmptyView(content: content) { collection in onTap(collection) }
    }
  }

  func removeEmptyView() {
    switch self {
    case .table(let table): table.removeEmptyView()
    case .collection(let collection): collection.removeEmptyView()
    }
  }

  func setDiagnosticHandler(_ handler: @escaping @MainActor (ListDiagnostic) -> Void) {
    switch self {
    case .table(let table): table.diagnosticHandler = { _, diagnostic in handler(diagnostic) }
    case .collection(let collection):
      collection.diagnosticHandler = { _, diagnostic in handler(diagnostic) }
    }
  }
}
