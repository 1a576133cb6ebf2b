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
/// Each ``ListDiffableDataSource/apply(_:animatingDifferences:completion:)`` runs through the
/// collection's content hooks exactly once, so whatever follows the content (code on
/// ``CollectionView/contentHooks``) sees one change per apply, and the completion runs after it.
/// Applying works from any closure on the main actor: a load's completion, a hook, another
/// apply's completion. From inside the content hooks it waits for the change under way to end,
/// then runs as its own batch; inside a batch the app opened it joins that batch as a reload.
@MainActor
public final class CollectionViewDiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: ListDiffableDataSource<CollectionView, SectionID, ItemID>, CollectionViewDataSource {
  /// Creates a data source for `collectionView` and makes it the collection's data source.
  ///
  /// - Parameters:
  ///   - collectionView: The collection; held weakly.
  ///   - cellProvider: Gives each item's text; it receives the collection, so it needs no capture.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    super.init(list: collectionView, cellProvider: cellProvider)
    collectionView.dataSource = self
  }

  // MARK: CollectionViewDataSource

  /// The number of sections of the current snapshot.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    numberOfSections
  }

  /// The number of items of section `section` of the current snapshot.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    numberOfItems(inSection: section)
  }

  /// The cell provider's text for the item at `indexPath`.
  public func collectionView(
    _ collectionView: CollectionView, textForItemAt indexPath: ListIndexPath
  ) -> String? {
    text(in: collectionView, at: indexPath)
  }
}
