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
    let hooks = ["one-hook": 1, "two-hooks": 2, "ten-hooks": 10][name] ?? 0
    let tokens = (0..<hooks).map { _ in table.contentHooks.after { _, _ in } }
    if name == "direct" {
      for _ in 0..<reloads { table.performContentChange(.reloadData) }
      return
    }
    for _ in 0..<reloads { table.reloadData() }
    tokens.forEach { $0.cancel() }
  }
}
