/// A representation of the state of the data in a view at a specific point in time.
///
/// [NSDiffableDataSourceSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct)
///
/// Identifiers are unique: adding one the snapshot already holds raises, as UIKit does.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// Each section's items, in order.
  private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  /// The section holding each item.
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The identifiers of the items to reload when the snapshot is applied.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The identifiers of the items to reconfigure when the snapshot is applied.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The identifiers of the sections to reload when the snapshot is applied.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// The number of items in the snapshot.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections in the snapshot.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The identifiers of the items in the snapshot, section by section.
  public var itemIdentifiers: [ItemIdentifierType] {
    sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
  }

  /// Returns the number of items in the specified section of the snapshot.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// Returns the identifiers of the items in a specific section of the snapshot.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let items = itemsBySection[identifier] else {
      raiseInternalInconsistency("Invalid parameter not satisfying: section != NSNotFound")
    }
    return items
  }

  /// Returns the identifier of the section containing the specified item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// Returns the index of the item in the snapshot with the specified identifier.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier] else { return nil }
    var index = 0
    for candidate in sectionIdentifiers {
      let items = itemsBySection[candidate] ?? []
      if candidate == section { return items.firstIndex(of: identifier).map { index + $0 } }
      index += items.count
    }
    return nil
  }

  /// Returns the index of the section in the snapshot with the specified identifier.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  // MARK: - Items

  /// Adds the items with the specified identifiers to the specified section of the snapshot
  /// (the last section when none is given).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sectionIdentifiers.last else {
      raiseInternalInconsistency(
        "There are currently no sections in the data source. Please add a section first.")
    }
    let items = itemIdentifiers(inSection: section)
    add(identifiers, to: section)
    itemsBySection[section] = items + identifiers
  }

  /// Inserts the provided items immediately before the item with the specified identifier.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, offset: 0)
  }

  /// Inserts the provided items immediately after the item with the specified identifier.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, offset: 1)
  }

  /// Deletes the items with the specified identifiers from the snapshot; an identifier the
  /// snapshot lacks is ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let deleted = Set(identifiers)
    var sections = Set<SectionIdentifierType>()
    for item in deleted {
      if let section = sectionOfItem.removeValue(forKey: item) { sections.insert(section) }
    }
    for section in sections { itemsBySection[section]?.removeAll { deleted.contains($0) } }
  }

  /// Deletes all of the items from the snapshot, keeping the sections.
  public mutating func deleteAllItems() {
    for section in sectionIdentifiers { itemsBySection[section] = [] }
    sectionOfItem.removeAll()
  }

  /// Moves the item from its current position in the snapshot to the position immediately
  /// before the specified item.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, offset: 0)
  }

  /// Moves the item from its current position in the snapshot to the position immediately
  /// after the specified item.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, offset: 1)
  }

  /// Reloads the data within the specified items in the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    requireItems(identifiers)
    reloadedItemIdentifiers += identifiers
  }

  /// Updates the data for the items you specify in the snapshot, preserving the existing cells
  /// for the items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    requireItems(identifiers)
    reconfiguredItemIdentifiers += identifiers
  }

  /// Adds `identifiers` to the item index, raising on one already present.
  private mutating func add(_ identifiers: [ItemIdentifierType], to section: SectionIdentifierType)
  {
    for item in identifiers {
      guard sectionOfItem.updateValue(section, forKey: item) == nil else {
        // Identifiers must be unique:
        // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
        raiseInternalInconsistency(
          "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(item))}")
      }
    }
  }

  /// Inserts `identifiers` next to `anchor`: before it (`offset` 0) or after it (1).
  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int
  ) {
    guard let section = sectionOfItem[anchor],
      let index = itemsBySection[section]?.firstIndex(of: anchor)
    else {
      raiseInternalInconsistency("Invalid item identifier specified for insert: \(anchor)")
    }
    add(identifiers, to: section)
    itemsBySection[section]?.insert(contentsOf: identifiers, at: index + offset)
  }

  /// Raises unless every identifier is in the snapshot.
  private func requireItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where sectionOfItem[item] == nil {
      raiseInternalInconsistency("Invalid item identifier specified for reload: \(item)")
    }
  }

  // MARK: - Sections

  /// Adds the sections with the specified identifiers to the snapshot.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sectionIdentifiers.count)
  }

  /// Inserts the provided sections immediately before the section with the specified
  /// identifier.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: requireSection(toIdentifier))
  }

  /// Inserts the provided sections immediately after the section with the specified
  /// identifier.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: requireSection(toIdentifier) + 1)
  }

  /// Deletes the sections with the specified identifiers, and their items, from the snapshot.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let deleted = Set(identifiers)
    for section in deleted {
      for item in itemsBySection.removeValue(forKey: section) ?? [] {
        sectionOfItem.removeValue(forKey: item)
      }
    }
    sectionIdentifiers.removeAll { deleted.contains($0) }
  }

  /// Moves the section from its current position in the snapshot to the position immediately
  /// before the specified section.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    _ = requireSection(identifier)
    sectionIdentifiers.removeAll { $0 == identifier }
    sectionIdentifiers.insert(identifier, at: requireSection(toIdentifier))
  }

  /// Moves the section from its current position in the snapshot to the position immediately
  /// after the specified section.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    _ = requireSection(identifier)
    sectionIdentifiers.removeAll { $0 == identifier }
    sectionIdentifiers.insert(identifier, at: requireSection(toIdentifier) + 1)
  }

  /// Reloads the data within the specified sections of the snapshot.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers { _ = requireSection(section) }
    reloadedSectionIdentifiers += identifiers
  }

  /// Inserts empty sections at `index`, raising on one already present.
  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    for section in identifiers {
      guard itemsBySection.updateValue([], forKey: section) == nil else {
        raiseInternalInconsistency(
          "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
            + "{(\(section))}")
      }
    }
    sectionIdentifiers.insert(contentsOf: identifiers, at: index)
  }

  /// The index of `section`, raising if the snapshot lacks it.
  private func requireSection(_ section: SectionIdentifierType) -> Int {
    guard let index = sectionIdentifiers.firstIndex(of: section) else {
      raiseInternalInconsistency("Invalid section identifier: \(section)")
    }
    return index
  }

  /// The snapshot with `section`'s items replaced (the section appended if absent), no reloads.
  func replacingItems(of section: SectionIdentifierType, with items: [ItemIdentifierType]) -> Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    if copy.itemsBySection[section] == nil {
      copy.appendSections([section])
    } else {
      copy.deleteItems(copy.itemIdentifiers(inSection: section))
    }
    copy.appendItems(items, toSection: section)
    return copy
  }
}
