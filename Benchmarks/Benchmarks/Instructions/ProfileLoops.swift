import EmptyState

/// Single loops to run under `valgrind --tool=callgrind`, which counts instructions exactly.
///
/// `Benchmarks --profile NAME N` builds the scene of NAME, then runs its step N times. The
/// instruction counter runs it with N and 2N steps: the difference divided by N is the exact
/// cost of one step, start-up and set-up excluded.
@MainActor
enum ProfileLoops {
  /// The scenes, by name: each returns the step to repeat.
  static let scenes: [String: @MainActor () -> (@MainActor () -> Void)] = {
    var scenes: [String: @MainActor () -> (@MainActor () -> Void)] = [:]
    for (size, counts) in sizes {
      scenes["bare-\(size)"] = { reload(counts, attached: false) }
      scenes["attached-\(size)"] = { reload(counts, attached: true) }
      scenes["attached-empty-\(size)"] = { reload(counts.map { _ in 0 }, attached: true) }
      scenes["dzn-\(size)"] = { original(counts, .readOnce) }
      scenes["dzn-empty-\(size)"] = { original(counts.map { _ in 0 }, .readOnce) }
      scenes["seed-\(size)"] = { original(counts, .readPerSection) }
    }
    scenes["direct-1x100"] = {
      let source = BenchDataSource(counts: [100])
      let table = BenchTables.table(source, emptyView: false)
      return {
        _ = source
        table.performContentChange(.reloadData)
        table.layoutIfNeeded()
      }
    }
    for hooks in [1, 2, 10] {
      scenes["hooks-\(hooks)-1x100"] = { hooked([100], hooks: hooks) }
    }
    for size in [100, 10_000] {
      let full = Array(repeating: 1, count: size)
      // One empty section, in the middle.
      let gap = full.indices.map { $0 == size / 2 ? 0 : 1 }
      scenes["sp-none-\(size)-sections"] = { sectionReloads([gap], placeholders: false) }
      scenes["sp-shown-\(size)-sections"] = { sectionReloads([gap]) }
      scenes["sp-full-\(size)-sections"] = { sectionReloads([full]) }
      scenes["sp-flip-\(size)-sections"] = { sectionReloads([gap, full]) }
    }
    // What attaching costs: a list with rows made, then given an empty view, each step.
    scenes["attach"] = {
      let source = BenchDataSource(counts: [5])
      return {
        let table = BenchTables.table(source, emptyView: false)
        table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
      }
    }
    #if canImport(UIKit)
      scenes.merge(UIKitLoops.scenes) { ours, _ in ours }
    #endif
    return scenes
  }()

  /// The list sizes measured: one section of 100 rows, then sections of one row each.
  static let sizes: [(name: String, counts: [Int])] =
    [("1x100", [100])]
    + [10, 100, 1_000, 10_000, 100_000, 1_000_000].map {
      ("\($0)-sections", Array(repeating: 1, count: $0))
    }

  /// Runs the step of scene `name` `steps` times; `false` for an unknown name.
  ///
  /// `diff-apply-ITEMS` (or `diff-apply-ITEMS-in-SECTIONS`) runs diffable applies of the
  /// workload of that size (10% moved, 5% inserted, 5% deleted), alternating between its two
  /// snapshots: divided by the items, the cost of the diff and apply per item. The snapshot
  /// scenes (`dk-diff-N`, `shape-NAME-N`, `diff-only-N`, `lookup-NAME-N`) are
  /// ``SnapshotLoops``'.
  static func run(_ name: String, steps: Int) -> Bool {
    if name.hasPrefix("diff-apply-") {
      let sizes = name.dropFirst("diff-apply-".count).split(separator: "-in-").compactMap {
        Int($0)
      }
      let workload = DiffWorkload(
        items: sizes.first ?? 10_000, sections: sizes.dropFirst().first ?? 1)
      let applies = AlternatingApplies(workload)
      for _ in 0..<steps { applies.apply() }
      return true
    }
    if let run = SnapshotLoops.loop(name) {
      run(steps)
      return true
    }
    guard let make = scenes[name] else { return false }
    let step = make()
    for _ in 0..<steps { step() }
    return true
  }

  private static func reload(_ counts: [Int], attached: Bool) -> @MainActor () -> Void {
    let source = BenchDataSource(counts: counts)
    let table = BenchTables.table(source, emptyView: attached)
    return {
      _ = source; table.reloadData(); table.layoutIfNeeded()
    }
  }

  /// A table with an empty view, and section placeholders unless told, reloaded with each of
  /// `counts` in turn, one a step.
  private static func sectionReloads(_ counts: [[Int]], placeholders: Bool = true)
    -> @MainActor () -> Void
  {
    let source = BenchDataSource(counts: counts[0])
    let table = BenchTables.table(source, emptyView: true)
    if placeholders {
      table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
        try? EmptyStatePlaceholder(title: "Nothing saved")
      }
    }
    var next = 0
    return {
      next = (next + 1) % counts.count
      source.counts = counts[next]
      table.reloadData()
      table.layoutIfNeeded()
    }
  }

  private static func original(
    _ counts: [Int], _ counting: OriginalStrategy.Counting
  ) -> @MainActor () -> Void {
    let source = BenchDataSource(counts: counts)
    let table = BenchTables.table(source, emptyView: false)
    let original = OriginalStrategy(table: table, counting: counting)
    return {
      _ = source
      table.reloadData()
      original.afterReload()
      table.layoutIfNeeded()
    }
  }

  private static func hooked(_ counts: [Int], hooks: Int) -> @MainActor () -> Void {
    let source = BenchDataSource(counts: counts)
    let table = BenchTables.table(source, emptyView: false)
    let tokens = (0..<hooks).map { _ in table.contentHooks.after { _, _ in } }
    return {
      _ = (source, tokens); table.reloadData(); table.layoutIfNeeded()
    }
  }
}
