/// The batch of updates that turns a list showing one snapshot into one showing another: the
/// diff behind ``ListSnapshot/updates(from:)`` and every diffable `apply`.
///
/// Identifiers are unique, so every item of the new snapshot can be paired with its place in the
/// old one in linear time, as in Heckel's algorithm, through one table keyed by identifier: one
/// insertion per old item (by the hash its snapshot kept), then one hash and one probe per new
/// item, which finds the old item equal to it and proves the new items unique. Which of the
/// paired items stay in place is the longest run that kept its order (``IncreasingSubsequence``); the others are moves, never a delete and
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
  /// The batch under way: started by ``startBatch(marked:inserted:)``, the item moves appended to it.
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
    let inserted = try pairItems()
    let marks = self.marks()
    startBatch(marked: !marks.isEmpty, inserted: inserted)
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      diffItems(inSection: section, origin: origin, marks: marks)
    }
  }

  /// Finds the old place of each new item, and returns how many items of kept new sections
  /// have none (their inserts).
  ///
  /// The places go to the buffers' `origins`; an old item with no new place is deleted.
  /// As in Heckel's algorithm, one table of identifiers: first the items of the kept old
  /// sections, by the hashes their snapshot kept (no old item is hashed again, nor compared);
  /// then every new item, hashed now, whose probe for its own bucket meets the old item equal
  /// to it, if any, and takes its bucket. Every new item enters the table, so that one held
  /// twice is found wherever the copies are (an identifier whose hash changed after it was
  /// added may equal another). One insertion per old item, one hash and one probe per new item,
  /// however the items were shuffled. An old item whose hash changed since it was added (equal
  /// to no other) is not found, and goes and comes back.
  @inlinable
  mutating func pairItems() throws(Failure) -> Int {
    var keptItems = 0
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      keptItems += new.sectionItems[section].count
    }
    var entered = 0
    for (origin, items) in old.sectionItems.enumerated() where keptOld[origin] {
      entered += items.count
    }
    buffers.table.reset(count: entered + new.numberOfItems)
    for (origin, items) in old.sectionItems.enumerated() where keptOld[origin] {
      // A snapshot's hashes are parallel to its items; should they not be (a snapshot changed
      // behind its methods' backs), they are taken afresh.
      let kept = old.sectionHashes.indices.contains(origin) ? old.sectionHashes[origin] : []
      buffers.table.enter(
        oldSection: origin,
        hashes: kept.count == items.count ? kept : SnapshotItemTable.hashes(of: items))
    }
    IncreasingSubsequence.makeRoom(&buffers.stayed, count: new.numberOfItems)
    IncreasingSubsequence.reset(&buffers.pairedIn, to: 0, count: new.numberOfSections)
    IncreasingSubsequence.reset(&buffers.stayedIn, to: 0, count: new.numberOfSections)
    // Taken out of the buffers for the pass, and written through buffer pointers: the arrays'
    // own checks would cost as much again as the pairing itself.
    var origins: [SnapshotItemPlace] = []
    var stayed: [Int] = []
    var pairedIn: [Int] = []
    var stayedIn: [Int] = []
    swap(&origins, &buffers.origins)
    swap(&stayed, &buffers.stayed)
    swap(&pairedIn, &buffers.pairedIn)
    swap(&stayedIn, &buffers.stayedIn)
    let (twice, pairedCount) = origins.withUnsafeMutableBufferPointer { origins in
      stayed.withUnsafeMutableBufferPointer { stayed in
        pairedIn.withUnsafeMutableBufferPointer { pairedIn in
          stayedIn.withUnsafeMutableBufferPointer { stayedIn in
            buffers.table.pair(
              new.sectionItems, with: old.sectionItems, keptNewOrigin: keptNewOrigin,
              origins: origins, stayed: stayed, pairedIn: pairedIn, stayedIn: stayedIn)
          }
        }
      }
    }
    swap(&origins, &buffers.origins)
    swap(&stayed, &buffers.stayed)
    swap(&pairedIn, &buffers.pairedIn)
    swap(&stayedIn, &buffers.stayedIn)
    if let twice { throw .duplicateItem(twice) }
    // Counted, so that the deletes are looked for only when there are some.
    if pairedCount < entered { listDeletes() }
    return keptItems - pairedCount
  }

  /// Lists the items of each kept old section that no new item was paired with, in their old
  /// order, as deleted: marked from the new items' `origins` (so that the pairing itself
  /// writes nothing per old item).
  @inlinable
  mutating func listDeletes() {
    buffers.oldStarts.removeAll(keepingCapacity: true)
    var flat = 0
    for items in old.sectionItems {
      buffers.oldStarts.append(flat)
      flat += items.count
    }
    IncreasingSubsequence.reset(&buffers.paired, to: false, count: flat)
    var paired: [Bool] = []
    swap(&paired, &buffers.paired)
    defer { swap(&paired, &buffers.paired) }
    let oldStarts = buffers.oldStarts
    paired.withUnsafeMutableBufferPointer { paired in
      buffers.origins.withUnsafeBufferPointer { origins in
        for place in origins where place != .none {
          paired[oldStarts[Int(place.section)] + Int(place.item)] = true
        }
      }
    }
    paired.withUnsafeBufferPointer { paired in
      for origin in keptNewOrigin where origin >= 0 {
        let start = oldStarts[origin]
        let count = old.sectionItems[origin].count
        var unpaired = 0
        for index in start..<start + count where !paired[index] { unpaired += 1 }
        guard unpaired > 0 else { continue }
        if let last = deletedItems.last, last.section >= origin { deletesInOrder = false }
        Self.reserve(&deletedItems, adding: unpaired)
        for index in 0..<count where !paired[start + index] {
          deletedItems.append(ListIndexPath(item: index, section: origin))
        }
      }
    }
  }

  /// Emits the updates of the items of kept new section `section`, which continues old section
  /// `origin`: inserts into ``insertedItems``, moves straight into the batch.
  @inlinable
  mutating func diffItems(inSection section: Int, origin: Int, marks: [SnapshotItemMark]) {
    let count = new.sectionItems[section].count
    let start = buffers.starts[section]
    let origins = buffers.origins
    let pairedHere = buffers.pairedIn[section]
    // The old indices of the items that came from `origin`, in new order, listed while pairing.
    var stayed: [Int] = []
    swap(&stayed, &buffers.stayed)
    let inPlaceCount = stayed.withUnsafeBufferPointer { stayed in
      buffers.run.mark(
        UnsafeBufferPointer(rebasing: stayed[start..<start + buffers.stayedIn[section]]),
        into: &buffers.members)
    }
    swap(&stayed, &buffers.stayed)
    // Every paired item that is not in place moves (or, reloaded, goes and comes back).
    let moves = pairedHere - inPlaceCount
    Self.reserve(&emitted, adding: moves)
    guard !marks.isEmpty else {
      // Nothing marked, the common case: the inserts (if any: every item may have been
      // paired), then the moves written straight into the batch's storage in one append (no
      // check of the array per update).
      if pairedHere < count {
        origins.withUnsafeBufferPointer { origins in
          for offset in 0..<count where origins[start + offset] == .none {
            insertedItems.append(ListIndexPath(item: offset, section: section))
          }
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
