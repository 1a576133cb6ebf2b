/// The batch of updates that turns a list showing one snapshot into one showing another: the
/// diff behind ``ListSnapshot/updates(from:)`` and every diffable `apply`.
///
/// Identifiers are unique, so every item of the new snapshot can be paired with its place in the
/// old one in linear time. Items still between the same neighbours pair up by walking each
/// section in step, with a comparison each; the others (inserted, deleted or moved), as in
/// Heckel's algorithm, through one table keyed by identifier: one hash insertion per new item
/// left and one lookup per old item left. Which of the paired items stay in place is the longest
/// run that kept its order (``IncreasingSubsequence``); the others are moves, never a delete and
/// an insert.
///
/// The updates follow the list engine's batch rules: deletes, reloads and move sources name the
/// old snapshot; inserts and move destinations the new one. Items are diffed one by one only in
/// sections that the old and the new snapshot share and that are not reloaded; an inserted,
/// deleted or reloaded section carries its items with it.
@usableFromInline
struct SnapshotDifference<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  @usableFromInline typealias Snapshot = ListSnapshot<SectionID, ItemID>
  @usableFromInline typealias Failure = ListSnapshotError<SectionID, ItemID>

  @usableFromInline let old: Snapshot
  @usableFromInline let new: Snapshot
  /// For each old section, whether its items are diffed one by one (it is in both snapshots,
  /// not reloaded).
  @usableFromInline var keptOld: [Bool] = []
  /// For each new section, the old section whose items it continues, or -1.
  @usableFromInline var keptNewOrigin: [Int] = []
  /// The working storage, kept by a data source between applies.
  @usableFromInline var buffers = SnapshotDiffBuffers<ItemID>()

  @usableFromInline var deletedSections: [Int] = []
  @usableFromInline var insertedSections: [Int] = []
  @usableFromInline var reloadedSections: [Int] = []
  @usableFromInline var sectionMoves: [ListUpdate] = []
  @usableFromInline var deletedItems: [ListIndexPath] = []
  @usableFromInline var insertedItems: [ListIndexPath] = []
  @usableFromInline var reloadedItems: [ListIndexPath] = []
  @usableFromInline var itemMoves: [ListUpdate] = []

  @inlinable
  init(old: Snapshot, new: Snapshot) {
    self.old = old
    self.new = new
  }

  /// The updates from `old` to `new`, as one batch.
  ///
  /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` or
  ///   ``ListSnapshotError/duplicateItem(_:)`` when a snapshot holds an identifier twice (only
  ///   possible when identifiers changed their hash after they were added).
  @inlinable
  static func updates(from old: Snapshot, to new: Snapshot) throws(Failure) -> [ListUpdate] {
    var buffers = SnapshotDiffBuffers<ItemID>()
    return try updates(from: old, to: new, buffers: &buffers)
  }

  /// The updates from `old` to `new`, working in `buffers` (kept between calls, so that a
  /// repeated diff allocates little beyond its result).
  @inlinable
  static func updates(
    from old: Snapshot, to new: Snapshot, buffers: inout SnapshotDiffBuffers<ItemID>
  ) throws(Failure) -> [ListUpdate] {
    try checkUnique(new)
    try checkUnique(old)
    var difference = SnapshotDifference(old: old, new: new)
    swap(&difference.buffers, &buffers)  // moved, not copied: each buffer stays unique
    defer { swap(&difference.buffers, &buffers) }
    difference.diffSections()
    try difference.diffItems()
    return difference.batch()
  }

  // MARK: Sections

  @inlinable
  mutating func diffSections() {
    var oldOfNew = [Int](repeating: -1, count: new.numberOfSections)
    var common = false
    for (index, section) in old.sectionIdentifiers.enumerated() {
      guard let target = new.sectionIndices[section], oldOfNew[target] < 0 else {
        deletedSections.append(index)
        continue
      }
      oldOfNew[target] = index
      common = true
    }
    var reloaded: [Bool] = []
    if !new.reloadedSections.isEmpty {
      reloaded = [Bool](repeating: false, count: new.numberOfSections)
      for section in new.reloadedSections {
        if let index = new.sectionIndices[section] { reloaded[index] = true }
      }
    }
    keptOld = [Bool](repeating: false, count: old.numberOfSections)
    keptNewOrigin = [Int](repeating: -1, count: new.numberOfSections)
    guard common else {
      insertedSections = Array(0..<new.numberOfSections)
      return
    }
    buffers.stayed.removeAll(keepingCapacity: true)
    for target in oldOfNew.indices where oldOfNew[target] >= 0 {
      buffers.stayed.append(oldOfNew[target])
    }
    buffers.run.mark(buffers.stayed, into: &buffers.members)
    var shared = 0
    for (target, origin) in oldOfNew.enumerated() {
      guard origin >= 0 else {
        insertedSections.append(target)
        continue
      }
      let inPlace = buffers.members[shared]
      shared += 1
      switch (inPlace, !reloaded.isEmpty && reloaded[target]) {
      case (true, true):
        reloadedSections.append(origin)
      case (false, true):
        // A section cannot move and reload in one batch: it goes, and comes back.
        deletedSections.append(origin)
        insertedSections.append(target)
      case (false, false):
        sectionMoves.append(.moveSection(from: origin, to: target))
        fallthrough
      case (true, false):
        keptOld[origin] = true
        keptNewOrigin[target] = origin
      }
    }
  }

  // MARK: Items

  @inlinable
  mutating func diffItems() throws(Failure) {
    buffers.starts.removeAll(keepingCapacity: true)
    var flat = 0
    for items in new.sectionItems {
      buffers.starts.append(flat)
      flat += items.count
    }
    // Where each new item was in the old snapshot, found first by walking each section both
    // snapshots keep in step (no hashing for the items that stayed between their neighbours).
    buffers.origins.removeAll(keepingCapacity: true)
    buffers.origins.append(contentsOf: repeatElement(.none, count: new.numberOfItems))
    buffers.unpairedOld.removeAll(keepingCapacity: true)
    buffers.unpairedNew.removeAll(keepingCapacity: true)
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      Self.pairInStep(
        old: old.sectionItems[origin], origin: origin, new: new.sectionItems[section],
        section: section, start: buffers.starts[section], buffers: &buffers)
    }
    // Then, as in Heckel's algorithm, one table of the new items left in the kept sections
    // (an item that went to another section is deleted there, inserted here), with their flat
    // indices (4 bytes, to keep the table small), and one lookup per old item left.
    buffers.table.removeAll(keepingCapacity: true)
    buffers.table.reserveCapacity(buffers.unpairedNew.count)
    for place in buffers.unpairedNew {
      let item = new.sectionItems[Int(place.section)][Int(place.item)]
      let slot = Int32(truncatingIfNeeded: buffers.starts[Int(place.section)] + Int(place.item))
      guard buffers.table.updateValue(slot, forKey: item) == nil else { throw .duplicateItem(item) }
    }
    for from in buffers.unpairedOld {
      let item = old.sectionItems[Int(from.section)][Int(from.item)]
      guard let slot = buffers.table[item].map(Int.init) else {
        deletedItems.append(from.path)
        continue
      }
      guard buffers.origins[slot] == .none else { throw .duplicateItem(item) }
      buffers.origins[slot] = from
    }
    let marks = self.marks()
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      diffItems(inSection: section, origin: origin, marks: marks)
    }
  }

  /// Pairs the items that two sections kept by both snapshots have at the same place in a walk.
  ///
  /// Equal items pair in step, or in step again after a few items inserted, deleted or moved
  /// away (a window of 4 on either side). Notes each new item's old place in the buffers'
  /// `origins`, and the items left unpaired on either side.
  ///
  /// Pairing equal identifiers is always right (they are unique); the window only decides how
  /// many items are left for the hash table. Linear: at most 8 comparisons per step.
  @inlinable
  static func pairInStep(
    old oldItems: [ItemID], origin: Int, new newItems: [ItemID], section: Int, start: Int,
    buffers: inout SnapshotDiffBuffers<ItemID>
  ) {
    let window = 4
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldItems.count, newIndex < newItems.count {
      if oldItems[oldIndex] == newItems[newIndex] {
        buffers.origins[start + newIndex] = SnapshotItemPlace(section: origin, item: oldIndex)
        oldIndex += 1
        newIndex += 1
        continue
      }
      var resynced = false
      for step in 1...window {
        if newIndex + step < newItems.count, newItems[newIndex + step] == oldItems[oldIndex] {
          for skipped in newIndex..<newIndex + step {
            buffers.unpairedNew.append(SnapshotItemPlace(section: section, item: skipped))
          }
          newIndex += step
          resynced = true
          break
        }
        if oldIndex + step < oldItems.count, oldItems[oldIndex + step] == newItems[newIndex] {
          for skipped in oldIndex..<oldIndex + step {
            buffers.unpairedOld.append(SnapshotItemPlace(section: origin, item: skipped))
          }
          oldIndex += step
          resynced = true
          break
        }
      }
      if !resynced {
        buffers.unpairedOld.append(SnapshotItemPlace(section: origin, item: oldIndex))
        buffers.unpairedNew.append(SnapshotItemPlace(section: section, item: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    for rest in oldIndex..<oldItems.count {
      buffers.unpairedOld.append(SnapshotItemPlace(section: origin, item: rest))
    }
    for rest in newIndex..<newItems.count {
      buffers.unpairedNew.append(SnapshotItemPlace(section: section, item: rest))
    }
  }

  /// Emits the updates of the items of kept new section `section`, which continues old section
  /// `origin`.
  @inlinable
  mutating func diffItems(inSection section: Int, origin: Int, marks: [SnapshotItemMark]) {
    let count = new.sectionItems[section].count
    let start = buffers.starts[section]
    buffers.stayed.removeAll(keepingCapacity: true)
    buffers.stayed.reserveCapacity(count)
    for offset in 0..<count where Int(buffers.origins[start + offset].section) == origin {
      buffers.stayed.append(Int(buffers.origins[start + offset].item))
    }
    buffers.run.mark(buffers.stayed, into: &buffers.members)
    var candidate = 0
    for offset in 0..<count {
      let to = ListIndexPath(item: offset, section: section)
      let from = buffers.origins[start + offset]
      guard from != .none else {
        insertedItems.append(to)
        continue
      }
      let mark = marks.isEmpty ? .none : marks[start + offset]
      var inPlace = false
      if Int(from.section) == origin {
        inPlace = buffers.members[candidate]
        candidate += 1
      }
      switch (inPlace, mark) {
      case (true, .none): continue
      case (true, _): reloadedItems.append(from.path)
      case (false, .reload):
        // A row cannot move and reload in one batch: it goes, and comes back.
        deletedItems.append(from.path)
        insertedItems.append(to)
      case (false, _): itemMoves.append(.moveItem(from: from.path, to: to))
      }
    }
  }

  /// The marks of the new items, by flat index; empty when nothing is marked (and then free).
  @inlinable
  func marks() -> [SnapshotItemMark] {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return [] }
    var marks = [SnapshotItemMark](repeating: .none, count: new.numberOfItems)
    var flat = 0
    for items in new.sectionItems {
      for item in items {
        if new.reloadedItems.contains(item) {
          marks[flat] = .reload
        } else if new.reconfiguredItems.contains(item) {
          marks[flat] = .reconfigure
        }
        flat += 1
      }
    }
    return marks
  }

  // MARK: The batch

  @inlinable
  func batch() -> [ListUpdate] {
    var updates: [ListUpdate] = []
    updates.reserveCapacity(6 + sectionMoves.count + itemMoves.count)
    if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections.sorted())) }
    if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections.sorted())) }
    if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections.sorted())) }
    updates += sectionMoves
    if !deletedItems.isEmpty { updates.append(.deleteItems(deletedItems.sorted())) }
    if !insertedItems.isEmpty { updates.append(.insertItems(insertedItems)) }
    if !reloadedItems.isEmpty { updates.append(.reloadItems(reloadedItems.sorted())) }
    updates += itemMoves
    return updates
  }

  /// Throws for an identifier the snapshot holds twice; O(1) unless its indexes disagree with
  /// its identifiers (only possible when identifiers changed their hash after they were added).
  ///
  /// A duplicate that keeps the indexes in agreement (added under another hash) is caught by the
  /// diff when both copies reach its table; otherwise the extra copy counts as an insert or a
  /// delete: the batch stays consistent either way.
  @inlinable
  static func checkUnique(_ snapshot: Snapshot) throws(Failure) {
    guard !snapshot.indexesAgree else { return }
    var sections = Set<SectionID>()
    for section in snapshot.sectionIdentifiers where !sections.insert(section).inserted {
      throw .duplicateSection(section)
    }
    var items = Set<ItemID>()
    for section in snapshot.sectionItems {
      for item in section where !items.insert(item).inserted { throw .duplicateItem(item) }
    }
  }
}

/// Where an item is in a snapshot: a section index and an index inside it, 32 bits each to keep
/// the diff's table small (a list has at most a million sections; 2^31 items in one section
/// would not fit in memory first).
@usableFromInline
struct SnapshotItemPlace: Equatable {
  @usableFromInline var section: Int32
  @usableFromInline var item: Int32

  @inlinable
  init(section: Int32, item: Int32) {
    self.section = section
    self.item = item
  }

  @inlinable
  init(section: Int, item: Int) {
    self.init(section: Int32(truncatingIfNeeded: section), item: Int32(truncatingIfNeeded: item))
  }

  /// No place: the item is not in the old snapshot.
  @inlinable
  static var none: SnapshotItemPlace { SnapshotItemPlace(section: -1, item: -1) }

  @inlinable
  var path: ListIndexPath { ListIndexPath(item: Int(item), section: Int(section)) }
}

/// What a new snapshot asks of an item beyond its place.
@usableFromInline
enum SnapshotItemMark: Equatable {
  case none
  case reconfigure
  case reload
}

/// The working storage of a diff: kept by a data source between applies, so that applying a
/// snapshot of any size reuses it instead of allocating (and, for large snapshots, faulting in)
/// fresh memory every time.
@usableFromInline
struct SnapshotDiffBuffers<ItemID: Hashable & Sendable> {
  /// Finds the items (or sections) that keep their order.
  @usableFromInline var run = IncreasingSubsequence()
  /// Which values of `stayed` belong to the run found.
  @usableFromInline var members: [Bool] = []
  /// The old indices of the items (or sections) that stayed, in their new order.
  @usableFromInline var stayed: [Int] = []
  /// The flat index of each new section's first item.
  @usableFromInline var starts: [Int] = []
  /// For each new item, by flat index, its place in the old snapshot, or `.none`.
  @usableFromInline var origins: [SnapshotItemPlace] = []
  /// The old items that the walk in step did not pair.
  @usableFromInline var unpairedOld: [SnapshotItemPlace] = []
  /// The new items that the walk in step did not pair.
  @usableFromInline var unpairedNew: [SnapshotItemPlace] = []
  /// The new items of kept sections that the walk in step did not pair, with their flat
  /// indices (a list has far fewer than 2^31 items: they would not fit in memory first).
  @usableFromInline var table: [ItemID: Int32] = [:]

  @inlinable
  init() {}
}
