extension NSDiffableDataSourceSnapshot {
  /// The batch that turns a list showing `old` into one showing this snapshot.
  func changes(from old: Self) -> UpdateBatch {
    var batch = UpdateBatch()
    var oldSectionIndex: [SectionIdentifierType: Int] = [:]
    for (index, section) in old.sectionIdentifiers.enumerated() { oldSectionIndex[section] = index }
    var newSectionIndex: [SectionIdentifierType: Int] = [:]
    for (index, section) in sectionIdentifiers.enumerated() { newSectionIndex[section] = index }
    let reloaded = Set(reloadedSectionIdentifiers)
    for (index, section) in old.sectionIdentifiers.enumerated() {
      guard let new = newSectionIndex[section] else {
        batch.deletedSections.insert(index)
        continue
      }
      if new != index {
        batch.movedSections.append((index, new))
      } else if reloaded.contains(section) {
        batch.reloadedSections.insert(index)
      }
    }
    for (index, section) in sectionIdentifiers.enumerated() where oldSectionIndex[section] == nil {
      batch.insertedSections.insert(index)
    }
    // Items count only in sections kept (neither inserted, deleted nor reloaded).
    func kept(_ section: SectionIdentifierType) -> Bool {
      guard let oldIndex = oldSectionIndex[section], newSectionIndex[section] != nil else {
        return false
      }
      return !batch.reloadedSections.contains(oldIndex)
    }
    let oldPaths = old.indexPaths(where: kept)
    let newPaths = indexPaths(where: kept)
    for (item, from) in oldPaths {
      guard let to = newPaths[item] else {
        batch.deletedItems.append(from)
        continue
      }
      // An item stays put when it keeps its section (which may itself move) and its index.
      if from.item != to.item
        || old.sectionIdentifier(containingItem: item) != sectionIdentifier(containingItem: item)
      {
        batch.movedItems.append((from, to))
      }
    }
    for (item, to) in newPaths where oldPaths[item] == nil { batch.insertedItems.append(to) }
    for item in reloadedItemIdentifiers + reconfiguredItemIdentifiers {
      guard let from = oldPaths[item], let to = newPaths[item], from.item == to.item,
        old.sectionIdentifier(containingItem: item) == sectionIdentifier(containingItem: item)
      else { continue }
      batch.reloadedItems.append(from)
    }
    return batch
  }

  /// Each item's index path, for the items of the sections `include` accepts.
  private func indexPaths(where include: (SectionIdentifierType) -> Bool)
    -> [ItemIdentifierType: IndexPath]
  {
    var paths: [ItemIdentifierType: IndexPath] = [:]
    for (section, identifier) in sectionIdentifiers.enumerated() where include(identifier) {
      for (item, itemIdentifier) in itemIdentifiers(inSection: identifier).enumerated() {
        paths[itemIdentifier] = IndexPath(item: item, section: section)
      }
    }
    return paths
  }

  /// The number of items in each section, in order.
  var sectionCounts: [Int] {
    sectionIdentifiers.map { numberOfItems(inSection: $0) }
  }

  /// The item at `indexPath`, if any.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = itemIdentifiers(inSection: sectionIdentifiers[indexPath.section])
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The index path of `identifier`, if the snapshot holds it.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionIdentifier(containingItem: identifier),
      let sectionIndex = indexOfSection(section),
      let item = itemIdentifiers(inSection: section).firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }
}
