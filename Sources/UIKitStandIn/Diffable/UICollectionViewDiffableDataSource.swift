/// The object you use to manage data and provide cells for a collection view.
///
/// [UICollectionViewDiffableDataSource](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa)
///
/// It makes itself its collection's data source. Applying a snapshot, whole or of one section,
/// updates the collection through its own batch machinery, not its public update methods: a
/// collection subclass's overrides do not see an apply (the stand-in's model of UIKit, whose
/// diffable data source updates its view through private calls).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
  NSObject, UICollectionViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// A closure that configures and returns a cell for a collection view from its diffable data
  /// source.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// The collection the data source serves.
  private weak var collectionView: UICollectionView?
  /// Makes the cells.
  private let cellProvider: CellProvider
  /// The data as last applied.
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The section snapshots applied since the last whole snapshot, by section.
  private var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Creates a diffable data source with the specified cell provider, and connects it to the
  /// specified collection view.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Returns a representation of the current state of the data in the collection view.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Returns a representation of the current state of the data in the specified section of
  /// the collection view.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let applied = sectionSnapshots[section] { return applied }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// Updates the UI to reflect the state of the data in the specified snapshot, optionally
  /// animating the UI changes and executing a completion handler.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    // An apply performs the difference as batch updates, animated or not:
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
    sectionSnapshots.removeAll()
    show(snapshot, completion: completion)
  }

  /// Updates the UI to reflect the state of the data in the snapshot, optionally animating the
  /// UI changes; returns when the changes are done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Updates the section UI to reflect the state of the data in the specified snapshot,
  /// optionally animating the UI changes and executing a completion handler.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    // The section shows the section snapshot's visible items; a missing section is appended:
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)
    sectionSnapshots[section] = snapshot
    show(current.replacingItems(of: section, with: snapshot.visibleItems), completion: completion)
  }

  /// Updates the section UI to reflect the state of the data in the specified snapshot,
  /// optionally animating the UI changes; returns when the changes are done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, to: section, animatingDifferences: animatingDifferences) {
        continuation.resume()
      }
    }
  }

  /// Resets the UI to reflect the state of the data in the snapshot without computing a diff
  /// or animating the changes, optionally executing a completion handler.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    // The collection reloads its content at once, without a diff:
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)
    sectionSnapshots.removeAll()
    current = snapshot
    collectionView?.discardCounts()
    if let completion { MainRunLoop.enqueue(completion) }
  }

  /// Resets the UI to reflect the state of the data in the snapshot without computing a diff
  /// or animating the changes; returns when the reload is done.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { continuation in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// Shows `snapshot` with batch updates, then queues `completion` for a later turn.
  private func show(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)?
  ) {
    if let collectionView {
      collectionView.performPrivateBatch {
        let old = current
        current = snapshot
        return snapshot.changes(from: old)
      }
    } else {
      current = snapshot
    }
    // The completion runs from the main queue, on a later turn.
    if let completion { MainRunLoop.enqueue(completion) }
  }

  /// Returns an identifier for the item at the specified index path in the collection view.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Returns an index path for the item with the specified identifier in the collection view.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  // MARK: - UICollectionViewDataSource

  /// The number of sections of the applied snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the applied snapshot.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(section)
      ? current.numberOfItems(inSection: sections[section]) : 0
  }

  /// The cell the cell provider makes for the item at `indexPath`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = current.itemIdentifier(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      raiseInternalInconsistency(
        "the cell returned from -collectionView:cellForItemAtIndexPath: is nil for index path "
          + "\(indexPath)")
    }
    return cell
  }
}
