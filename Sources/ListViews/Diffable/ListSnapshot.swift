/// The state of a list as identifiers: its sections in order, and the items of each, as UIKit's
/// `NSDiffableDataSourceSnapshot` has them.
///
/// A snapshot is a value: build one, hand it to a diffable data source
/// (``TableViewDiffableDataSource``, ``CollectionViewDiffableDataSource``), and the list follows
/// in one batch. Identifiers are unique across the whole snapshot, so the difference between two
/// snapshots is found in linear time (``updates(from:)``).
///
/// ```swift
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["today", "earlier"])
/// try snapshot.appendItems([1, 2], toSection: "today")
/// try snapshot.appendItems([3])  // to the last section
/// print(snapshot.numberOfItems, snapshot.isEmpty)  // 3 false
/// ```
///
/// Where UIKit's snapshot traps (a duplicate identifier, an identifier that is not there), every
/// changing method here throws a ``ListSnapshotError`` and leaves the snapshot exactly as it was.
/// Counts and ``isEmpty`` are O(1); so are the lookups of an item's section, of its index path
/// (through a data source) and of its index in its section: the snapshot keeps each item's
/// place, and a change inside a section updates the places of the items after it.
/// ``indexOfItem(_:)`` adds the counts of the sections before the item's. Identifiers are
/// `Sendable`, as UIKit asks of them.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  // The storage and the hot methods are inlinable, so that the snapshot and its diff specialize
  // for the app's identifier types (unspecialized generic code costs several times as much).

  /// The section identifiers, in order.
  @usableFromInline var sectionOrder: [SectionID] = []
  /// The item identifiers of each section, parallel to `sectionOrder`.
  @usableFromInline var sectionItems: [[ItemID]] = []
  /// The hash of each item, parallel to `sectionItems`, taken when the item was added.
  ///
  /// Taken as the diff's table takes them (``SnapshotItemTable/hash(_:from:)``), so that a diff
  /// from this snapshot looks its items up with these instead of hashing them again. An
  /// identifier whose hash changed since may then not be found (it counts as deleted, and its
  /// equal as inserted).
  @usableFromInline var sectionHashes: [[Int]] = []
  /// The index of each section.
  @usableFromInline var sectionIndices: [SectionID: Int] = [:]
  /// The section each item is in, and its index there.
  @usableFromInline var itemEntries: [ItemID: ItemEntry] = [:]
  /// The number of items of all sections.
  @usableFromInline var itemCount = 0
  /// Sections marked with ``reloadSections(_:)``.
  @usableFromInline var reloadedSections = Set<SectionID>()
  /// Items marked with ``reloadItems(_:)``.
  @usableFromInline var reloadedItems = Set<ItemID>()
  /// Items marked with ``reconfigureItems(_:)``.
  @usableFromInline var reconfiguredItems = Set<ItemID>()

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {}

  // MARK: Counts

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int {
    sectionOrder.count
  }

  /// The number of items of all sections; O(1).
  @inlinable
  public var numberOfItems: Int {
    itemCount
  }

  /// Whether the snapshot has no items (it may have empty sections); O(1).
  @inlinable
  public var isEmpty: Bool {
    itemCount == 0
  }

  /// The number of items in `section`; 0 for a section that is not in the snapshot.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: The count.
  @inlinable
  public func numberOfItems(inSection section: SectionID) -> Int {
    sectionIndices[section].map { sectionItems[$0].count } ?? 0
  }

  // MARK: Identifiers

  /// The section identifiers, in order.
  @inlinable
  public var sectionIdentifiers: [SectionID] {
    sectionOrder
  }

  /// Every item identifier, section after section.
  public var itemIdentifiers: [ItemID] {
    Array(sectionItems.joined())
  }

  /// The item identifiers of `section`, in order; empty for a section that is not there.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: Its items.
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    sectionIndices[section].map { sectionItems[$0] } ?? []
  }

  /// The section that holds `item`, or `nil` when the item is not in the snapshot.
  ///
  /// - Parameter item: An item identifier.
  /// - Returns: Its section's identifier.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    itemEntries[item]?.section
  }

  /// The index of `item` among ``itemIdentifiers``, or `nil` when it is not there.
  ///
  /// Finding the item is O(1); its index adds the counts of the sections before it (one
  /// addition each).
  ///
  /// - Parameter item: An item identifier.
  /// - Returns: Its index across all sections.
  @inlinable
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let path = indexPath(of: item) else { return nil }
    var index = path.item
    for section in 0..<path.section { index += sectionItems[section].count }
    return index
  }

  /// The index of `section` among ``sectionIdentifiers``, or `nil` when it is not there.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: Its index.
  @inlinable
  public func indexOfSection(_ section: SectionID) -> Int? {
    sectionIndices[section]
  }

  /// Sections marked by ``reloadSections(_:)``, in the snapshot's order.
  public var reloadedSectionIdentifiers: [SectionID] {
    reloadedSections.isEmpty ? [] : sectionOrder.filter(reloadedSections.contains)
  }

  /// Items marked by ``reloadItems(_:)``, in the snapshot's order.
  public var reloadedItemIdentifiers: [ItemID] {
    reloadedItems.isEmpty ? [] : itemIdentifiers.filter(reloadedItems.contains)
  }

  /// Items marked by ``reconfigureItems(_:)``, in the snapshot's order.
  public var reconfiguredItemIdentifiers: [ItemID] {
    reconfiguredItems.isEmpty ? [] : itemIdentifiers.filter(reconfiguredItems.contains)
  }

  // MARK: Positions (for data sources)

  /// The number of items of the section at `index`; 0 when there is no such section.
  func numberOfItems(inSectionAt index: Int) -> Int {
    sectionItems.indices.contains(index) ? sectionItems[index].count : 0
  }

  /// The number of items of each section, in order.
  @inlinable
  var sectionCounts: [Int] {
    sectionItems.map(\.count)
  }

  /// The item at `path`, or `nil` when there is none.
  @inlinable
  func itemIdentifier(at path: ListIndexPath) -> ItemID? {
    guard sectionItems.indices.contains(path.section),
      sectionItems[path.section].indices.contains(path.item)
    else { return nil }
    return sectionItems[path.section][path.item]
  }

  /// The path of `item`, or `nil` when it is not in the snapshot; O(1), two hash lookups.
  ///
  /// The path found is checked against the item there, so that an identifier whose hash
  /// changed after it was added is never answered with another item's path (it may be lost to
  /// lookups, or found where an equal one is).
  @inlinable
  func indexPath(of item: ItemID) -> ListIndexPath? {
    guard let entry = itemEntries[item], let section = sectionIndices[entry.section],
      sectionItems[section].indices.contains(entry.index),
      sectionItems[section][entry.index] == item
    else { return nil }
    return ListIndexPath(item: entry.index, section: section)
  }

  /// The same snapshot without reload and reconfigure marks: what a data source keeps once it
  /// applied them.
  @inlinable
  var withoutMarks: ListSnapshot {
    guard !reloadedSections.isEmpty || !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else {
      return self
    }
    var copy = self
    copy.reloadedSections = []
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    return copy
  }

  /// Makes room for `count` more keys in `index`, growing it here rather than letting it grow
  /// itself: a dictionary that grows traps when it holds two equal keys (identifiers whose hash
  /// changed after they were added), and snapshots never trap.
  ///
  /// - Returns: A key `index` holds twice, found while growing it (it is then unchanged), or
  ///   `nil`.
  @inlinable
  static func makeRoom<Key, Value>(for count: Int, in index: inout [Key: Value]) -> Key? {
    guard index.count + count > index.capacity else { return nil }
    var grown = [Key: Value](minimumCapacity: Swift.max(index.count + count, 2 * index.capacity))
    for (key, value) in index {
      guard grown.updateValue(value, forKey: key) == nil else { return key }
    }
    index = grown
    return nil
  }

  /// Whether the indexes agree with the identifiers: one entry per section and per item.
  ///
  /// Always true for snapshots built through this type, unless an identifier's hash changed
  /// after it was added.
  @inlinable
  var indexesAgree: Bool {
    sectionIndices.count == sectionOrder.count && itemEntries.count == itemCount
  }
}

