/// What the table's and the collection's diffable data sources share: the snapshot they show,
/// `apply`, and the identifier lookups, with UIKit's names.
///
/// Use ``TableViewDiffableDataSource`` or ``CollectionViewDiffableDataSource``; this class only
/// holds what both do, so that it is written once.
@MainActor
public class ListDiffableDataSource<
  List: ListView, SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: DiffableDataSource {
  /// The list the data source feeds; held weakly, as the list holds its data source.
  @usableFromInline weak var list: List?
  @usableFromInline let applier = SnapshotApplier<SectionID, ItemID>()
  private let cellProvider: CellProvider

  /// Gives the text of the row or item showing `itemIdentifier`; `nil` for the default text.
  ///
  /// It is the headless stand-in for the cell, and it receives the list, so it needs no capture.
  public typealias CellProvider =
    @MainActor (_ list: List, _ indexPath: ListIndexPath, _ itemIdentifier: ItemID) -> String?

  init(list: List, cellProvider: @escaping CellProvider) {
    self.list = list
    self.cellProvider = cellProvider
  }

  // MARK: Snapshots

  /// The snapshot the list shows, as last applied (without reload marks).
  public final func snapshot() -> ListSnapshot<SectionID, ItemID> {
    applier.snapshot
  }

  /// Brings the list to `snapshot` in one batch of the updates between the two.
  ///
  /// A snapshot that cannot be applied (it holds an identifier twice, or the list's data
  /// source is not this one) is reported as ``ListDiagnostic/invalidSnapshot(_:)``: nothing is
  /// applied and the completion runs as a batch's would, after the completions queued before
  /// it, so that a chain of applies started by completions keeps a constant stack depth.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Kept for UIKit's signature: headless lists do not animate, and
  ///     both values apply the same batch (as UIKit does since iOS 15).
  ///   - completion: Run once the batch has been applied and the content hooks have run.
  @inlinable
  public final func apply(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(snapshot, to: list, from: self, strategy: .difference, completion: completion)
  }

  /// Brings the list to `snapshot` with one full reload instead of a batch.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run once the reload and the content hooks have run.
  @inlinable
  public final func applySnapshotUsingReloadData(
    _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (@MainActor () -> Void)? = nil
  ) {
    applier.apply(snapshot, to: list, from: self, strategy: .reload, completion: completion)
  }

  // MARK: Identifiers

  /// The item at `indexPath`, or `nil` when there is none.
  ///
  /// - Parameter indexPath: A row or item position.
  /// - Returns: The item's identifier.
  @inlinable
  public final func itemIdentifier(for indexPath: ListIndexPath) -> ItemID? {
    applier.snapshot.itemIdentifier(at: indexPath)
  }

  /// The position of `itemIdentifier`, or `nil` when it is not in the snapshot; O(1).
  ///
  /// - Parameter itemIdentifier: An item identifier.
  /// - Returns: Its index path.
  @inlinable
  public final func indexPath(for itemIdentifier: ItemID) -> ListIndexPath? {
    applier.snapshot.indexPath(of: itemIdentifier)
  }

  /// The section at `index`, or `nil` when there is none.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section's identifier.
  public final func sectionIdentifier(for index: Int) -> SectionID? {
    let sections = applier.snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter sectionIdentifier: A section identifier.
  /// - Returns: Its index.
  public final func index(for sectionIdentifier: SectionID) -> Int? {
    applier.snapshot.indexOfSection(sectionIdentifier)
  }

  // MARK: Counts, for the subclasses' data-source methods

  /// The number of sections of the current snapshot.
  final var numberOfSections: Int {
    applier.snapshot.numberOfSections
  }

  /// The number of items of section `section` of the current snapshot.
  final func numberOfItems(inSection section: Int) -> Int {
    applier.snapshot.numberOfItems(inSectionAt: section)
  }

  /// The cell provider's text for the item at `indexPath` of `list`.
  final func text(in list: List, at indexPath: ListIndexPath) -> String? {
    itemIdentifier(for: indexPath).flatMap { cellProvider(list, indexPath, $0) }
  }
}
