/// The batch of updates that turns a list showing one snapshot into one showing another: the
/// diff behind ``ListSnapshot/updates(from:)`` and every diffable `apply`.
///
/// Identifiers are unique, so, as in Heckel's algorithm, one table keyed by identifier pairs
/// every item of the new snapshot with its place in the old one: one hash insertion per new item
/// and one lookup per old item, whatever moved. Which of the paired items stay in place is the
/// longest run that kept its order (``IncreasingSubsequence``); the others are moves, never a
/// delete and an insert.
///
/// The updates follow the list engine's batch rules: deletes, reloads and move sources name the
/// old snapshot; inserts and move destinations the new one. Items are diffed one by one only in
/// sections that the old and the new snapshot share and that are not reloaded; an inserted,
/// deleted or reloaded section carries its items with it.
struct SnapshotDifference<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  typealias Snapshot = ListSnapshot<SectionID, ItemID>
  typealias Failure = ListSnapshotError<SectionID, ItemID>

  /// Where an item is: a section index and an index inside it, 32 bits each to keep the table
  /// small (a list has at most a million sections; 2^31 items in one section would not fit in
  /// memory first).
  struct Place: Equatable {
    var section: Int32
    var item: Int32

    static var none: Place { Place(section: -1, item: -1) }

    var path: ListIndexPath { ListIndexPath(item: Int(item), section: Int(section)) }
  }

  private let old: Snapshot
  private let new: Snapshot
  /// For each old section, whether its items are diffed one by one (it is in both snapshots,
  /// not reloaded).
  private var keptOld: [Bool] = []
  /// For each new section, the old section whose items it continues, or -1.
  private var keptNewOrigin: [Int] = []
  private var run = IncreasingSubsequence()
  private var members: [Bool] = []
  /// The old indices of the items that stayed in a section, in their new order.
  private var stayed: [Int] = []

  private var deletedSections: [Int] = []
  private var insertedSections: [Int] = []
  private var reloadedSections: [Int] = []
  private var sectionMoves: [ListUpdate] = []
  private var deletedItems: [ListIndexPath] = []
  private var insertedItems: [ListIndexPath] = []
  private var reloadedItems: [ListIndexPath] = []
  private var itemMoves: [ListUpdate] = []

  private init(old: Snapshot, new: Snapshot) {
    self.old = old
    self.new = new
  }

  /// The updates from `old` to `new`, as one batch.
  ///
  /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` or
  ///   ``ListSnapshotError/duplicateItem(_:)`` when a snapshot holds an identifier twice (only
  ///   possible when identifiers changed their hash after they were added).
  static func updates(from old: Snapshot, to new: Snapshot) throws(Failure) -> [ListUpdate] {
    try checkUnique(new)
    var difference = SnapshotDifference(old: old, new: new)
    difference.diffSections()
    try difference.diffItems()
    return difference.batch()
  }

  // MARK: Sections

  private mutating func diffSections() {
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
    var origins: [Int] = []
    origins.reserveCapacity(new.numberOfSections)
    for target in oldOfNew.indices where oldOfNew[target] >= 0 { origins.append(oldOfNew[target]) }
    run.mark(origins, into: &members)
    var shared = 0
    for (target, origin) in oldOfNew.enumerated() {
      guard origin >= 0 else {
        insertedSections.append(target)
        continue
      }
      let inPlace = members[shared]
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

  private mutating func diffItems() throws(Failure) {
    // The table: every new item's place (all of them, so that a duplicate is always caught).
    var table = [ItemID: Place](minimumCapacity: new.numberOfItems)
    var starts = [Int](repeating: 0, count: new.numberOfSections)
    var flat = 0
    for (section, items) in new.sectionItems.enumerated() {
      starts[section] = flat
      for (index, item) in items.enumerated() {
        let place = Place(section: Int32(truncatingIfNeeded: section), item: Int32(index))
        guard table.updateValue(place, forKey: item) == nil else { throw .duplicateItem(item) }
      }
      flat += items.count
    }
    // Pair each item of a kept old section with its new place.
    var origins = [Place](repeating: .none, count: new.numberOfItems)
    for (section, items) in old.sectionItems.enumerated() where keptOld[section] {
      for (index, item) in items.enumerated() {
        let from = Place(section: Int32(truncatingIfNeeded: section), item: Int32(index))
        guard let to = table[item], keptNewOrigin[Int(to.section)] >= 0 else {
          deletedItems.append(from.path)
          continue
        }
        let slot = starts[Int(to.section)] + Int(to.item)
        guard origins[slot] == .none else { throw .duplicateItem(item) }
        origins[slot] = from
      }
    }
    let marks = self.marks(table: table, starts: starts)
    for (section, origin) in keptNewOrigin.enumerated() where origin >= 0 {
      diffItems(
        inSection: section, origin: origin, origins: origins, marks: marks, start: starts[section])
    }
  }

  /// Emits the updates of the items of kept new section `section`, which continues old section
  /// `origin`.
  private mutating func diffItems(
    inSection section: Int, origin: Int, origins: [Place], marks: [Mark], start: Int
  ) {
    let count = new.sectionItems[section].count
    stayed.removeAll(keepingCapacity: true)
    for offset in 0..<count where Int(origins[start + offset].section) == origin {
      stayed.append(Int(origins[start + offset].item))
    }
    run.mark(stayed, into: &members)
    var candidate = 0
    for offset in 0..<count {
      let to = ListIndexPath(item: offset, section: section)
      let from = origins[start + offset]
      guard from != .none else {
        insertedItems.append(to)
        continue
      }
      let mark = marks.isEmpty ? .none : marks[start + offset]
      var inPlace = false
      if Int(from.section) == origin {
        inPlace = members[candidate]
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

  /// What the new snapshot asks of an item beyond its place.
  enum Mark: Equatable {
    case none
    case reconfigure
    case reload
  }

  /// The marks of the new items, by flat index; empty when nothing is marked.
  private func marks(table: [ItemID: Place], starts: [Int]) -> [Mark] {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return [] }
    var marks = [Mark](repeating: .none, count: new.numberOfItems)
    for item in new.reconfiguredItems {
      if let place = table[item] {
        marks[starts[Int(place.section)] + Int(place.item)] = .reconfigure
      }
    }
    for item in new.reloadedItems {
      if let place = table[item] { marks[starts[Int(place.section)] + Int(place.item)] = .reload }
    }
    return marks
  }

  // MARK: The batch

  private func batch() -> [ListUpdate] {
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

  /// Throws for a section the snapshot holds twice; O(1) unless its indexes disagree with its
  /// identifiers (only possible when identifiers changed their hash after they were added).
  private static func checkUnique(_ snapshot: Snapshot) throws(Failure) {
    guard snapshot.sectionIndices.count != snapshot.sectionIdentifiers.count else { return }
    var seen = Set<SectionID>()
    for section in snapshot.sectionIdentifiers where !seen.insert(section).inserted {
      throw .duplicateSection(section)
    }
  }
}
