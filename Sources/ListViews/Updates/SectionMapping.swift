/// Where each section of a list goes when a batch of section updates is applied.
///
/// Follows UIKit's rules: deletes, reloads and move sources name sections of the old list;
/// inserts and move destinations name sections of the new list; the remaining old sections keep
/// their order and fill the free places of the new list.
struct SectionMapping {
  /// Where a section of the new list comes from.
  enum Origin: Equatable {
    /// Inserted: its count comes from the data source.
    case inserted
    /// An old section, kept, moved or reloaded.
    case old(Int)
  }

  private(set) var deleted = Set<Int>()
  private(set) var reloaded = Set<Int>()
  private(set) var origins: [Origin] = []

  /// Works out the mapping for the section updates among `updates`.
  ///
  /// - Throws: ``UpdateRejection`` naming the first update that refers to a section that does
  ///   not exist or that another update of the batch already uses.
  init(oldCount: Int, updates: [ListUpdate]) throws(UpdateRejection) {
    var inserted = Set<Int>()
    var moves: [(from: Int, to: Int)] = []
    // The destinations of the moves, for constant-time checks (a batch may move thousands).
    var moveTargets = Set<Int>()
    var touched = Set<Int>()
    for update in updates {
      switch update {
      case .deleteSections(let sections):
        for section in sections {
          try Self.claimOld(section, oldCount: oldCount, touched: &touched, update)
          deleted.insert(section)
        }
      case .reloadSections(let sections):
        for section in sections {
          try Self.claimOld(section, oldCount: oldCount, touched: &touched, update)
          reloaded.insert(section)
        }
      case .moveSection(let from, let to):
        try Self.claimOld(from, oldCount: oldCount, touched: &touched, update)
        guard !inserted.contains(to), moveTargets.insert(to).inserted else {
          throw .invalid(update, "section \(to) of the updated list is named twice")
        }
        moves.append((from, to))
      case .insertSections(let sections):
        for section in sections {
          guard inserted.insert(section).inserted, !moveTargets.contains(section)
          else { throw .invalid(update, "section \(section) of the updated list is named twice") }
        }
      case .insertItems, .deleteItems, .reloadItems, .moveItem:
        continue
      }
    }
    let newCount = oldCount - deleted.count + inserted.count
    try Self.checkNewIndices(inserted, moves: moves, newCount: newCount, updates: updates)
    origins = Self.origins(
      oldCount: oldCount, newCount: newCount, inserted: inserted, moves: moves, deleted: deleted)
  }

  /// The old section that ends up at `newSection`, unless it was inserted or reloaded.
  func keptOldSection(at newSection: Int) -> Int? {
    guard origins.indices.contains(newSection), case .old(let old) = origins[newSection],
      reloaded.isEmpty || !reloaded.contains(old)
    else { return nil }
    return old
  }

  /// Whether old section `section` is deleted or reloaded (checked per item: the common case,
  /// no section updates at all, costs two comparisons).
  func deletesOrReloads(_ section: Int) -> Bool {
    (!deleted.isEmpty && deleted.contains(section))
      || (!reloaded.isEmpty && reloaded.contains(section))
  }

  private static func claimOld(
    _ section: Int, oldCount: Int, touched: inout Set<Int>, _ update: ListUpdate
  ) throws(UpdateRejection) {
    guard (0..<oldCount).contains(section) else {
      throw .invalid(update, "section \(section) does not exist (the list had \(oldCount))")
    }
    guard touched.insert(section).inserted else {
      throw .invalid(update, "section \(section) is deleted, reloaded or moved twice")
    }
  }

  /// Rejects the first inserted or moved-to section, in the order of `updates`, that lies
  /// outside the new list (a deterministic order, so diagnostics repeat from run to run).
  private static func checkNewIndices(
    _ inserted: Set<Int>, moves: [(from: Int, to: Int)], newCount: Int, updates: [ListUpdate]
  ) throws(UpdateRejection) {
    let valid = 0..<newCount
    for update in updates {
      let targets: [Int]
      switch update {
      case .insertSections(let sections): targets = sections
      case .moveSection(_, let to): targets = [to]
      default: continue
      }
      if let bad = targets.first(where: { !valid.contains($0) }) {
        throw .invalid(
          update, "section \(bad) does not exist in the updated list (it will have \(newCount))")
      }
    }
  }

  private static func origins(
    oldCount: Int, newCount: Int, inserted: Set<Int>, moves: [(from: Int, to: Int)],
    deleted: Set<Int>
  ) -> [Origin] {
    var placed = [Origin?](repeating: nil, count: newCount)
    for section in inserted { placed[section] = .inserted }
    for move in moves { placed[move.to] = .old(move.from) }
    let movedAway = Set(moves.map(\.from))
    let free = placed.indices.filter { placed[$0] == nil }
    let kept = (0..<oldCount).filter { !deleted.contains($0) && !movedAway.contains($0) }
    // Both counts equal newCount minus inserts and moves, so every place is filled.
    for (slot, old) in zip(free, kept) { placed[slot] = .old(old) }
    return placed.map { $0 ?? .inserted }
  }
}
