import EmptyState
import Hooks

/// Single loops to run under `valgrind --tool=callgrind`, which counts instructions exactly.
///
/// `Benchmarks --profile NAME [RELOADS]`, with NAME `bare`, `one-hook` or `attached` on the
/// 1-section, 100-row table. Run it with N and 2N reloads: the difference divided by N is the
/// exact cost of one reload, start-up excluded.
///
/// `Benchmarks --profile diff-apply-10000 [APPLIES]` runs that many diffable applies of the
/// 10,000-item workload (10% moved, 5% inserted, 5% deleted), alternating between its two
/// snapshots; the difference between N and 2N applies, divided by N and by 10,000, is the cost
/// of the diff and apply per item. Any size works: `diff-apply-100000` for 100,000 items,
/// `diff-apply-10000-in-100` for 10,000 items in 100 sections.
@MainActor
enum ProfileLoops {
  static func run(_ name: String, reloads: Int) {
    if name.hasPrefix("diff-apply-") {
      // diff-apply-ITEMS, or diff-apply-ITEMS-in-SECTIONS
      let sizes = name.dropFirst("diff-apply-".count).split(separator: "-in-").compactMap {
        Int($0)
      }
      let workload = DiffWorkload(
        items: sizes.first ?? 10_000, sections: sizes.dropFirst().first ?? 1)
      let applies = AlternatingApplies(workload)
      for _ in 0..<reloads { applies.apply() }
      return
    }
    let source = BenchDataSource(counts: [100])
    let table = BenchTables.table(source, emptyView: name == "attached")
    let token = name == "one-hook" ? table.contentHooks.after { _, _ in } : nil
    for _ in 0..<reloads { table.reloadData() }
    token?.cancel()
  }
}
