extension ListSnapshot {
  /// Where an item is: its section, and its index in that section.
  ///
  /// The section is kept by identifier, not index, so that inserting, deleting or moving
  /// sections leaves every item's entry as it is; only a change inside a section re-indexes the
  /// items after it.
  @usableFromInline
  struct ItemEntry: Sendable {
    /// The section that holds the item.
    @usableFromInline var section: SectionID
    /// The item's index in its section.
    @usableFromInline var index: Int

    @inlinable
    init(section: SectionID, index: Int) {
      self.section = section
      self.index = index
    }
  }

  /// Brings the entries of the items of the section at `section` up to date from index `start`
  /// on: linear in the items after `start`, one hash each.
  ///
  /// Only entries that exist are updated: an item whose hash changed after it was added finds
  /// none, and adding one for it could make the index grow, which traps on equal keys.
  @inlinable
  mutating func reindexItems(inSectionAt section: Int, from start: Int) {
    let items = sectionItems[section]
    guard start < items.count else { return }
    for index in start..<items.count {
      guard let entry = itemEntries.index(forKey: items[index]) else { continue }
      itemEntries.values[entry].index = index
    }
  }
}
