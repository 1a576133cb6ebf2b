import Foundation

/// The benchmark runner: `swift run -c release Benchmarks [--quick]`.
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
      let reloads = index + 2 < values.count ? Int(values[index + 2]) ?? 100_000 : 100_000
      return ProfileLoops.run(values[index + 1], reloads: reloads)
    }
    var scenarios = Scenarios(settings: quick ? .quick : .full)
    print("EmptyState benchmarks (\(quick ? "quick" : "full") mode)")
    #if DEBUG
      print("warning: a debug build; run with -c release for meaningful numbers")
    #endif
    scenarios.hookOverhead()
    scenarios.decisionAlone()
    scenarios.nearTheLimit()
    scenarios.versusOriginalWhileEmpty()
    scenarios.allocations()
    scenarios.hookScaling()
    scenarios.transitions()
    scenarios.diffingVersusStandardLibrary()
    scenarios.diffingGrowth()
    scenarios.diffingAllocations()
    scenarios.report.printTable()
    let missed = scenarios.report.lines.filter { !$0.isMet }.map(\.name)
    print(missed.isEmpty ? "\nall bars met" : "\nbars missed: \(missed.joined(separator: ", "))")
  }
}
