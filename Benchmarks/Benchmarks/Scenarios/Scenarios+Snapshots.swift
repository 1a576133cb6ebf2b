import EmptyState
import Foundation
import MallocCounter

extension Scenarios {
  /// 11. Snapshots at the limit (issue 20), in exact instructions: the diff's cost per item from
  /// 1,000 to 1,000,000 items on DifferenceKit's shape and on the other shapes, an apply against
  /// the diffs it needs, each lookup at four section sizes, and the memory a snapshot and a data
  /// source holding it take per item.
  mutating func snapshots() {
    guard let counter = InstructionCounter() else {
      return addLine(
        "snapshots", "per-item", .nan, .none, "skipped: valgrind is not installed")
    }
    defer { counter.cleanUp() }
    func perStep(_ scene: String, steps: Int) -> Double {
      counter.instructionsPerStep(scene, steps: steps) ?? .nan
    }
    // A million items under callgrind takes minutes: full mode only.
    let sizes = [1_000, 10_000, 20_000, 100_000] + (settings.isQuick ? [] : [1_000_000])
    for size in sizes {
      let cost = perStep("dk-diff-\(size)", steps: max(1, 20_000 / size)) / Double(size)
      addLine(
        "diff-dk-\(size)", "per-item", cost, .atMost(400),
        "updates(from:) on DifferenceKit's shape, \(size) pair identifiers")
    }
    for kind in DifferenceKitShape.Kind.allCases where kind != .differenceKit {
      let cost = perStep("shape-\(kind.rawValue)-10000", steps: 2) / 10_000
      addLine(
        "diff-shape-\(kind.rawValue)-10000", "per-item", cost, .atMost(400),
        "updates(from:), 10,000 pair identifiers")
    }
    let diffs = perStep("diff-only-10000", steps: 4)
    let applies = perStep("diff-apply-10000", steps: 4)
    addLine(
      "apply-over-diff-10000", "ratio", applies / diffs, .atMost(1.1),
      "apply \(format(applies)), its diff alone \(format(diffs)) instructions", unit: .ratio)
    for kind in SnapshotLoops.lookups {
      var costs: [Double] = []
      for size in [100, 1_000, 10_000, 100_000] {
        let cost = perStep("lookup-\(kind)-\(size)", steps: 10_000)
        costs.append(cost)
        addLine("lookup-\(kind)-\(size)", "per-call", cost, .none, "one section of \(size) items")
      }
      addLine(
        "lookup-\(kind)-flatness", "max/min", (costs.max() ?? .nan) / (costs.min() ?? .nan),
        .atMost(1.1), "per-call instructions from 100 to 100,000 items", unit: .ratio)
    }
    snapshotMemory()
  }

  /// The heap a snapshot of pair identifiers takes per item, and what a data source showing it
  /// adds (its diff's working storage); live bytes, from the allocator.
  private mutating func snapshotMemory() {
    guard Self.liveBytes() != nil else {
      return addLine(
        "memory-snapshot", "bytes-per-item", .nan, .none, "unavailable here", unit: .bytes)
    }
    for size in [10_000, 100_000] {
      let items = (0..<size).map { PairIdentifier(high: UInt64($0), low: 1) }
      let before = Self.liveBytes() ?? 0
      var snapshot = ListSnapshot<Int, PairIdentifier>()
      try? snapshot.appendSections([0])
      try? snapshot.appendItems(items)
      let built = Self.liveBytes() ?? 0
      let table = TableView(frame: BenchTables.frame)
      let dataSource = TableViewDiffableDataSource<Int, PairIdentifier>(tableView: table) {
        _, _, _ in "Item"
      }
      let ready = Self.liveBytes() ?? 0
      dataSource.apply(snapshot)
      let applied = Self.liveBytes() ?? 0
      let perItem = Double(built - before) / Double(size)
      let added = Double(applied - ready) / Double(size)
      addLine(
        "memory-snapshot-\(size)", "bytes-per-item", perItem, .none,
        "\(size) pair identifiers (16 bytes each) in one section", unit: .bytes)
      addLine(
        "memory-data-source-\(size)", "bytes-per-item", added, .none,
        "added by a data source showing it, beyond the snapshot it shares", unit: .bytes)
      withExtendedLifetime((snapshot, dataSource, table)) {}
    }
  }

  /// The bytes the allocator has handed out and not taken back, or `nil` where it cannot say.
  private static func liveBytes() -> Int? {
    let bytes = malloc_counter_live_bytes()
    return bytes > 0 ? Int(bytes) : nil
  }

  /// Adds a figure of this group: instructions, unless `unit` says otherwise.
  private mutating func addLine(
    _ name: String, _ metric: String, _ value: Double, _ bar: ReportLine.Bar, _ context: String,
    unit: ReportLine.Unit = .instructions
  ) {
    report.add(
      ReportLine(
        name: name, metric: metric, value: value, unit: unit, spread: nil, bar: bar,
        context: context))
  }
}
