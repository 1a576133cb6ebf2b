import EmptyState
import Foundation
import MallocCounter

extension Scenarios {
  /// 8. A diffable apply of 10,000 items (10% moved, 5% inserted, 5% deleted): our diff and
  /// apply through a table against the standard library's `CollectionDifference` with
  /// `inferringMoves()` on the same identifiers (its diff alone).
  ///
  /// The diffing scenarios time the thread's CPU: their samples differ a hundredfold in length,
  /// and on a busy machine elapsed time would charge the long ones for other processes' turns.
  mutating func diffingVersusStandardLibrary() {
    let workload = DiffWorkload(items: 10_000)
    let ours = AlternatingApplies(workload)
    var flip = false
    var sink = 0
    let result = Comparison(
      baseline: { n in for _ in 0..<n { ours.apply() } },
      candidate: { n in
        for _ in 0..<n {
          flip.toggle()
          let difference =
            flip
            ? workload.new.difference(from: workload.old).inferringMoves()
            : workload.old.difference(from: workload.new).inferringMoves()
          sink &+= difference.insertions.count
        }
      },
      clock: .threadCPU
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "diff-apply-10000-vs-collection-difference", metric: "speedup",
        value: result.ratio.median, unit: .ratio, spread: result.ratio.spread, bar: .atLeast(50),
        context:
          "ours \(format(result.baselineNanoseconds.median / 1e6)) ms diff+apply, standard library \(format(result.candidateNanoseconds.median / 1e6)) ms diff"
      ))
    precondition(sink > 0 && ours.table.numberOfSections == 1)
  }

  /// 9. How the cost of a diffable apply grows from 10,000 to 100,000 items (linear: 10 times);
  /// and, for context, the same 10,000 items in 100 sections.
  mutating func diffingGrowth() {
    let small = AlternatingApplies(DiffWorkload(items: 10_000))
    let large = AlternatingApplies(DiffWorkload(items: 100_000))
    let result = Comparison(
      baseline: { n in for _ in 0..<n { small.apply() } },
      candidate: { n in for _ in 0..<n { large.apply() } },
      clock: .threadCPU
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "diff-apply-growth-10000-to-100000", metric: "ratio", value: result.ratio.median,
        unit: .ratio, spread: result.ratio.spread, bar: .atMost(11),
        context:
          "\(format(result.baselineNanoseconds.median / 10_000)) ns per item at 10,000, \(format(result.candidateNanoseconds.median / 100_000)) ns at 100,000"
      ))
    let sectioned = AlternatingApplies(DiffWorkload(items: 10_000, sections: 100))
    let sections = Comparison(
      baseline: { n in for _ in 0..<n { small.apply() } },
      candidate: { n in for _ in 0..<n { sectioned.apply() } },
      clock: .threadCPU
    ).run(settings: settings)
    report.add(
      ReportLine(
        name: "diff-apply-10000-in-100-sections", metric: "ratio-to-1-section",
        value: sections.ratio.median, unit: .ratio, spread: sections.ratio.spread, bar: .none,
        context: "\(format(sections.candidateNanoseconds.median / 1e6)) ms per apply"))
  }

  /// 10. Heap allocations of one diffable apply of 10,000 items (reported, no bar: the diff
  /// builds its table and its batch for each apply).
  mutating func diffingAllocations() {
    guard malloc_counter_is_active() != 0 else {
      return report.add(
        ReportLine(
          name: "allocations-diff-apply-10000", metric: "per-apply", value: .nan,
          unit: .allocations, spread: nil,
          bar: .none, context: "counting unavailable (sanitizer or non-glibc platform)"))
    }
    let applies = AlternatingApplies(DiffWorkload(items: 10_000))
    for _ in 0..<4 { applies.apply() }
    let count = 20
    let before = malloc_counter_thread_allocations()
    for _ in 0..<count { applies.apply() }
    let made = malloc_counter_thread_allocations() - before
    report.add(
      ReportLine(
        name: "allocations-diff-apply-10000", metric: "per-apply",
        value: Double(made) / Double(count), unit: .allocations, spread: nil, bar: .none,
        context: "\(made) allocations in \(count) applies of 10,000 items"))
  }
}
