import EmptyState

/// An identifier as ra1028/DifferenceKit's benchmark has them: a pair of 64-bit numbers (the
/// bytes of a UUID).
struct PairIdentifier: Hashable, Sendable {
  let high: UInt64
  let low: UInt64
}

/// Two snapshots of pair identifiers to diff: the shape of DifferenceKit's own benchmark, and
/// the shapes that stress the rest of the diff.
struct DifferenceKitShape {
  typealias Snapshot = ListSnapshot<Int, PairIdentifier>

  /// The shapes, by the name the profile scenes use (`dk-diff-N`, `shape-NAME-N`).
  enum Kind: String, CaseIterable {
    /// DifferenceKit's benchmark (`Benchmark/Sources/main.swift`): from N items delete the range
    /// [N/5, 3N/10), insert N/10 new ones at 3N/10, shuffle the first N/50; one section.
    case differenceKit = "dk"
    /// The same change inside each of N/100 sections of 100 items.
    case manySections = "many-sections"
    /// N/100 sections of 100 items; every tenth section moves to the end.
    case sectionMoves = "section-moves"
    /// One section, every item shuffled.
    case allItemsMoved = "all-items-moved"
    /// One section, the same items.
    case nothingChanged = "nothing-changed"
    /// One section, every item replaced by a new one.
    case everythingReplaced = "everything-replaced"
  }

  let old: Snapshot
  let new: Snapshot

  init(_ kind: Kind = .differenceKit, items: Int, seed: UInt64 = 7) {
    var random = BenchRandom(seed: seed)
    let sectionSize = 100
    switch kind {
    case .differenceKit:
      let source = Self.identifiers(items, &random)
      old = Self.snapshot([source])
      new = Self.snapshot([Self.changed(source, &random)])
    case .manySections:
      let sections = (0..<max(1, items / sectionSize)).map { _ in
        Self.identifiers(sectionSize, &random)
      }
      old = Self.snapshot(sections)
      new = Self.snapshot(sections.map { Self.changed($0, &random) })
    case .sectionMoves:
      let sections = (0..<max(1, items / sectionSize)).map { _ in
        Self.identifiers(sectionSize, &random)
      }
      let base = Self.snapshot(sections)
      old = base
      var moved = base
      for index in stride(from: 0, to: sections.count, by: 10).reversed() {
        try? moved.moveSection(index, afterSection: sections.count - 1)
      }
      new = moved
    case .allItemsMoved:
      let source = Self.identifiers(items, &random)
      var target = source
      Self.shuffle(&target, count: target.count, &random)
      old = Self.snapshot([source])
      new = Self.snapshot([target])
    case .nothingChanged:
      old = Self.snapshot([Self.identifiers(items, &random)])
      new = old
    case .everythingReplaced:
      old = Self.snapshot([Self.identifiers(items, &random)])
      new = Self.snapshot([Self.identifiers(items, &random)])
    }
  }

  private static func identifiers(_ count: Int, _ random: inout BenchRandom) -> [PairIdentifier] {
    (0..<count).map { _ in PairIdentifier(high: random.next(), low: random.next()) }
  }

  /// DifferenceKit's change of `source`.
  private static func changed(
    _ source: [PairIdentifier], _ random: inout BenchRandom
  ) -> [PairIdentifier] {
    let count = source.count
    var target = source
    target.removeSubrange(count / 5..<count * 3 / 10)
    target.insert(contentsOf: identifiers(count / 10, &random), at: count * 3 / 10)
    shuffle(&target, count: count / 50, &random)
    return target
  }

  /// Fisher-Yates over the first `count` elements, seeded so that every run diffs the same
  /// lists.
  private static func shuffle(
    _ items: inout [PairIdentifier], count: Int, _ random: inout BenchRandom
  ) {
    var index = count - 1
    while index > 0 {
      items.swapAt(index, random.below(index + 1))
      index -= 1
    }
  }

  private static func snapshot(_ sections: [[PairIdentifier]]) -> Snapshot {
    var snapshot = Snapshot()
    for (index, items) in sections.enumerated() {
      try? snapshot.appendSections([index])
      try? snapshot.appendItems(items, toSection: index)
    }
    return snapshot
  }
}
