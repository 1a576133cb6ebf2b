import EmptyState

/// Turns an update intent into the updates the list is told and the counts after them.
enum ModelUpdates {
  static func make(_ operation: ModelOperation, from counts: [Int]) -> ([ListUpdate], [Int])? {
    var new = counts
    switch operation {
    case .insertRows(let s, let at, let n):
      guard !counts.isEmpty else { return nil }
      let section = s % counts.count
      let start = at % (counts[section] + 1)
      new[section] += n
      return (
        [.insertItems((start..<start + n).map { ListIndexPath(item: $0, section: section) })], new
      )
    case .deleteRows(let s, let at, let n):
      guard let section = nonEmpty(counts, s) else { return nil }
      let start = at % counts[section]
      let count = min(n, counts[section] - start)
      new[section] -= count
      return (
        [.deleteItems((start..<start + count).map { ListIndexPath(item: $0, section: section) })],
        new
      )
    case .moveRow(let a, let b):
      guard let from = nonEmpty(counts, a) else { return nil }
      let to = b % counts.count
      new[from] -= 1
      new[to] += 1
      return (
        [
          .moveItem(
            from: ListIndexPath(item: 0, section: from), to: ListIndexPath(item: 0, section: to))
        ], new
      )
    case .insertSection(let at, let n):
      let index = at % (counts.count + 1)
      new.insert(n, at: index)
      return ([.insertSections([index])], new)
    case .deleteSection(let s):
      guard !counts.isEmpty else { return nil }
      new.remove(at: s % counts.count)
      return ([.deleteSections([s % counts.count])], new)
    case .moveSection(let a, let b):
      guard !counts.isEmpty else { return nil }
      let from = a % counts.count
      let to = b % counts.count
      new.insert(new.remove(at: from), at: to)
      return ([.moveSection(from: from, to: to)], new)
    case .batch(let a, let b):
      // Two sections touched in one batch: the last row of one deleted, a row added to another.
      guard let from = nonEmpty(counts, a), counts.count > 1 else { return nil }
      let into = (from + 1 + b % (counts.count - 1)) % counts.count
      new[from] -= 1
      new[into] += 1
      return (
        [
          .deleteItems([ListIndexPath(item: counts[from] - 1, section: from)]),
          .insertItems([ListIndexPath(item: counts[into], section: into)]),
        ], new
      )
    default:
      return nil
    }
  }

  /// A non-empty section chosen by `seed`, or `nil` when all are empty.
  private static func nonEmpty(_ counts: [Int], _ seed: Int) -> Int? {
    let candidates = counts.indices.filter { counts[$0] > 0 }
    return candidates.isEmpty ? nil : candidates[seed % candidates.count]
  }
}
