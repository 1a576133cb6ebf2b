import EmptyState
import Foundation
import Hooks
import MallocCounter

/// The seven scenarios of the benchmark, each adding its lines to the report.
@MainActor
struct Scenarios {
  let settings: BenchmarkSettings
  var report = Report()

  /// 1. A full reload with an empty view attached, against the same table without one.
  mutating func hookOverhead() {
    for (name, counts) in [
      ("100 rows", [100]), ("10000 sections", Array(repeating: 3, count: 10_000)),
    ] {
      let source = BenchDataSource(counts: counts)
      let plain = BenchTables.table(source, emptyView: false)
      let attached = BenchTables.table(source, emptyView: true)
      let result = Comparison(
        baseline: { n in for _ in 0..<n { plain.reloadData() } },
        candidate: { n in for _ in 0..<n { attached.reloadData() } }
      ).run(settings: settings)
      report.add(
        ReportLine(
          name: "hook-overhead-\(name.replacingOccurrences(of: " ", with: "-"))", metric: "ratio",
          value: result.ratio.median, spread: result.ratio.spread, bar: .atMost(1.05),
          context: "reload \(format(result.baselineNanoseconds.median)) ns bare"))
    }
    // Informative: both tables with a header, as in an app. Any subview holds its superview
    // weakly, which gives the table a side-table reference count in both cases.
    let source = BenchDataSource(counts: [100])
    let plain = BenchTables.table(source, emptyView: false)
    let attached = BenchTables.table(source, emptyView: true)
    for table in [plain, attached] { table.headerView = LabelNode(text: "Orders") }
    let result = Comparison(
      baseline: { n in for _ in 0..<n { plain.reloadData() } },
      candidate: { n in for _ in 0..<n { attached.reloadData() } }
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "hook-overhead-100-rows-with-header", metric: "ratio", value: result.ratio.median,
        spread: result.ratio.spread, bar: .none,
        context: "reload \(format(result.baselineNanoseconds.median)) ns bare"))
  }

  /// 2. Our "is it empty?" decision (the first non-empty section, found while the reload
  /// fetched the counts, then the decision table) against asking the data source for every
  /// section's count and summing them.
  mutating func decisionAlone() {
    let source = BenchDataSource(counts: Array(repeating: 2, count: 10_000))
    let table = BenchTables.table(source, emptyView: true)
    let original = OriginalStrategy(table: table)
    var sink = 0
    let result = Comparison(
      baseline: { n in
        for _ in 0..<n {
          let decided = EmptyStateDecision.placeholder(
            phase: .loaded, hasContent: !table.isContentEmpty, display: .automatic,
            refresh: .keepContent)
          sink &+= decided == nil ? 1 : 0
        }
      },
      candidate: { n in for _ in 0..<n { sink &+= original.countRows() } }
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "decision-10000-sections", metric: "speedup", value: result.ratio.median,
        spread: result.ratio.spread, bar: .atLeast(100),
        context:
          "ours \(format(result.baselineNanoseconds.median)) ns, original \(format(result.candidateNanoseconds.median)) ns"
      ))
    precondition(sink > 0)
  }

  /// 3. The container's reload against a bare loop asking the same data source the same way.
  mutating func nearTheLimit() {
    let source = BenchDataSource(counts: Array(repeating: 3, count: 10_000))
    let table = BenchTables.table(source, emptyView: false)
    let dataSource: any TableViewDataSource = source
    var sink = 0
    let result = Comparison(
      baseline: { n in
        for _ in 0..<n {
          let sections = dataSource.numberOfSections(in: table)
          for section in 0..<sections {
            sink &+= dataSource.tableView(table, numberOfRowsInSection: section)
          }
        }
      },
      candidate: { n in for _ in 0..<n { table.reloadData() } }
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "reload-vs-bare-loop-10000-sections", metric: "ratio", value: result.ratio.median,
        spread: result.ratio.spread, bar: .atMost(1.5),
        context: "\(format(result.candidateNanoseconds.median / 10_000)) ns per section"))
    precondition(sink > 0)
  }

  /// 4. Reloading an empty list: our strategy against the original's.
  mutating func versusOriginalWhileEmpty() {
    for (name, counts) in [
      ("1 section", [0]), ("10000 sections", Array(repeating: 0, count: 10_000)),
    ] {
      let source = BenchDataSource(counts: counts)
      let ours = BenchTables.table(source, emptyView: true)
      let theirs = BenchTables.table(source, emptyView: false)
      let original = OriginalStrategy(table: theirs)
      let result = Comparison(
        baseline: { n in for _ in 0..<n { ours.reloadData() } },
        candidate: { n in
          for _ in 0..<n {
            theirs.reloadData()
            original.afterReload()
          }
        }
      ).run(settings: settings)
      report.add(
        ReportLine(
          name: "empty-reload-vs-original-\(name.replacingOccurrences(of: " ", with: "-"))",
          metric: "speedup", value: result.ratio.median, spread: result.ratio.spread,
          bar: name == "1 section" ? .atLeast(5) : .none,
          context:
            "ours \(format(result.baselineNanoseconds.median)) ns, original \(format(result.candidateNanoseconds.median)) ns"
        ))
    }
  }

  /// 5. Heap allocations per reload when visibility does not change, counted for real.
  mutating func allocations() {
    guard malloc_counter_is_active() != 0 else {
      return report.add(
        ReportLine(
          name: "allocations", metric: "per-reload", value: .nan, spread: nil, bar: .none,
          context: "counting unavailable (sanitizer or non-glibc platform)"))
    }
    for (name, counts) in [
      ("shown", [0]), ("hidden", [5]),
      ("hidden-10000-sections", Array(repeating: 1, count: 10_000)),
    ] {
      let source = BenchDataSource(counts: counts)
      let table = BenchTables.table(source, emptyView: true)
      for _ in 0..<10 { table.reloadData() }
      let reloads = 1_000
      let before = malloc_counter_thread_allocations()
      for _ in 0..<reloads { table.reloadData() }
      let made = malloc_counter_thread_allocations() - before
      report.add(
        ReportLine(
          name: "allocations-\(name)", metric: "per-reload", value: Double(made) / Double(reloads),
          spread: nil, bar: .exactly(0), context: "\(made) allocations in \(reloads) reloads"))
    }
  }

  /// 6. 1, 10 and 100 after-hooks: the cost of each hook as a fraction of one bare reload.
  mutating func hookScaling() {
    let source = BenchDataSource(counts: [100])
    let bare = BenchTables.table(source, emptyView: false)
    var perHook: [Int: Double] = [:]
    for count in [1, 10, 100] {
      let hooked = BenchTables.table(source, emptyView: false)
      var calls = 0
      let tokens = (0..<count).map { _ in hooked.contentHooks.after { _, _ in calls &+= 1 } }
      let result = Comparison(
        baseline: { n in for _ in 0..<n { bare.reloadData() } },
        candidate: { n in for _ in 0..<n { hooked.reloadData() } }
      ).run(settings: settings)
      perHook[count] = (result.ratio.median - 1) / Double(count)
      report.add(
        ReportLine(
          name: "hook-scaling-\(count)", metric: "per-hook-ratio", value: perHook[count] ?? .nan,
          spread: result.ratio.spread, bar: .none,
          context: "\(count) hooks: reload x\(format(result.ratio.median))"))
      tokens.forEach { $0.cancel() }
      precondition(calls > 0)
    }
    let linearity = (perHook[100] ?? .nan) / (perHook[10] ?? .nan)
    report.add(
      ReportLine(
        name: "hook-scaling-linearity", metric: "per-hook-100/per-hook-10", value: linearity,
        spread: nil, bar: .atMost(1.5), context: "about 1 when cost grows linearly"))
  }

  /// 7. Alternating empty and non-empty reloads: the cost of a transition, and no layout work on
  /// reloads that change nothing.
  mutating func transitions() {
    let steadySource = BenchDataSource(counts: [1])
    let steady = BenchTables.table(steadySource, emptyView: true)
    let flippingSource = BenchDataSource(counts: [0])
    let flipping = BenchTables.table(flippingSource, emptyView: true)
    let result = Comparison(
      baseline: { n in for _ in 0..<n { steady.reloadData() } },
      candidate: { n in
        for _ in 0..<n {
          flippingSource.counts[0] ^= 1
          flipping.reloadData()
        }
      }
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "transition-cost", metric: "ratio-to-steady-reload", value: result.ratio.median,
        spread: result.ratio.spread, bar: .none,
        context:
          "transition \(format(result.candidateNanoseconds.median)) ns, steady \(format(result.baselineNanoseconds.median)) ns"
      ))

    flippingSource.counts = [0]
    flipping.reloadData()
    let view = flipping.emptyView
    let before = (view?.layoutCount ?? 0) + flipping.contentLayoutCount
    for _ in 0..<10_000 { flipping.reloadData() }
    let after = (view?.layoutCount ?? 0) + flipping.contentLayoutCount
    report.add(
      ReportLine(
        name: "layout-on-non-transitions", metric: "layouts", value: Double(after - before),
        spread: nil, bar: .exactly(0), context: "10000 reloads of a list that stays empty"))
  }
}
