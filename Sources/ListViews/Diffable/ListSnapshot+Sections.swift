extension ListSnapshot {
  /// Appends sections, in order, after the last one.
  ///
  /// - Parameter sections: New section identifiers.
  /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` for an identifier already in the
  ///   snapshot or given twice; ``ListSnapshotError/tooManySections(limit:)``. Nothing changes.
  @inlinable
  public mutating func appendSections(_ sections: [SectionID]) throws(ListSnapshotError<
    SectionID, ItemID
  >) {
    try insertSections(sections, at: sectionOrder.count)
  }

  /// Inserts sections, in order, before `section`.
  ///
  /// - Parameters:
  ///   - sections: New section identifiers.
  ///   - section: A section of the snapshot.
  /// - Throws: ``ListSnapshotError/sectionNotFound(_:)`` when `section` is not there, or the
  ///   errors of ``appendSections(_:)``. Nothing changes.
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], beforeSection section: SectionID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try insertSections(sections, at: try index(ofSection: section))
  }

  /// Inserts sections, in order, after `section`.
  ///
  /// - Parameters:
  ///   - sections: New section identifiers.
  ///   - section: A section of the snapshot.
  /// - Throws: The errors of ``insertSections(_:beforeSection:)``. Nothing changes.
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], afterSection section: SectionID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try insertSections(sections, at: try index(ofSection: section) + 1)
  }

  /// Deletes sections and their items.
  ///
  /// - Parameter sections: Sections of the snapshot (one named twice is deleted once).
  /// - Throws: ``ListSnapshotError/sectionNotFound(_:)`` for the first one that is not there;
  ///   nothing changes.
  @inlinable
  public mutating func deleteSections(_ sections: [SectionID]) throws(ListSnapshotError<
    SectionID, ItemID
  >) {
    var doomed = Set<Int>()
    for section in sections { doomed.insert(try index(ofSection: section)) }
    for index in doomed {
      let section = sectionOrder[index]
      sectionIndices[section] = nil
      reloadedSections.remove(section)
      for item in sectionItems[index] { forget(item) }
      itemCount -= sectionItems[index].count
    }
    let first = doomed.min() ?? sectionOrder.count
    var kept = first
    for index in first..<sectionOrder.count where !doomed.contains(index) {
      sectionOrder[kept] = sectionOrder[index]
      sectionItems.swapAt(kept, index)
      sectionHashes.swapAt(kept, index)
      kept += 1
    }
    sectionOrder.removeSubrange(kept...)
    sectionItems.removeSubrange(kept...)
    sectionHashes.removeSubrange(kept...)
    reindexSections(from: first)
  }

  /// Moves `section` so that it comes just before `other`.
  ///
  /// - Parameters:
  ///   - section: The section to move.
  ///   - other: The section it goes before.
  /// - Throws: ``ListSnapshotError/sectionNotFound(_:)``, or
  ///   ``ListSnapshotError/sectionMovedRelativeToItself(_:)``; nothing changes.
  @inlinable
  public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try moveSection(section, relativeTo: other, after: false)
  }

  /// Moves `section` so that it comes just after `other`.
  ///
  /// - Parameters:
  ///   - section: The section to move.
  ///   - other: The section it goes after.
  /// - Throws: The errors of ``moveSection(_:beforeSection:)``; nothing changes.
  @inlinable
  public mutating func moveSection(_ section: SectionID, afterSection other: SectionID)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    try moveSection(section, relativeTo: other, after: true)
  }

  /// Marks sections to be reloaded when the snapshot is applied: their items are fetched again
  /// as a whole.
  ///
  /// - Parameter sections: Sections of the snapshot.
  /// - Throws: ``ListSnapshotError/sectionNotFound(_:)``; nothing changes.
  @inlinable
  public mutating func reloadSections(_ sections: [SectionID]) throws(ListSnapshotError<
    SectionID, ItemID
  >) {
    for section in sections { _ = try index(ofSection: section) }
    reloadedSections.formUnion(sections)
  }

  /// Removes every section and item: the snapshot is as new.
  @inlinable
  public mutating func deleteAllItems() {
    self = ListSnapshot()
  }

  // MARK: Steps

  /// The index of `section`, or the error naming it.
  @inlinable
  func index(ofSection section: SectionID) throws(ListSnapshotError<SectionID, ItemID>) -> Int {
    guard let index = sectionIndices[section] else { throw .sectionNotFound(section) }
    return index
  }

  @inlinable
  mutating func insertSections(_ sections: [SectionID], at index: Int)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    guard sections.count <= ListLimits.maximumSections - sectionOrder.count else {
      throw .tooManySections(limit: ListLimits.maximumSections)
    }
    if let twice = Self.makeRoom(for: sections.count, in: &sectionIndices) {
      throw .duplicateSection(twice)
    }
    for (offset, section) in sections.enumerated() {
      guard let previous = sectionIndices.updateValue(index + offset, forKey: section) else {
        continue
      }
      // Undo this call's claims: a section given twice was not there before.
      let isNew = sections[..<offset].contains(section)
      for claimed in sections[..<offset] { sectionIndices[claimed] = nil }
      if !isNew { sectionIndices[section] = previous }
      throw .duplicateSection(section)
    }
    sectionOrder.insert(contentsOf: sections, at: index)
    sectionItems.insert(contentsOf: repeatElement([], count: sections.count), at: index)
    sectionHashes.insert(contentsOf: repeatElement([], count: sections.count), at: index)
    reindexSections(from: index + sections.count)
  }

  @inlinable
  mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
    throws(ListSnapshotError<SectionID, ItemID>)
  {
    let from = try index(ofSection: section)
    let anchor = try index(ofSection: other)
    guard section != other else { throw .sectionMovedRelativeToItself(section) }
    let items = sectionItems[from]
    let hashes = sectionHashes[from]
    sectionOrder.remove(at: from)
    sectionItems.remove(at: from)
    sectionHashes.remove(at: from)
    let target = (anchor > from ? anchor - 1 : anchor) + (after ? 1 : 0)
    sectionOrder.insert(section, at: target)
    sectionItems.insert(items, at: target)
    sectionHashes.insert(hashes, at: target)
    reindexSections(from: min(from, target))
  }

  /// Brings ``sectionIndices`` up to date for the sections from `start` on.
  ///
  /// Only entries that exist are updated: a section whose hash changed after it was added finds
  /// none, and adding one for it could make the index grow, which traps on equal keys.
  @inlinable
  mutating func reindexSections(from start: Int) {
    for index in start..<sectionOrder.count {
      guard let entry = sectionIndices.index(forKey: sectionOrder[index]) else { continue }
      sectionIndices.values[entry] = index
    }
  }

  /// Removes `item` from the item index and the marks (the caller removes it from its section).
  @inlinable
  mutating func forget(_ item: ItemID) {
    itemEntries[item] = nil
    if !reloadedItems.isEmpty { reloadedItems.remove(item) }
    if !reconfiguredItems.isEmpty { reconfiguredItems.remove(item) }
  }
}
