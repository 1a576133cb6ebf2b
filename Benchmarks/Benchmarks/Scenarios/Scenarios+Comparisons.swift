import EmptyState
import Foundation
import Hooks
import MallocCounter

extension Scenarios {
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
        unit: .ratio, spread: result.ratio.spread, bar: .atMost(1.5),
        context: "\(format(result.candidateNanoseconds.median / 10_000)) ns per section"))
    precondition(sink > 0)
  }

  /// 4. Reloading an empty list: our strategy against DZNEmptyDataSet's (timing, for context;
  /// the bars are on instruction counts).
  mutating func versusOriginalWhileEmpty() {
    for (name, counts) in [
      ("1 section", [0]), ("10000 sections", Array(repeating: 0, count: 10_000)),
    ] {
      let source = BenchDataSource(counts: counts)
      let ours = BenchTables.table(source, emptyView: true)
      let theirs = BenchTables.table(source, emptyView: false)
      let original = OriginalStrategy(table: theirs, counting: .readOnce)
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
          metric: "speedup", value: result.ratio.median, unit: .ratio, spread: result.ratio.spread,
          bar: .none,
          context:
            "ours \(format(result.baselineNanoseconds.median)) ns, original \(format(result.candidateNanoseconds.median)) ns"
        ))
    }
  }
}
