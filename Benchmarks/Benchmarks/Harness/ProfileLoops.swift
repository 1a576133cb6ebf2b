import EmptyState
import Hooks

/// Single loops to run under `valgrind --tool=callgrind`, which counts instructions exactly.
///
/// `Benchmarks --profile NAME [RELOADS]`, with NAME `bare`, `one-hook` or `attached` on the
/// 1-section, 100-row table. Run it with N and 2N reloads: the difference divided by N is the
/// exact cost of one reload, start-up excluded.
@MainActor
enum ProfileLoops {
  static func run(_ name: String, reloads: Int) {
    let source = BenchDataSource(counts: [100])
    let table = BenchTables.table(source, emptyView: name == "attached")
    let token = name == "one-hook" ? table.contentHooks.after { _, _ in } : nil
    for _ in 0..<reloads { table.reloadData() }
    token?.cancel()
  }
}
