import EmptyState
import Foundation
import Hooks
import MallocCounter

extension Scenarios {
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
          value: result.ratio.median, unit: .ratio, spread: result.ratio.spread, bar: .atMost(1.05),
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
        unit: .ratio, spread: result.ratio.spread, bar: .none,
        context: "reload \(format(result.baselineNanoseconds.median)) ns bare"))
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
          unit: .ratio, spread: result.ratio.spread, bar: .none,
          context: "\(count) hooks: reload x\(format(result.ratio.median))"))
      tokens.forEach { $0.cancel() }
      precondition(calls > 0)
    }
    let linearity = (perHook[100] ?? .nan) / (perHook[10] ?? .nan)
    report.add(
      ReportLine(
        name: "hook-scaling-linearity", metric: "per-hook-100/per-hook-10", value: linearity,
        unit: .ratio, spread: nil, bar: .atMost(1.5), context: "about 1 when cost grows linearly"))
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
        unit: .ratio, spread: result.ratio.spread, bar: .none,
        context:
          "transition \(format(result.candidateNanoseconds.median)) ns, steady \(format(result.baselineNanoseconds.median)) ns"
      ))

    flippingSource.counts = [0]
    flipping.reloadData()
    report.add(
      ReportLine(
        name: "layout-on-non-transitions", metric: "layouts",
        value: Double(Self.layouts(over: 10_000, of: flipping)), unit: .layouts, spread: nil,
        bar: .exactly(0),
        context: "10000 reloads of a list that stays empty"))
    // The same with fades on, one of them under way.
    let fadingSource = BenchDataSource(counts: [0])
    let fading = BenchTables.fadingTable(fadingSource, inFlight: true)
    report.add(
      ReportLine(
        name: "layout-on-non-transitions-mid-fade", metric: "layouts",
        value: Double(Self.layouts(over: 10_000, of: fading)), unit: .layouts, spread: nil,
        bar: .exactly(0),
        context: "10000 reloads of a list that stays empty while its placeholder fades in"))
    withExtendedLifetime(fadingSource) {}
  }

  /// The layouts of the table and its empty view over `reloads` reloads.
  private static func layouts(over reloads: Int, of table: TableView) -> Int {
    let view = table.emptyView
    let before = (view?.layoutCount ?? 0) + table.contentLayoutCount
    for _ in 0..<reloads { table.reloadData() }
    return (view?.layoutCount ?? 0) + table.contentLayoutCount - before
  }
}
