/// A data source that feeds its list from snapshots: what ``TableViewDiffableDataSource`` and
/// ``CollectionViewDiffableDataSource`` share, for code that works with either.
///
/// The names are those of UIKit's diffable data sources.
@MainActor
public protocol DiffableDataSource<SectionID, ItemID>: AnyObject {
  /// The type of the section identifiers.
  associatedtype SectionID: Hashable & Sendable
  /// The type of the item identifiers.
  associatedtype ItemID: Hashable & Sendable

  /// The snapshot the list shows, as last applied (without reload marks).
  func snapshot() -> ListSnapshot<SectionID, ItemID>

  /// Brings the list to `snapshot` in one batch of the updates between the two.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Kept for UIKit's signature; headless lists do not animate.
  ///   - completion: Run once the batch has been applied and its hooks have run.
  func apply(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool,
    completion: (@MainActor () -> Void)?)

  /// Brings the list to `snapshot` with one full reload instead of a batch.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run once the reload and its hooks have run.
  func applySnapshotUsingReloadData(
    _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (@MainActor () -> Void)?)

  /// The item at `indexPath`, or `nil` when there is none.
  ///
  /// - Parameter indexPath: A row or item position.
  /// - Returns: The item's identifier.
  func itemIdentifier(for indexPath: ListIndexPath) -> ItemID?

  /// The position of `itemIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter itemIdentifier: An item identifier.
  /// - Returns: Its index path.
  func indexPath(for itemIdentifier: ItemID) -> ListIndexPath?

  /// The section at `index`, or `nil` when there is none.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section's identifier.
  func sectionIdentifier(for index: Int) -> SectionID?

  /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter sectionIdentifier: A section identifier.
  /// - Returns: Its index.
  func index(for sectionIdentifier: SectionID) -> Int?
}
