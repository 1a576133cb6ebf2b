/// The paths a batch claimed, to find a path claimed twice (an invalid batch).
///
/// Old paths are claimed by deletes, reloads and move sources; new paths by inserts and move
/// destinations, which are also kept in the order claimed.
///
/// A large batch (a diffable apply of many items, say) records its claims in two bitmaps, one
/// bit per item of the old list and per possible item of the new one: no hashing, and a few
/// kilobytes that stay in cache where sets of paths would spread over megabytes. A small batch
/// on a large list keeps to sets, so that it never clears a bitmap of the whole list. Both
/// answer the same.
///
/// A list keeps one between batches, so that a large batch reuses the storage of the previous
/// one instead of allocating (and faulting in) fresh memory.
struct ItemClaims {
  /// The new paths claimed, in order.
  private(set) var newInOrder: [ListIndexPath] = []
  private var oldSet = Set<ListIndexPath>()
  private var newSet = Set<ListIndexPath>()
  private var usesBitmaps = false
  /// The first bit of each old section.
  private var oldOffsets: [Int] = []
  private var oldBits: [UInt64] = []
  /// The first bit of each new section, and how many items it can have at most (its old
  /// section's count plus the items the batch brings into it); 0 for inserted sections.
  private var newOffsets: [Int] = []
  private var newBounds: [Int] = []
  /// How many items the batch brings into each new section (inserted or moved in): the batch's
  /// one tally of them, which the expected counts read too.
  private(set) var arriving: [Int] = []
  private var newBits: [UInt64] = []

  /// Empties the claims, keeping their storage, and chooses sets or bitmaps for `updates`
  /// applied to a list with `old` counts.
  mutating func reset(for updates: [ListUpdate], old: [Int], sections: SectionMapping) {
    newInOrder.removeAll(keepingCapacity: true)
    if !oldSet.isEmpty { oldSet.removeAll(keepingCapacity: true) }
    if !newSet.isEmpty { newSet.removeAll(keepingCapacity: true) }
    // How many items the batch brings into each new section (an index outside the list
    // counts nowhere: it is reported later).
    arriving.removeAll(keepingCapacity: true)
    arriving.append(contentsOf: repeatElement(0, count: sections.origins.count))
    var oldPaths = 0
    var newPaths = 0
    for update in updates {
      switch update {
      case .deleteItems(let paths), .reloadItems(let paths):
        oldPaths += paths.count
      case .insertItems(let paths):
        newPaths += paths.count
        for path in paths where arriving.indices.contains(path.section) {
          arriving[path.section] += 1
        }
      case .moveItem(_, let to):
        oldPaths += 1
        newPaths += 1
        if arriving.indices.contains(to.section) { arriving[to.section] += 1 }
      case .insertSections, .deleteSections, .reloadSections, .moveSection:
        continue
      }
    }
    newInOrder.reserveCapacity(newPaths)
    usesBitmaps = prepareBitmaps(old: old, sections: sections, claims: oldPaths + newPaths)
    guard !usesBitmaps else { return }
    oldSet.reserveCapacity(oldPaths)
    newSet.reserveCapacity(newPaths)
  }

  /// Claims an old path, already checked to lie inside its section; `false` if claimed before.
  mutating func claimOld(_ path: ListIndexPath) -> Bool {
    guard usesBitmaps else { return oldSet.insert(path).inserted }
    return Self.set(oldOffsets[path.section] + path.item, in: &oldBits)
  }

  /// Claims a new path, already checked to lie in a section kept from the old list.
  ///
  /// An index beyond what the section could hold (the batch is invalid then, as a later check
  /// reports) is claimed in a set.
  ///
  /// - Returns: `false` if the path was claimed before.
  mutating func claimNew(_ path: ListIndexPath) -> Bool {
    let claimed: Bool
    if usesBitmaps, path.item >= 0, path.item < newBounds[path.section] {
      claimed = Self.set(newOffsets[path.section] + path.item, in: &newBits)
    } else {
      claimed = newSet.insert(path).inserted
    }
    if claimed { newInOrder.append(path) }
    return claimed
  }

  /// Sizes and clears the bitmaps, unless they would cost more to clear than the batch has
  /// claims (sets are used then, and it returns `false`).
  ///
  /// Each new section can hold at most its old section's count plus the items the batch brings
  /// into it (``arriving``); inserted sections none.
  private mutating func prepareBitmaps(old: [Int], sections: SectionMapping, claims: Int) -> Bool {
    // Never for a handful of claims, and at most 8 words to clear per claim: a small batch on
    // a large list stays as cheap as its size.
    guard claims >= 64 else { return false }
    let limit = 8 * 64 * claims
    oldOffsets.removeAll(keepingCapacity: true)
    var oldTotal = 0
    for count in old {
      guard count <= limit - oldTotal else { return false }
      oldOffsets.append(oldTotal)
      oldTotal += count
    }
    newOffsets.removeAll(keepingCapacity: true)
    newBounds.removeAll(keepingCapacity: true)
    var newTotal = 0
    for newSection in arriving.indices {
      guard let origin = sections.keptOldSection(at: newSection) else {
        newBounds.append(0)
        newOffsets.append(newTotal)
        continue
      }
      guard old[origin] <= limit - newTotal - arriving[newSection] else { return false }
      newBounds.append(arriving[newSection] + old[origin])
      newOffsets.append(newTotal)
      newTotal += newBounds[newSection]
    }
    Self.clear(&oldBits, bits: oldTotal)
    Self.clear(&newBits, bits: newTotal)
    return true
  }

  private static func clear(_ bits: inout [UInt64], bits count: Int) {
    bits.removeAll(keepingCapacity: true)
    bits.append(contentsOf: repeatElement(0, count: (count + 63) / 64))
  }

  /// Sets bit `index`; `false` if it was set already.
  private static func set(_ index: Int, in bits: inout [UInt64]) -> Bool {
    let mask: UInt64 = 1 << UInt64(index % 64)
    let word = index / 64
    guard bits[word] & mask == 0 else { return false }
    bits[word] |= mask
    return true
  }
}
