import EmptyState
import TestSupport

/// One random step of the snapshot suite.
///
/// Applies carry the whole target snapshot, so every sequence stays valid when steps are
/// removed while shrinking.
enum SnapshotOperation: Equatable, CustomStringConvertible {
  typealias Snapshot = ListSnapshot<Int, Int>

  /// Applies `target` through `apply`, or through `applySnapshotUsingReloadData`.
  case apply(Snapshot, usingReload: Bool)
  /// Appends an identifier the applied snapshot already holds (an item, or a section): the
  /// snapshot must throw and stay as it was, and the list must not change.
  case injectDuplicate(item: Bool, pick: Int)
  case phase(ContentPhase.Kind)
  /// Sets the content rule: items of these sections do not count; `nil` for no rule.
  case ignore(Set<Int>?)
  case presentation(EmptyStateOptions.Presentation)
  /// Applies `first`, and `second` from inside it: from the first apply's completion, or from a
  /// content hook that runs during its pass (deferred by the data source into a batch of its
  /// own). The list must end at `second`, after exactly two content passes.
  case chain(Snapshot, then: Snapshot, fromHook: Bool)

  var description: String {
    switch self {
    case .chain(let first, let second, let fromHook):
      return "chain(\(first), then: \(second)\(fromHook ? ", fromHook" : ""))"
    case .apply(let snapshot, let reload): return "apply(\(snapshot)\(reload ? ", reload" : ""))"
    case .injectDuplicate(let item, let pick):
      return "injectDuplicate(item: \(item), pick: \(pick))"
    case .phase(let kind): return "phase(.\(kind))"
    case .ignore(let sections): return "ignore(\(sections.map { "\($0.sorted())" } ?? "nil"))"
    case .presentation(let presentation): return "presentation(.\(presentation))"
    }
  }
}

/// Draws random steps: each target is the previous one edited through the snapshot's own API
/// (items deleted, inserted, moved within and across sections, sections appearing, vanishing
/// and moving, reload and reconfigure marks), or now and then a fresh random snapshot.
struct SnapshotOperationGenerator {
  var random: SplitMix64Box
  /// The last target: the next one starts from it.
  private var previous = SnapshotOperation.Snapshot()
  private var nextItem = 0

  init(random: SplitMix64Box) {
    self.random = random
  }

  mutating func next() -> SnapshotOperation {
    switch random.int(0...99) {
    case 0..<70: return .apply(nextTarget(), usingReload: random.int(0...9) == 0)
    case 70..<80: return .injectDuplicate(item: random.int(0...2) > 0, pick: random.int(0...99))
    case 80..<88:
      return .phase(
        [ContentPhase.Kind.loaded, .loaded, .loading, .failed, .notLoaded][
          random.int(0...4)])
    case 88..<95:
      let rules: [Set<Int>?] = [nil, [0], [0, 1], []]
      return .ignore(rules[random.int(0...3)])
    default:
      return .presentation(random.int(0...1) == 0 ? .atDecision : .afterCompletion)
    }
  }

  private mutating func fresh(_ count: Int) -> [Int] {
    defer { nextItem += count }
    return Array(nextItem..<nextItem + count)
  }

  private mutating func nextTarget() -> SnapshotOperation.Snapshot {
    var snapshot = random.int(0...9) == 0 ? freshSnapshot() : previous.withoutMarksForTests
    for _ in 0..<random.int(1...4) { edit(&snapshot) }
    previous = snapshot
    return snapshot
  }

  private mutating func freshSnapshot() -> SnapshotOperation.Snapshot {
    var snapshot = SnapshotOperation.Snapshot()
    for section in (0..<6).filter({ _ in random.int(0...1) == 0 }) {
      try? snapshot.appendSections([section])
      try? snapshot.appendItems(fresh(random.int(0...4)), toSection: section)
    }
    return snapshot
  }

  private func pick<T>(_ values: [T]) -> T? {
    values.isEmpty ? nil : values[random.int(0...values.count - 1)]
  }

  /// One edit through the snapshot's API; an edit the snapshot refuses changes nothing.
  private mutating func edit(_ snapshot: inout SnapshotOperation.Snapshot) {
    let items = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    switch random.int(0...11) {
    case 0: try? snapshot.deleteItems(items.filter { _ in random.int(0...3) == 0 })
    case 1:
      guard let section = pick(sections) else { return }
      try? snapshot.appendItems(fresh(random.int(1...4)), toSection: section)
    case 2:
      guard let anchor = pick(items) else { return }
      try? snapshot.insertItems(fresh(random.int(1...3)), beforeItem: anchor)
    case 3, 4:
      for _ in 0..<random.int(1...4) {
        guard let item = pick(items), let anchor = pick(items) else { return }
        if random.int(0...1) == 0 {
          try? snapshot.moveItem(item, beforeItem: anchor)
        } else {
          try? snapshot.moveItem(item, afterItem: anchor)
        }
      }
    case 5:
      let missing = (0..<6).filter { !sections.contains($0) }
      guard let section = pick(missing) else { return }
      if let anchor = pick(sections), random.int(0...1) == 0 {
        try? snapshot.insertSections([section], beforeSection: anchor)
      } else {
        try? snapshot.appendSections([section])
      }
      try? snapshot.appendItems(fresh(random.int(0...3)), toSection: section)
    case 6:
      guard let section = pick(sections) else { return }
      try? snapshot.deleteSections([section])
    case 7:
      guard let section = pick(sections), let anchor = pick(sections) else { return }
      try? snapshot.moveSection(section, afterSection: anchor)
    case 8:
      guard let item = pick(items) else { return }
      try? snapshot.reloadItems([item])
    case 9:
      guard let item = pick(items) else { return }
      try? snapshot.reconfigureItems([item])
    case 10:
      guard let section = pick(sections) else { return }
      try? snapshot.reloadSections([section])
    default:
      snapshot.deleteAllItems()
    }
  }
}
