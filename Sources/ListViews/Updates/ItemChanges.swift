/// The row- and item-level updates of one batch, checked and tallied per section.
struct ItemChanges {
  /// Paths of the old list already deleted, reloaded or moved away.
  private var claimedOld = Set<ListIndexPath>()
  /// Paths of the new list already inserted or moved into, and the same in the order claimed.
  private var claimedNew = Set<ListIndexPath>()
  private var claimedNewInOrder: [ListIndexPath] = []
  private var removedPerOldSection: [Int: Int] = [:]
  private var addedPerNewSection: [Int: Int] = [:]

  /// How many items leave old section `section` (deleted or moved away).
  func removed(fromOld section: Int) -> Int {
    removedPerOldSection[section, default: 0]
  }

  /// How many items arrive in new section `section` (inserted or moved in).
  func added(toNew section: Int) -> Int {
    addedPerNewSection[section, default: 0]
  }

  /// Checks and tallies one update; section-level updates are ignored here.
  mutating func record(
    _ update: ListUpdate, old: [Int], sections: SectionMapping
  ) throws(UpdateRejection) {
    switch update {
    case .deleteItems(let paths):
      for path in paths {
        try claimOld(path, old: old, sections: sections, update)
        removedPerOldSection[path.section, default: 0] += 1
      }
    case .reloadItems(let paths):
      for path in paths { try claimOld(path, old: old, sections: sections, update) }
    case .insertItems(let paths):
      for path in paths {
        try claimNew(path, sections: sections, update)
        addedPerNewSection[path.section, default: 0] += 1
      }
    case .moveItem(let from, let to):
      try claimOld(from, old: old, sections: sections, update)
      try claimNew(to, sections: sections, update)
      removedPerOldSection[from.section, default: 0] += 1
      addedPerNewSection[to.section, default: 0] += 1
    case .insertSections, .deleteSections, .reloadSections, .moveSection:
      return
    }
  }

  /// Checks that every inserted or moved-in path lies inside its section's new count.
  func checkDestinations(against expected: [Int?], updates: [ListUpdate]) throws(UpdateRejection) {
    for path in claimedNewInOrder {
      guard let count = expected[path.section], path.item >= 0, path.item < count else {
        let culprit = updates.first { $0.insertsOrMovesInto(path) } ?? .insertItems([path])
        let count = expected[path.section] ?? 0
        throw .invalid(
          culprit,
          "item \(path.item) does not exist in section \(path.section) after the update "
            + "(it will have \(count))")
      }
    }
  }

  private mutating func claimOld(
    _ path: ListIndexPath, old: [Int], sections: SectionMapping, _ update: ListUpdate
  ) throws(UpdateRejection) {
    guard old.indices.contains(path.section) else {
      throw .invalid(update, "section \(path.section) does not exist (the list had \(old.count))")
    }
    guard !sections.deleted.contains(path.section), !sections.reloaded.contains(path.section)
    else {
      throw .invalid(update, "section \(path.section) is deleted or reloaded by the same update")
    }
    guard (0..<old[path.section]).contains(path.item) else {
      throw .invalid(
        update,
        "item \(path.item) does not exist in section \(path.section) "
          + "(it had \(old[path.section]))")
    }
    guard claimedOld.insert(path).inserted else {
      throw .invalid(update, "\(path) is deleted, reloaded or moved twice")
    }
  }

  private mutating func claimNew(
    _ path: ListIndexPath, sections: SectionMapping, _ update: ListUpdate
  ) throws(UpdateRejection) {
    guard sections.origins.indices.contains(path.section) else {
      throw .invalid(
        update,
        "section \(path.section) does not exist after the update "
          + "(it will have \(sections.origins.count))")
    }
    guard sections.keptOldSection(at: path.section) != nil else {
      throw .invalid(
        update,
        "section \(path.section) is inserted or reloaded by the same update; "
          + "its items come from the data source")
    }
    guard claimedNew.insert(path).inserted else {
      throw .invalid(update, "\(path) is inserted or moved into twice")
    }
    claimedNewInOrder.append(path)
  }
}

extension ListUpdate {
  /// Whether this update inserts an item into section `section` of the new list, or moves one
  /// there.
  func addsItems(toSection section: Int) -> Bool {
    switch self {
    case .insertItems(let paths): return paths.contains { $0.section == section }
    case .moveItem(_, let to): return to.section == section
    default: return false
    }
  }

  /// Whether this update inserts an item at `path` or moves one there.
  fileprivate func insertsOrMovesInto(_ path: ListIndexPath) -> Bool {
    switch self {
    case .insertItems(let paths): return paths.contains(path)
    case .moveItem(_, let to): return to == path
    default: return false
    }
  }
}
