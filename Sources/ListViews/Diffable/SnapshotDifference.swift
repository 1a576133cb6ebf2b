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
  /// Whether ``deletedItems`` are in order: each old section's deletes come in order, and
  /// sort only when sections came out of order (or a moved item was reloaded).
  @usableFromInline var deletesInOrder = true
  @usableFromInline var insertedItems: [ListIndexPath] = []
  @usableFromInline var reloadedItems: [ListIndexPath] = []
  /// The batch under way: started by ``startBatch(marked:)``, the item moves appended to it.
  @usableFromInline var emitted: [ListUpdate] = []
  /// Where the slots of the item updates are in ``emitted``; -1 for none.
  @usableFromInline var deletesPlace = -1
  @usableFromInline var insertsPlace = -1
  @usableFromInline var reloadsPlace = -1

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
    buffers.origins.removeAll(keepingCapacity: true)
    buffers.origins.append(contentsOf: repeatElement(.none, count: new.numberOfItems))
    // As in Heckel's algorithm, one table of the new items with their places. Every new item
    // enters it, so that one held twice is found wherever the copies are (an identifier whose
    // hash changed after it was added may equal another).
    if let twice = buffers.table.enter(new.sectionItems) { throw .duplicateItem(twice) }
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      try pairItems(ofOld: origin, inNew: section)
    }
    let marks = self.marks()
    startBatch(marked: !marks.isEmpty)
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      diffItems(inSection: section, origin: origin, marks: marks)
    }
  }

  /// Finds the new place of each item of kept old section `origin`, continued by new section
  /// `section`, noting it in the buffers' `origins`; an item with none is deleted.
  ///
  /// Each old item is first compared with the new item that follows the last one placed: items
  /// still between the same neighbours pair with that one comparison, and no hashing. Only on a
  /// mismatch is the item looked up in the table, with the hash its snapshot kept of it (so no
  /// old item is hashed again), and the walk goes on from where it was found. So every old item
  /// costs one comparison and at most one lookup, however the items were shuffled: a walk that
  /// guessed its way back in step after a mismatch could lose the step for good (and then hash
  /// every item, at three times the cost).
  @inlinable
  mutating func pairItems(ofOld origin: Int, inNew section: Int) throws(Failure) {
    let oldItems = old.sectionItems[origin]
    let newItems = new.sectionItems[section]
    let start = buffers.starts[section]
    // A snapshot's hashes are parallel to its items; should they not be (a snapshot changed
    // behind its methods' backs), they are taken afresh.
    let kept = old.sectionHashes.indices.contains(origin) ? old.sectionHashes[origin] : []
    let oldHashes =
      kept.count == oldItems.count ? kept : SnapshotItemTable.hashes(of: oldItems)
    IncreasingSubsequence.reset(&buffers.paired, to: false, count: oldItems.count)
    // Taken out of the buffers for the loop, and written through a buffer pointer: the array's
    // own checks would cost as much again as the pairing itself.
    var origins: [SnapshotItemPlace] = []
    var paired: [Bool] = []
    swap(&origins, &buffers.origins)
    swap(&paired, &buffers.paired)
    defer {
      swap(&origins, &buffers.origins)
      swap(&paired, &buffers.paired)
    }
    let (pairedCount, twice) = origins.withUnsafeMutableBufferPointer { origins in
      paired.withUnsafeMutableBufferPointer { paired in
        oldItems.withUnsafeBufferPointer { oldItems in
          oldHashes.withUnsafeBufferPointer { oldHashes in
            newItems.withUnsafeBufferPointer { newItems in
              pairItems(
                oldItems, oldHashes, ofOld: origin, newItems, start: start, origins: origins,
                paired: paired)
            }
          }
        }
      }
    }
    if let twice { throw .duplicateItem(twice) }
    // The items left unpaired are deleted, in their old order.
    let unpaired = oldItems.count - pairedCount
    guard unpaired > 0 else { return }
    if let last = deletedItems.last, last.section >= origin { deletesInOrder = false }
    Self.reserve(&deletedItems, adding: unpaired)
    for index in paired.indices where !paired[index] {
      deletedItems.append(ListIndexPath(item: index, section: origin))
    }
  }

  /// The loop of ``pairItems(ofOld:inNew:)``: marks the old items paired, and returns how many
  /// were, with an item the old snapshot holds twice, or `nil`.
  @inlinable
  mutating func pairItems(
    _ oldItems: UnsafeBufferPointer<ItemID>, _ oldHashes: UnsafeBufferPointer<Int>,
    ofOld origin: Int, _ newItems: UnsafeBufferPointer<ItemID>, start: Int,
    origins: UnsafeMutableBufferPointer<SnapshotItemPlace>, paired: UnsafeMutableBufferPointer<Bool>
  ) -> (Int, ItemID?) {
    var next = 0  // in `newItems`: the expected place of the next old item
    var pairedCount = 0
    for (index, item) in oldItems.enumerated() {
      var slot: Int
      if next < newItems.count, newItems[next] == item {
        slot = start + next
      } else {
        // Only an item in a kept section can be a move's destination: one that went to an
        // inserted or reloaded section is deleted here, and comes with its section.
        guard
          let found = buffers.table.place(
            of: item, hash: oldHashes[index], in: new.sectionItems),
          keptNewOrigin[Int(found.section)] >= 0
        else { continue }
        slot = buffers.starts[Int(found.section)] + Int(found.item)
      }
      // Two old items found one new place: the old snapshot holds an identifier twice.
      guard origins[slot] == .none else { return (pairedCount, item) }
      origins[slot] = SnapshotItemPlace(section: origin, item: index)
      paired[index] = true
      pairedCount += 1
      if slot >= start, slot - start < newItems.count { next = slot - start + 1 }
    }
    return (pairedCount, nil)
  }

  /// Emits the updates of the items of kept new section `section`, which continues old section
  /// `origin`: inserts into ``insertedItems``, moves straight into the batch.
  @inlinable
  mutating func diffItems(inSection section: Int, origin: Int, marks: [SnapshotItemMark]) {
    let count = new.sectionItems[section].count
    let start = buffers.starts[section]
    let origins = buffers.origins
    IncreasingSubsequence.reset(&buffers.stayed, to: 0, count: count)
    let (stayed, pairedHere) = buffers.stayed.withUnsafeMutableBufferPointer { stayed in
      origins.withUnsafeBufferPointer { origins in
        var stayedCount = 0
        var pairedCount = 0
        for offset in start..<start + count where origins[offset] != .none {
          pairedCount += 1
          guard Int(origins[offset].section) == origin else { continue }
          stayed[stayedCount] = Int(origins[offset].item)
          stayedCount += 1
        }
        return (stayedCount, pairedCount)
      }
    }
    buffers.stayed.removeSubrange(stayed...)
    let inPlaceCount = buffers.run.mark(buffers.stayed, into: &buffers.members)
    // Every paired item that is not in place moves (or, reloaded, goes and comes back).
    let moves = pairedHere - inPlaceCount
    Self.reserve(&emitted, adding: moves)
    guard !marks.isEmpty else {
      // Nothing marked, the common case: the inserts, then the moves written straight into the
      // batch's storage in one append (no check of the array per update).
      origins.withUnsafeBufferPointer { origins in
        for offset in 0..<count where origins[start + offset] == .none {
          insertedItems.append(ListIndexPath(item: offset, section: section))
        }
      }
      buffers.members.withUnsafeBufferPointer { members in
        origins.withUnsafeBufferPointer { origins in
          emitted.append(
            contentsOf: SnapshotItemMoves(
              origins: UnsafeBufferPointer(rebasing: origins[start..<start + count]),
              members: members, origin: origin, section: section, count: moves))
        }
      }
      return
    }
    var candidate = 0
    buffers.members.withUnsafeBufferPointer { members in
      origins.withUnsafeBufferPointer { origins in
        for offset in 0..<count {
          let from = origins[start + offset]
          var inPlace = false
          if Int(from.section) == origin {
            inPlace = members[candidate]
            candidate += 1
          }
          let mark = marks.isEmpty ? .none : marks[start + offset]
          // The common case, first: an item that stayed, with nothing to reload.
          if inPlace, mark == .none { continue }
          let to = ListIndexPath(item: offset, section: section)
          guard from != .none else {
            insertedItems.append(to)
            continue
          }
          switch (inPlace, mark) {
          case (true, .none): continue
          case (true, _): reloadedItems.append(from.path)
          case (false, .reload):
            // A row cannot move and reload in one batch: it goes, and comes back.
            deletedItems.append(from.path)
            deletesInOrder = false
            insertedItems.append(to)
          case (false, _): emitted.append(.moveItem(from: from.path, to: to))
          }
        }
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
}
