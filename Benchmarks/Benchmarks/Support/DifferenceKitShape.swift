import EmptyState

/// An identifier as ra1028/DifferenceKit's benchmark has them: a pair of 64-bit numbers (the
/// bytes of a UUID).
struct PairIdentifier: Hashable, Sendable {
  let high: UInt64
  let low: UInt64
}

/// The data shape of DifferenceKit's own benchmark (`Benchmark/Sources/main.swift`): from `items`
/// identifiers, delete the range [N/5, 3N/10), insert N/10 new ones at 3N/10, and shuffle the
/// first N/50; one section.
struct DifferenceKitShape {
  typealias Snapshot = ListSnapshot<Int, PairIdentifier>

  let old: Snapshot
  let new: Snapshot

  init(items: Int, seed: UInt64 = 7) {
    var random = BenchRandom(seed: seed)
    func identifier() -> PairIdentifier {
      PairIdentifier(high: random.next(), low: random.next())
    }
    let source = (0..<items).map { _ in identifier() }
    var target = source
    target.removeSubrange(items / 5..<items * 3 / 10)
    target.insert(contentsOf: (0..<items / 10).map { _ in identifier() }, at: items * 3 / 10)
    // Fisher-Yates over the first N/50, seeded so that every run diffs the same lists.
    var index = items / 50 - 1
    while index > 0 {
      target.swapAt(index, random.below(index + 1))
      index -= 1
    }
    old = Self.snapshot(source)
    new = Self.snapshot(target)
  }

  private static func snapshot(_ items: [PairIdentifier]) -> Snapshot {
    var snapshot = Snapshot()
    try? snapshot.appendSections([0])
    try? snapshot.appendItems(items)
    return snapshot
  }
}
