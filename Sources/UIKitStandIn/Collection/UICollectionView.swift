/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
///
/// [UICollectionView](https://developer.apple.com/documentation/uikit/uicollectionview)
@MainActor
open class UICollectionView: UIScrollView {
  /// The counts as UIKit caches them, and the open batch.
  private(set) lazy var countCache = ListCountCache(nouns: .collection) { [unowned self] in
    fetchCounts()
  }
  /// The cells on screen, by index path.
  private var cells: [IndexPath: UICollectionViewCell] = [:]
  /// The cell classes registered for reuse identifiers.
  private var cellClasses: [String: UICollectionViewCell.Type] = [:]

  /// Creates a collection view with the specified frame and layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The layout used to organize the collection view's items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      setNeedsLayout()
    }
  }

  /// The object that provides the data for the collection view.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    // A new data source's counts are fetched when next needed.
    didSet { discardCounts() }
  }

  /// The view that provides the background appearance, behind all other content, the size of
  /// the collection view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A supplementary view that identifies the header for a given section.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// A supplementary view that identifies the footer for a given section.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  // MARK: - Updates
  // Every public update is `open`, as in UIKit, so a subclass can follow it; each records into
  // the count cache, whose batch is checked against the data source when it ends.

  /// Reloads all of the data for the collection view.
  open func reloadData() {
    discardCounts()
  }

  /// Animates multiple insert, delete, reload, and move operations as a group.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    // The counts before the batch are fetched first if none are cached, so the updates are
    // checked against them:
    // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    countCache.begin()
    updates?()
    countCache.end()
    if !countCache.isBatching { contentDidChange() }
    // The completion runs once the animations finish, on a later turn of the run loop.
    if let completion { MainRunLoop.enqueue { completion(true) } }
  }

  /// Inserts new items at the specified index paths.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes the items at the specified index paths.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths }
  }

  /// Reloads just the items at the specified index paths.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Updates the data for the items at the index paths you specify, preserving the existing
  /// cells for the items.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Moves an item from one location to another in the collection view.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts new sections at the specified indexes.
  open func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections at the specified indexes.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads the data in the specified sections of the collection view.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section from one location to another in the collection view.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Records one update; outside a batch it is checked at once.
  private func record(_ update: (inout UpdateBatch) -> Void) {
    countCache.record(update)
    if !countCache.isBatching { contentDidChange() }
  }

  /// Changes the data and applies its batch without the public methods (a diffable apply).
  func performPrivateBatch(_ changeData: () -> UpdateBatch) {
    countCache.begin()
    let batch = changeData()
    countCache.record { $0 = batch }
    countCache.end()
    contentDidChange()
  }

  /// The items moved: the layout and the cells are made again on the next layout.
  private func contentDidChange() {
    discardCells()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  // MARK: - Counts

  /// The number of sections in the collection view.
  public var numberOfSections: Int {
    countCache.numberOfSections
  }

  /// Returns the number of items in the specified section.
  public func numberOfItems(inSection section: Int) -> Int {
    countCache.numberOfItems(inSection: section)
  }

  /// The data source's counts, one per section.
  private func fetchCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  /// Forgets the counts and the cells: the next read or layout fetches them again.
  func discardCounts() {
    countCache.invalidate()
    contentDidChange()
  }

  // MARK: - Cells

  /// Registers a class for use in creating new collection view cells.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// Dequeues a reusable cell object located by its identifier.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellClass = cellClasses[identifier] else {
      // A cell must be registered for its identifier before it is dequeued:
      // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
      raiseInternalInconsistency(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    return cellClass.init(frame: .zero)
  }

  /// Gets the cell object at the index path you specify, if it is on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells[indexPath]
  }

  /// An array of visible cells currently displayed by the collection view, in index order.
  open var visibleCells: [UICollectionViewCell] {
    cells.keys.sorted().compactMap { cells[$0] }
  }

  /// Drops the cells on screen: their items may have moved.
  private func discardCells() {
    for cell in cells.values { cell.removeFromSuperview() }
    cells.removeAll()
  }

  // MARK: - Layout

  /// Retrieves the layout information for the item at the specified index path.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Retrieves the layout information for the supplementary view at the specified index path.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // The first layout fetches the counts; later ones use the cached counts:
    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    _ = countCache.current
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    backgroundView?.frame = bounds
    if let backgroundView { sendSubviewToBack(backgroundView) }
    let visible = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    var kept: [IndexPath: UICollectionViewCell] = [:]
    for attributes in visible where attributes.representedElementKind == nil {
      let path = attributes.indexPath
      // The collection view asks its data source for the cells it shows:
      // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
      guard let cell = cells[path] ?? dataSource?.collectionView(self, cellForItemAt: path) else {
        continue
      }
      cell.frame = attributes.frame
      if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
      kept[path] = cell
    }
    for (path, cell) in cells where kept[path] !== cell { cell.removeFromSuperview() }
    cells = kept
  }
}
