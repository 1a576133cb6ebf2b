/// A collection's data source fed by snapshots, as UIKit's `UICollectionViewDiffableDataSource`: build a
/// ``ListSnapshot``, apply it, and the collection follows in one batch.
///
/// ```swift
/// let collection = CollectionView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
/// let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
///   collection, indexPath, order in
///   "Order \(order)"
/// }
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["today"])
/// try snapshot.appendItems([101, 102])
/// dataSource.apply(snapshot) {
///   print(collection.numberOfItems(inSection: 0))  // 2
/// }
/// ```
///
/// The data source makes itself the collection's ``CollectionView/dataSource``. As in UIKit, the collection
/// holds its data source weakly and the data source holds the collection weakly: keep the data
/// source alive yourself (a property of the object that owns the collection). A data source that is
/// released leaves the collection empty, reported once as ``ListDiagnostic/dataSourceReleased``.
///
/// Each ``apply(_:animatingDifferences:completion:)`` runs through the collection's content hooks
/// exactly once, so whatever follows the content (code on ``CollectionView/contentHooks``) sees one
/// change per apply, and the completion runs after it. Applying works from any closure on the
/// main actor: a load's completion, a hook, another apply's completion. From inside the
/// content hooks it waits for the change under way to end, then runs as its own batch; inside
/// a batch the app opened it joins that batch as a reload.
@MainActor
public final class CollectionViewDiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: CollectionViewDataSource, DiffableDataSource {
  /// Gives the text of the item showing `itemIdentifier`: the headless stand-in for the cell
  /// (see ``CollectionViewDataSource/collectionView(_:textForItemAt:)``); `nil` for the default text.
  public typealias CellProvider =
    @MainActor (
      _ collectionView: CollectionView, _ indexPath: ListIndexPath, _ itemIdentifier: ItemID
    ) -> String?

  @usableFromInline weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  @usableFromInline let applier = SnapshotApplier<SectionID, ItemID>()

  /// Creates a data source for `collectionView` and makes it the collection's data source.
  ///
  /// - Parameters:
  ///   - collectionView: The collection; held weakly.
  ///   - cellProvider: Gives each item's text; it receives the collection, so it needs no capture.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// The snapshot the collection shows, as last applied (without reload marks).
  public func snapshot() -> ListSnapshot<SectionID, ItemID> {
    applier.snapshot
  }

  /// Brings the collection to `snapshot` in one batch of the updates between the two.
  ///
  /// A snapshot that cannot be applied (it holds an identifier twice, or the collection's data
  /// source is not this one) is reported as ``ListDiagnostic/invalidSnapshot(_:)``: nothing is
  /// applied and the completion runs at once.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Kept for UIKit's signature: headless collections do not animate, and
  ///     both values apply the same batch (as UIKit does since iOS 15).
  ///   - completion: Run once the batch has been applied and the content hooks have run.
  @inlinable
  public func apply(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(
      snapshot, to: collectionView, from: self, strategy: .difference, completion: completion)
  }

  /// Brings the collection to `snapshot` with one full reload instead of a batch.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run once the reload and the content hooks have run.
  @inlinable
  public func applySnapshotUsingReloadData(
    _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(
      snapshot, to: collectionView, from: self, strategy: .reload, completion: completion)
  }

  // MARK: Identifiers

  /// The item at `indexPath`, or `nil` when there is none.
  ///
  /// - Parameter indexPath: An item's position.
  /// - Returns: The item's identifier.
  public func itemIdentifier(for indexPath: ListIndexPath) -> ItemID? {
    applier.snapshot.itemIdentifier(at: indexPath)
  }

  /// The position of `itemIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter itemIdentifier: An item identifier.
  /// - Returns: Its index path.
  public func indexPath(for itemIdentifier: ItemID) -> ListIndexPath? {
    applier.snapshot.indexPath(of: itemIdentifier)
  }

  /// The section at `index`, or `nil` when there is none.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section's identifier.
  public func sectionIdentifier(for index: Int) -> SectionID? {
    let sections = applier.snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter sectionIdentifier: A section identifier.
  /// - Returns: Its index.
  public func index(for sectionIdentifier: SectionID) -> Int? {
    applier.snapshot.indexOfSection(sectionIdentifier)
  }

  // MARK: CollectionViewDataSource

  /// The number of sections of the current snapshot.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    applier.snapshot.numberOfSections
  }

  /// The number of items of section `section` of the current snapshot.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    applier.snapshot.numberOfItems(inSectionAt: section)
  }

  /// The cell provider's text for the item at `indexPath`.
  public func collectionView(
    _ collectionView: CollectionView, textForItemAt indexPath: ListIndexPath
  ) -> String? {
    itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) }
  }
}
