import EmptyState

/// The Sandbox's snapshot state: the snapshot being built, the sections whose items do not
/// count as content, and, once a snapshot was applied, the diffable data source feeding the
/// list.
@MainActor
struct SandboxSnapshots {
  typealias Snapshot = ListSnapshot<String, String>

  /// The snapshot `snapshot apply` applies next.
  var draft = Snapshot()
  /// Sections whose items do not count as content.
  var ignored: [String] = []
  /// The data source feeding the list, kept here: lists hold their data source weakly.
  var feed: SnapshotFeed?
}

/// A diffable data source feeding the Sandbox's list, and the hook that reports its passes.
@MainActor
final class SnapshotFeed {
  let source: any DiffableDataSource<String, String>
  /// Reports each content pass of the list while the feed lasts.
  var passToken: HookToken?

  init(source: any DiffableDataSource<String, String>) {
    self.source = source
  }
}

extension ActiveList {
  /// A diffable data source of the list's kind, made the list's data source; rows show their
  /// item's identifier.
  func makeDiffableSource() -> any DiffableDataSource<String, String> {
    if let hosted { return hosted.makeDiffableSource() }
    return switch typed {
    case .table(let table):
      TableViewDiffableDataSource<String, String>(tableView: table) { _, _, item in item }
    case .collection(let collection):
      CollectionViewDiffableDataSource<String, String>(collectionView: collection) {
        _, _, item in item
      }
    }
  }

  /// Makes `data` the list's data source again.
  func feed(from data: SandboxData) {
    if let hosted { return hosted.feedFromData() }
    switch typed {
    case .table(let table): table.dataSource = data
    case .collection(let collection): collection.dataSource = data
    }
  }

  /// Runs `body` before the work of every content change of the list.
  func beforeContentChange(_ body: @escaping @MainActor (ListChange) -> Void) -> HookToken {
    switch typed {
    case .table(let table): table.contentHooks.before { _, change in body(change) }
    case .collection(let collection): collection.contentHooks.before { _, change in body(change) }
    }
  }
}
