#if canImport(UIKit)
  public import UIKit

  /// A `UICollectionViewDiffableDataSource` that tells its ``EmptyStateCollectionView`` of
  /// every apply, whole snapshots and section snapshots alike, so the empty state follows
  /// snapshots as it follows updates.
  ///
  /// UIKit's diffable data source updates its collection through private calls that a
  /// collection subclass does not see; each `apply` variant here calls `super`, then tells the
  /// collection's mirror, which fetches the counts the collection now shows.
  @MainActor
  open class EmptyStateCollectionViewDiffableDataSource<
    SectionIdentifierType, ItemIdentifierType
  >: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  {
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >
    /// The section snapshot type this data source applies.
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// The collection the data source serves, when it shows an empty state.
    private weak var emptyStateCollection: EmptyStateCollectionView?

    /// Creates a diffable data source with the specified cell provider, and connects it to the
    /// specified collection view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection; an ``EmptyStateCollectionView`` hears of every
    ///     apply.
    ///   - cellProvider: Makes the cells.
    public override init(
      collectionView: UICollectionView, cellProvider: @escaping CellProvider
    ) {
      emptyStateCollection = collectionView as? EmptyStateCollectionView
      super.init(collectionView: collectionView, cellProvider: cellProvider)
    }

    open override func apply(
      _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      super.apply(
        snapshot, animatingDifferences: animatingDifferences, completion: completed(completion))
      emptyStateCollection?.hostDidApplySnapshot()
    }

    open override func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
      // Through the variant above, so the collection hears of the apply when it happens.
      await withCheckedContinuation { continuation in
        apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
      }
    }

    open override func apply(
      _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      super.apply(
        snapshot, to: section, animatingDifferences: animatingDifferences,
        completion: completed(completion))
      emptyStateCollection?.hostDidApplySnapshot()
    }

    open override func apply(
      _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
      animatingDifferences: Bool = true
    ) async {
      await withCheckedContinuation { continuation in
        apply(snapshot, to: section, animatingDifferences: animatingDifferences) {
          continuation.resume()
        }
      }
    }

    open override func applySnapshotUsingReloadData(
      _ snapshot: Snapshot, completion: (() -> Void)? = nil
    ) {
      super.applySnapshotUsingReloadData(snapshot, completion: completion)
      emptyStateCollection?.hostDidApplySnapshot()
    }

    open override func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
      await withCheckedContinuation { continuation in
        applySnapshotUsingReloadData(snapshot) { continuation.resume() }
      }
    }

    /// `completion`, after the mirror checks the collection's counts once the apply settled.
    private func completed(_ completion: (() -> Void)?) -> () -> Void {
      { [weak self] in
        self?.emptyStateCollection?.mirror.hostCompletedBatch(finished: true)
        completion?()
      }
    }
  }
#endif