extension ListSnapshot: Equatable {
  /// Whether two snapshots have the same sections and items, in the same order, with the same
  /// marks.
  public static func == (lhs: ListSnapshot, rhs: ListSnapshot) -> Bool {
    lhs.sectionOrder == rhs.sectionOrder && lhs.sectionItems == rhs.sectionItems
      && lhs.reloadedSections == rhs.reloadedSections && lhs.reloadedItems == rhs.reloadedItems
      && lhs.reconfiguredItems == rhs.reconfiguredItems
  }
}

extension ListSnapshot: CustomStringConvertible {
  /// The sections with their items, as `[a: 1, 2; b: 3]`: at most eight sections and eight
  /// items of each, the rest counted, so that the description of a huge snapshot stays short.
  public var description: String {
    let limit = ListUpdate.describedPositions
    var described = zip(sectionOrder, sectionItems).prefix(limit).map { section, items in
      guard !items.isEmpty else { return "\(section):" }
      var listed = items.prefix(limit).map { "\($0)" }
      if items.count > limit { listed.append("… and \(items.count - limit) more") }
      return "\(section): \(listed.joined(separator: ", "))"
    }
    if sectionOrder.count > limit {
      described.append("… and \(sectionOrder.count - limit) more sections")
    }
    return "[\(described.joined(separator: "; "))]"
  }
}
