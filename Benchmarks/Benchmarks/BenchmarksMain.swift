import Foundation

/// The benchmark runner: `swift run -c release Benchmarks [--quick] [--only GROUP]`.
///
/// Prints every scenario as a table and as one machine-readable line each. Always exits 0:
/// timing on a shared machine is noise, and CI must not fail on it.
@main
struct BenchmarksMain {
  @MainActor
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let quick = arguments.contains("--quick")
    let values = Array(arguments)
    if let index = values.firstIndex(of: "--profile"), index + 1 < values.count {
      if PagingLoops.run(values[index + 1]) { return }
      let steps = index + 2 < values.count ? Int(values[index + 2]) ?? 100_000 : 100_000
      guard ProfileLoops.run(values[index + 1], steps: steps) else {
        print(
          "unknown profile \(values[index + 1]); known: "
            + ProfileLoops.scenes.keys.sorted().joined(separator: ", "))
        exit(2)
      }
      return
    }
    var scenarios = Scenarios(settings: quick ? .quick : .full)
    print("EmptyState benchmarks (\(quick ? "quick" : "full") mode)")
    #if DEBUG
      print("warning: a debug build; run with -c release for meaningful numbers")
    #endif
    // `--only NAME` runs one group, for a quick look at one figure.
    let only = values.firstIndex(of: "--only").flatMap {
      $0 + 1 < values.count ? values[$0 + 1] : nil
    }
    let groups: [(name: String, run: (inout Scenarios) -> Void)] = [
      ("instructions", { $0.instructions() }),
      ("hook-overhead", { $0.hookOverhead() }),
      ("near-the-limit", { $0.nearTheLimit() }),
      ("versus-original", { $0.versusOriginalWhileEmpty() }),
      ("allocations", { $0.allocations() }),
      (
        "attach",
        {
          $0.listCost()
          $0.attachCost()
        }
      ),
      ("hook-scaling", { $0.hookScaling() }),
      ("transitions", { $0.transitions() }),
      (
        "diffing",
        {
          $0.diffingVersusStandardLibrary()
          $0.diffingGrowth()
          $0.diffingAllocations()
        }
      ),
      ("snapshots", { $0.snapshots() }),
    ]
    for group in groups where only == nil || only == group.name { group.run(&scenarios) }
    // Paged loading awaits its pages, so its group runs apart from the others.
    if only == nil || only == "paging" { PagingLoops.drive { await scenarios.paging() } }
    scenarios.report.printTable()
    let missed = scenarios.report.lines.filter { !$0.isMet }.map(\.name)
    print(missed.isEmpty ? "\nall bars met" : "\nbars missed: \(missed.joined(separator: ", "))")
  }
}
