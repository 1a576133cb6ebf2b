/// The batch of updates that turns a list showing one snapshot into one showing another: the
/// diff behind ``ListSnapshot/updates(from:)`` and every diffable `apply`.
///
/// Identifiers are unique, so every item of the new snapshot can be paired with its place in the
/// old one in linear time. Items still between the same neighbours pair up by walking each
/// section in step, with a comparison each; the others (inserted, deleted or moved), as in
/// Heckel's algorithm, through one table keyed by identifier: one hash insertion per new item
/// (every one, so that the table also proves them unique) and one lookup per old item left.
/// Which of the paired items stay in place is the longest
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
    // The new snapshot's items are checked by the diff's table, which holds every one of them.
    try checkSections(of: new)
    try checkIndexes(of: old)
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
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      Self.pairInStep(
        old: old.sectionItems[origin], origin: origin, new: new.sectionItems[section],
        start: buffers.starts[section], buffers: &buffers)
    }
    // Then, as in Heckel's algorithm, one table of the new items with their flat indices (4
    // bytes, to keep the table small), and one lookup per old item left. Every new item enters
    // it, so that one held twice is found wherever the copies are (pairing compares only
    // neighbours, and an identifier whose hash changed after it was added may equal another);
    // only those left unpaired in kept sections can be a move's destination (an item that went
    // to another section is deleted there, inserted here), the others enter as -1.
    buffers.table.removeAll(keepingCapacity: true)
    buffers.table.reserveCapacity(new.numberOfItems)
    for (section, items) in new.sectionItems.enumerated() {
      let kept = keptNewOrigin[section] >= 0
      var flat = buffers.starts[section]
      for item in items {
        let slot: Int32 =
          kept && buffers.origins[flat] == .none ? Int32(truncatingIfNeeded: flat) : -1
        guard buffers.table.updateValue(slot, forKey: item) == nil else {
          throw .duplicateItem(item)
        }
        flat += 1
      }
    }
    for from in buffers.unpairedOld {
      let item = old.sectionItems[Int(from.section)][Int(from.item)]
      guard let slot = buffers.table[item].map(Int.init), slot >= 0 else {
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
  /// `origins` (the new items left unpaired keep `.none`), and the old items left unpaired.
  ///
  /// Pairing equal identifiers is always right (they are unique); the window only decides how
  /// many items are left for the hash table. Linear: at most 8 comparisons per step.
  @inlinable
  static func pairInStep(
    old oldItems: [ItemID], origin: Int, new newItems: [ItemID], start: Int,
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
        oldIndex += 1
        newIndex += 1
      }
    }
    for rest in oldIndex..<oldItems.count {
      buffers.unpairedOld.append(SnapshotItemPlace(section: origin, item: rest))
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

  /// Throws for an identifier `snapshot` holds twice, as one whose hash changed after it was
  /// added can: its sections as ``checkSections(of:)`` does, and every item through the
  /// buffers' table (one hash insertion each).
  @inlinable
  static func checkUnique(
    _ snapshot: Snapshot, buffers: inout SnapshotDiffBuffers<ItemID>
  ) throws(Failure) {
    try checkSections(of: snapshot)
    buffers.table.removeAll(keepingCapacity: true)
    buffers.table.reserveCapacity(snapshot.numberOfItems)
    for items in snapshot.sectionItems {
      for item in items where buffers.table.updateValue(-1, forKey: item) != nil {
        throw .duplicateItem(item)
      }
    }
  }

  /// Throws for a section `snapshot` holds twice; one lookup per section.
  ///
  /// Each section must find its own index in the snapshot's index: two equal sections find the
  /// same entry, so one of them finds the other's index. Only then are the sections hashed
  /// again, to name the duplicate (a section whose hash changed but that equals no other one
  /// is not a duplicate: it is kept, and lookups of it find nothing).
  @inlinable
  static func checkSections(of snapshot: Snapshot) throws(Failure) {
    let order = snapshot.sectionOrder
    var agree = snapshot.sectionIndices.count == order.count
    var index = 0
    while agree, index < order.count {
      agree = snapshot.sectionIndices[order[index]] == index
      index += 1
    }
    guard !agree else { return }
    var sections = Set<SectionID>()
    for section in order where !sections.insert(section).inserted {
      throw .duplicateSection(section)
    }
  }

  /// Throws for an identifier the snapshot holds twice; O(1) unless its indexes disagree with
  /// its identifiers (only possible when identifiers changed their hash after they were added).
  ///
  /// For the snapshot a list shows, from which a diff only reads places: a duplicate that keeps
  /// the indexes in agreement counts as a delete, and the batch stays consistent.
  @inlinable
  static func checkIndexes(of snapshot: Snapshot) throws(Failure) {
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
  /// Every new item, with its flat index where it can be a move's destination, -1 where not (a
  /// list has far fewer than 2^31 items: they would not fit in memory first).
  @usableFromInline var table: [ItemID: Int32] = [:]

  @inlinable
  init() {}
}
