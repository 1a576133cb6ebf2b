public import ListViews

/// Replays a batch of updates on the identifiers of a list, with UIKit's rules, written apart
/// from the library so that it can check what the library computes.
///
/// Deletes, reloads and move sources name the old list; inserts and move destinations the new
/// one. Inserted sections and rows, and reloaded sections, take their identifiers from `new`
/// (the data source); every other row keeps its identifier and, unless it moved, its order.
public enum BatchReplay {
  /// What `updates` make of `old`, or a message saying which rule they break.
  ///
  /// - Parameters:
  ///   - updates: One batch.
  ///   - old: The identifiers of each section before the batch.
  ///   - new: The identifiers after the batch, as the data source has them.
  /// - Returns: The identifiers of each section after the batch, or why it is invalid.
  public static func replay<ID: Hashable>(
    _ updates: [ListUpdate], on old: [[ID]], new: [[ID]]
  ) -> Result<[[ID]], ReplayError> {
    var batch = Batch()
    for update in updates { batch.add(update) }
    let keptSections = old.count - batch.deletedSections.count - batch.sectionMoves.count
    guard keptSections >= 0,
      keptSections + batch.insertedSections.count + batch.sectionMoves.count
        == new.count
    else { return .failure(ReplayError("section counts do not add up")) }
    // Sections: inserted and moved ones at their places, the others in order in the gaps.
    var origins = [Int?](repeating: nil, count: new.count)
    var filled = [Bool](repeating: false, count: new.count)
    for section in batch.insertedSections { filled[section] = true }
    for move in batch.sectionMoves {
      origins[move.to] = move.from
      filled[move.to] = true
    }
    let movedAway = Set(batch.sectionMoves.map(\.from))
    var remaining = old.indices.filter {
      !batch.deletedSections.contains($0) && !movedAway.contains($0)
    }[...]
    for section in new.indices where !filled[section] { origins[section] = remaining.popFirst() }
    var result: [[ID]] = []
    for (section, origin) in origins.enumerated() {
      guard let origin, !batch.reloadedSections.contains(origin) else {
        result.append(new[section])
        continue
      }
      guard let items = items(of: section, from: origin, batch: batch, old: old, new: new) else {
        return .failure(ReplayError("section \(section): rows do not add up"))
      }
      result.append(items)
    }
    return .success(result)
  }

  /// Why a batch cannot be replayed.
  public struct ReplayError: Error, Equatable {
    /// What went wrong.
    public let message: String

    init(_ message: String) {
      self.message = message
    }
  }

  private struct Batch {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedItems = Set<ListIndexPath>()
    var insertedItems = Set<ListIndexPath>()
    var itemMoves: [(from: ListIndexPath, to: ListIndexPath)] = []

    mutating func add(_ update: ListUpdate) {
      switch update {
      case .deleteSections(let sections): deletedSections.formUnion(sections)
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .reloadSections(let sections): reloadedSections.formUnion(sections)
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      case .deleteItems(let paths): deletedItems.formUnion(paths)
      case .insertItems(let paths): insertedItems.formUnion(paths)
      case .reloadItems: break
      case .moveItem(let from, let to): itemMoves.append((from, to))
      }
    }
  }

  private static func items<ID>(
    of section: Int, from origin: Int, batch: Batch, old: [[ID]], new: [[ID]]
  ) -> [ID]? {
    guard new.indices.contains(section) else { return nil }
    let count = new[section].count
    var placed = [ID?](repeating: nil, count: count)
    for path in batch.insertedItems where path.section == section {
      guard placed.indices.contains(path.item) else { return nil }
      placed[path.item] = new[section][path.item]
    }
    for move in batch.itemMoves where move.to.section == section {
      guard placed.indices.contains(move.to.item), placed[move.to.item] == nil,
        old.indices.contains(move.from.section),
        old[move.from.section].indices.contains(move.from.item)
      else { return nil }
      placed[move.to.item] = old[move.from.section][move.from.item]
    }
    let movedAway = Set(batch.itemMoves.map(\.from))
    var staying = old[origin].indices.filter { item in
      let path = ListIndexPath(item: item, section: origin)
      return !batch.deletedItems.contains(path) && !movedAway.contains(path)
    }.map { old[origin][$0] }[...]
    for index in placed.indices where placed[index] == nil {
      guard let next = staying.popFirst() else { return nil }
      placed[index] = next
    }
    guard staying.isEmpty else { return nil }
    return placed.compactMap { $0 }
  }
}
