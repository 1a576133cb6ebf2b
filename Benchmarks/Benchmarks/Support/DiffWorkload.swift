import EmptyState

/// Two states of a list of unique identifiers, the second made from the first by moving 10% of
/// the items, deleting 5% and inserting 5% new ones, all at random places: the workload of the
/// diffing scenarios and of the `diff-apply` profile loop.
struct DiffWorkload {
  typealias Snapshot = ListSnapshot<Int, Int>

  /// The identifiers before and after, as flat arrays.
  let old: [Int]
  let new: [Int]
  /// The same identifiers as snapshots of `sections` equal sections.
  let oldSnapshot: Snapshot
  let newSnapshot: Snapshot

  init(items: Int, sections: Int = 1, seed: UInt64 = 13) {
    var random = BenchRandom(seed: seed)
    // The same removals and insertions as on an `Array`, in O(√n) each rather than O(n).
    var ids = ChunkedList(Array(0..<items))
    for _ in 0..<items / 20 { _ = ids.remove(at: random.below(ids.count)) }
    for _ in 0..<items / 10 {
      let id = ids.remove(at: random.below(ids.count))
      ids.insert(id, at: random.below(ids.count + 1))
    }
    for id in items..<items + items / 20 { ids.insert(id, at: random.below(ids.count + 1)) }
    old = Array(0..<items)
    new = ids.elements
    oldSnapshot = Self.snapshot(old, sections: sections)
    newSnapshot = Self.snapshot(new, sections: sections)
  }

  /// `ids` cut into `sections` sections of (nearly) equal size.
  static func snapshot(_ ids: [Int], sections: Int) -> Snapshot {
    var snapshot = Snapshot()
    let size = (ids.count + sections - 1) / max(1, sections)
    for section in 0..<sections {
      let start = min(ids.count, section * size)
      let end = min(ids.count, start + size)
      try? snapshot.appendSections([section])
      try? snapshot.appendItems(Array(ids[start..<end]), toSection: section)
    }
    return snapshot
  }

  /// A table fed by a diffable data source showing `oldSnapshot`, with an empty view attached;
  /// the data source is kept by the returned pair, as an app keeps it.
  @MainActor
  func table() -> (TableView, TableViewDiffableDataSource<Int, Int>) {
    let table = TableView(frame: BenchTables.frame)
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, id in
      "Item \(id)"
    }
    table.setEmptyView(title: "No items")
    dataSource.apply(oldSnapshot)
    return (table, dataSource)
  }
}

/// SplitMix64: a small seeded generator, so that every run measures the same workload.
struct BenchRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Applies a workload's two snapshots in turn, old to new, then new to old: each call is one
/// diff and one apply of the same size.
@MainActor
final class AlternatingApplies {
  private let dataSource: TableViewDiffableDataSource<Int, Int>
  private let states: [DiffWorkload.Snapshot]
  private var next = 1
  let table: TableView

  init(_ workload: DiffWorkload) {
    (table, dataSource) = workload.table()
    states = [workload.oldSnapshot, workload.newSnapshot]
  }

  /// One diff and apply.
  func apply() {
    dataSource.apply(states[next])
    next ^= 1
  }
}
