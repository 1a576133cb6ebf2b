extension ListSnapshot {
  /// Appends items, in order, at the end of `section`, or of the last section.
  ///
  /// - Parameters:
  ///   - items: New item identifiers.
  ///   - section: The section to append to; `nil` for the last one.
  /// - Throws: ``ListSnapshotError/duplicateItem(_:)`` for an identifier already in the snapshot
  ///   or given twice; ``ListSnapshotError/sectionNotFound(_:)``; ``ListSnapshotError/noSection``
  ///   when `section` is `nil` and there are no sections. Nothing changes.
  @inlinable
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    guard let section = section ?? sectionOrder.last else { throw .noSection }
    let index = try index(ofSection: section)
    try claim(items, for: section, from: sectionItems[index].count)
    sectionItems[index].append(contentsOf: items)
    sectionHashes[index].append(contentsOf: SnapshotItemTable.hashes(of: items))
    itemCount += items.count
  }

  /// Inserts items, in order, just before `item`, in its section.
  ///
  /// - Parameters:
  ///   - items: New item identifiers.
  ///   - item: An item of the snapshot.
  /// - Throws: ``ListSnapshotError/itemNotFound(_:)`` when `item` is not there, or
  ///   ``ListSnapshotError/duplicateItem(_:)``. Nothing changes.
  @inlinable
  public mutating func insertItems(_ items: [ItemID], beforeItem item: ItemID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try insertItems(items, nextTo: item, after: false)
  }

  /// Inserts items, in order, just after `item`, in its section.
  ///
  /// - Parameters:
  ///   - items: New item identifiers.
  ///   - item: An item of the snapshot.
  /// - Throws: The errors of ``insertItems(_:beforeItem:)``. Nothing changes.
  @inlinable
  public mutating func insertItems(_ items: [ItemID], afterItem item: ItemID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try insertItems(items, nextTo: item, after: true)
  }

  /// Deletes items from their sections; the sections stay.
  ///
  /// - Parameter items: Items of the snapshot (one named twice is deleted once).
  /// - Throws: ``ListSnapshotError/itemNotFound(_:)`` for the first one that is not there;
  ///   nothing changes.
  @inlinable
  public mutating func deleteItems(_ items: [ItemID]) throws(ListSnapshotError<SectionID, ItemID>) {
    var doomed: [Int: Set<ItemID>] = [:]
    var firstDoomed: [Int: Int] = [:]  // by section index: the first index that changes
    for item in items {
      guard let entry = itemEntries[item], let index = sectionIndices[entry.section] else {
        throw .itemNotFound(item)
      }
      doomed[index, default: []].insert(item)
      firstDoomed[index] = Swift.min(firstDoomed[index] ?? entry.index, entry.index)
    }
    for (index, items) in doomed {
      for item in items { forget(item) }
      // Counted from what went: an identifier whose hash changed may equal two items.
      let before = sectionItems[index].count
      removeItems(inSectionAt: index, where: items.contains)
      itemCount -= before - sectionItems[index].count
      reindexItems(inSectionAt: index, from: firstDoomed[index] ?? 0)
    }
  }

  /// Moves `item` so that it comes just before `other`, in `other`'s section.
  ///
  /// - Parameters:
  ///   - item: The item to move.
  ///   - other: The item it goes before.
  /// - Throws: ``ListSnapshotError/itemNotFound(_:)``, or
  ///   ``ListSnapshotError/itemMovedRelativeToItself(_:)``; nothing changes.
  @inlinable
  public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try moveItem(item, nextTo: other, after: false)
  }

  /// Moves `item` so that it comes just after `other`, in `other`'s section.
  ///
  /// - Parameters:
  ///   - item: The item to move.
  ///   - other: The item it goes after.
  /// - Throws: The errors of ``moveItem(_:beforeItem:)``; nothing changes.
  @inlinable
  public mutating func moveItem(_ item: ItemID, afterItem other: ItemID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try moveItem(item, nextTo: other, after: true)
  }

  /// Marks items to be reloaded when the snapshot is applied.
  ///
  /// A reloaded item that stays in place becomes ``ListUpdate/reloadItems(_:)``; one that also
  /// moves is deleted and inserted, as a reload and a move of one row cannot share a batch.
  ///
  /// - Parameter items: Items of the snapshot.
  /// - Throws: ``ListSnapshotError/itemNotFound(_:)``; nothing changes.
  @inlinable
  public mutating func reloadItems(_ items: [ItemID]) throws(ListSnapshotError<SectionID, ItemID>) {
    try checkPresent(items)
    try Self.makeRoom(for: items.count, in: &reloadedItems)
    reloadedItems.formUnion(items)
  }

  /// Marks items whose content changed but whose row stays: applied, one in place becomes
  /// ``ListUpdate/reloadItems(_:)``, and one that moves only moves (its row is kept, as UIKit
  /// keeps the cell).
  ///
  /// - Parameter items: Items of the snapshot.
  /// - Throws: ``ListSnapshotError/itemNotFound(_:)``; nothing changes.
  @inlinable
  public mutating func reconfigureItems(_ items: [ItemID])
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try checkPresent(items)
    try Self.makeRoom(for: items.count, in: &reconfiguredItems)
    reconfiguredItems.formUnion(items)
  }

  // MARK: Steps

  /// Removes the items of the section at `section` that `doomed` names, with their hashes.
  @inlinable
  mutating func removeItems(inSectionAt section: Int, where doomed: (ItemID) -> Bool) {
    var items = sectionItems[section]
    var hashes = sectionHashes[section]
    sectionItems[section] = []  // unique while compacted
    sectionHashes[section] = []
    var kept = 0
    for index in items.indices where !doomed(items[index]) {
      items[kept] = items[index]
      hashes[kept] = hashes[index]
      kept += 1
    }
    items.removeSubrange(kept...)
    hashes.removeSubrange(kept...)
    sectionItems[section] = items
    sectionHashes[section] = hashes
  }

  @inlinable
  func checkPresent(_ items: [ItemID]) throws(ListSnapshotError<SectionID, ItemID>) {
    for item in items where itemEntries[item] == nil { throw .itemNotFound(item) }
  }

  /// Enters `items` in the item index as members of `section`, at indices from `start` on; on
  /// a duplicate, undoes this call's entries and throws.
  @inlinable
  mutating func claim(_ items: [ItemID], for section: SectionID, from start: Int)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    if let twice = Self.makeRoom(for: items.count, in: &itemEntries) {
      throw .duplicateItem(twice)
    }
    for (offset, item) in items.enumerated() {
      let entry = ItemEntry(section: section, index: start + offset)
      guard let previous = itemEntries.updateValue(entry, forKey: item) else { continue }
      // Undo this call's claims: an item given twice was not there before.
      let isNew = items[..<offset].contains(item)
      for claimed in items[..<offset] { itemEntries[claimed] = nil }
      if !isNew { itemEntries[item] = previous }
      throw .duplicateItem(item)
    }
  }

  /// Makes room for `count` more marks in `marks`, throwing instead of trapping when they hold
  /// an item twice, as the item index does.
  @inlinable
  static func makeRoom(for count: Int, in marks: inout Set<ItemID>)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    guard marks.count + count > marks.capacity else { return }
    var grown = Set<ItemID>(minimumCapacity: Swift.max(marks.count + count, 2 * marks.capacity))
    for item in marks {
      guard grown.insert(item).inserted else { throw .duplicateItem(item) }
    }
    marks = grown
  }

  /// The position of `item`: its section's index and its index there.
  @inlinable
  func position(of item: ItemID) throws(ListSnapshotError<SectionID, ItemID>) -> (
    section: SectionID, path: ListIndexPath
  ) {
    guard let entry = itemEntries[item], let path = indexPath(of: item) else {
      throw .itemNotFound(item)
    }
    return (entry.section, path)
  }

  @inlinable
  mutating func insertItems(_ items: [ItemID], nextTo item: ItemID, after: Bool)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    let (section, path) = try position(of: item)
    let start = path.item + (after ? 1 : 0)
    try claim(items, for: section, from: start)
    sectionItems[path.section].insert(contentsOf: items, at: start)
    sectionHashes[path.section].insert(contentsOf: SnapshotItemTable.hashes(of: items), at: start)
    itemCount += items.count
    reindexItems(inSectionAt: path.section, from: start + items.count)
  }

  @inlinable
  mutating func moveItem(_ item: ItemID, nextTo other: ItemID, after: Bool)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    let from = try position(of: item).path
    let (section, anchor) = try position(of: other)
    guard item != other else { throw .itemMovedRelativeToItself(item) }
    sectionItems[from.section].remove(at: from.item)
    let hash = sectionHashes[from.section].remove(at: from.item)
    var target = anchor.item
    if from.section == anchor.section, from.item < anchor.item { target -= 1 }
    sectionItems[anchor.section].insert(item, at: target + (after ? 1 : 0))
    sectionHashes[anchor.section].insert(hash, at: target + (after ? 1 : 0))
    if let entry = itemEntries.index(forKey: item) { itemEntries.values[entry].section = section }
    // The items between the two places shifted by one (in each section, when they differ).
    if from.section == anchor.section {
      reindexItems(inSectionAt: from.section, from: Swift.min(from.item, target))
    } else {
      reindexItems(inSectionAt: from.section, from: from.item)
      reindexItems(inSectionAt: anchor.section, from: target)
    }
  }
}
