/// A representation of the state of the data in a layout section at a specific point in time:
/// items that can have children, shown while their parent is expanded.
///
/// [NSDiffableDataSourceSectionSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
  /// The items without a parent, in order.
  public private(set) var rootItems: [ItemIdentifierType] = []
  /// Each parent's children, in order.
  private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  /// Each child's parent.
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  /// The items that show their children.
  private var expanded = Set<ItemIdentifierType>()

  /// Creates an empty section snapshot.
  public init() {}

  /// All items in the section snapshot, each before its children.
  public var items: [ItemIdentifierType] {
    flattened(rootItems) { _ in true }
  }

  /// The items in the section snapshot that are visible: roots, and the children of expanded
  /// items whose own parents are visible.
  public var visibleItems: [ItemIdentifierType] {
    // An item is visible when all of its parents are expanded:
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/visibleitems
    flattened(rootItems) { expanded.contains($0) }
  }

  /// Indicates whether the section snapshot contains the specified item.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    rootItems.contains(item) || parents[item] != nil
  }

  /// Returns the parent of the specified child item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    parents[child]
  }

  /// Indicates whether the specified item is expanded.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    expanded.contains(item)
  }

  /// Adds the specified items as children of the specified parent item (as roots without
  /// one).
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    for item in items where contains(item) {
      raiseInternalInconsistency(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(item))}")
    }
    guard let parent else { return rootItems += items }
    guard contains(parent) else {
      raiseInternalInconsistency("Invalid parent item identifier: \(parent)")
    }
    children[parent, default: []] += items
    for item in items { parents[item] = parent }
  }

  /// Deletes the specified items, and their children, from the section snapshot.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) {
      for child in children[item] ?? [] { delete([child]) }
      children[item] = nil
      expanded.remove(item)
      if let parent = parents.removeValue(forKey: item) {
        children[parent]?.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
    }
  }

  /// Deletes all of the items from the section snapshot.
  public mutating func deleteAll() {
    self = Self()
  }

  /// Expands the specified items in the section snapshot.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    expanded.formUnion(items.filter(contains))
  }

  /// Collapses the specified items in the section snapshot.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    expanded.subtract(items)
  }

  /// `items`, each followed by its children when `descend` accepts it.
  private func flattened(
    _ items: [ItemIdentifierType], descend: (ItemIdentifierType) -> Bool
  ) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    for item in items {
      result.append(item)
      if descend(item) { result += flattened(children[item] ?? [], descend: descend) }
    }
    return result
  }
}
