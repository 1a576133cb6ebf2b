/// The row- and item-level updates of one batch, checked and tallied per section.
struct ItemChanges {
  /// The paths claimed so far; storage a list keeps from batch to batch.
  private(set) var claims: ItemClaims
  /// Items leaving each old section (an array: a batch already holds a count per section, and
  /// indexing costs less than hashing); those arriving in each new one are tallied once, by the
  /// claims.
  private var removedPerOldSection: [Int]

  /// Prepares the checks and tallies of `updates` applied to a list with `old` counts, in
  /// `claims` (emptied first; its storage is kept).
  init(old: [Int], sections: SectionMapping, updates: [ListUpdate], claims: ItemClaims) {
    removedPerOldSection = [Int](repeating: 0, count: old.count)
    self.claims = claims
    self.claims.reset(for: updates, old: old, sections: sections)
  }

  /// How many items leave old section `section` (deleted or moved away).
  func removed(fromOld section: Int) -> Int {
    removedPerOldSection.indices.contains(section) ? removedPerOldSection[section] : 0
  }

  /// How many items arrive in new section `section` (inserted or moved in).
  func added(toNew section: Int) -> Int {
    claims.arriving.indices.contains(section) ? claims.arriving[section] : 0
  }

  /// Checks and tallies one update; section-level updates are ignored here.
  mutating func record(
    _ update: ListUpdate, old: [Int], sections: SectionMapping
  ) throws(UpdateRejection) {
    switch update {
    case .deleteItems(let paths):
      for path in paths {
        try claimOld(path, old: old, sections: sections, update)
        removedPerOldSection[path.section] += 1
      }
    case .reloadItems(let paths):
      for path in paths { try claimOld(path, old: old, sections: sections, update) }
    case .insertItems(let paths):
      for path in paths {
        try claimNew(path, sections: sections, update)
      }
    case .moveItem(let from, let to):
      try claimOld(from, old: old, sections: sections, update)
      try claimNew(to, sections: sections, update)
      removedPerOldSection[from.section] += 1
    case .insertSections, .deleteSections, .reloadSections, .moveSection:
      return
    }
  }

  /// Checks that every inserted or moved-in path lies inside its section's new count.
  func checkDestinations(against expected: [Int?], updates: [ListUpdate]) throws(UpdateRejection) {
    for path in claims.newInOrder {
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
    guard !sections.deletesOrReloads(path.section) else {
      throw .invalid(update, "section \(path.section) is deleted or reloaded by the same update")
    }
    guard (0..<old[path.section]).contains(path.item) else {
      throw .invalid(
        update,
        "item \(path.item) does not exist in section \(path.section) "
          + "(it had \(old[path.section]))")
    }
    guard claims.claimOld(path) else {
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
    guard claims.claimNew(path) else {
      throw .invalid(update, "\(path) is inserted or moved into twice")
    }
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
