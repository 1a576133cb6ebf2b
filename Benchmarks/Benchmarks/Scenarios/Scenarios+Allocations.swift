import EmptyState
import Foundation
import Hooks
import MallocCounter

extension Scenarios {
  /// 5. Heap allocations per reload when visibility does not change, counted for real.
  mutating func allocations() {
    guard malloc_counter_is_active() != 0 else {
      return report.add(
        ReportLine(
          name: "allocations", metric: "per-reload", value: .nan, unit: .allocations, spread: nil,
          bar: .none,
          context: "counting unavailable (sanitizer or non-glibc platform)"))
    }
    for (name, counts) in [
      ("shown", [0]), ("hidden", [5]),
      ("hidden-10000-sections", Array(repeating: 1, count: 10_000)),
    ] {
      let source = BenchDataSource(counts: counts)
      reportAllocations(name, on: BenchTables.table(source, emptyView: true))
      withExtendedLifetime(source) {}
    }
    // With transitions on: a reload that changes nothing never reaches them, fading or not.
    for (name, counts, inFlight) in [
      ("shown-with-fades", [0], false), ("shown-mid-fade", [0], true),
      ("hidden-with-fades", [5], false),
    ] {
      let source = BenchDataSource(counts: counts)
      reportAllocations(name, on: BenchTables.fadingTable(source, inFlight: inFlight))
      withExtendedLifetime(source) {}
    }
  }

  /// Reports the heap allocations per reload of `table`, over 1,000 reloads after 10.
  private mutating func reportAllocations(_ name: String, on table: TableView) {
    for _ in 0..<10 { table.reloadData() }
    let reloads = 1_000
    let before = malloc_counter_thread_allocations()
    for _ in 0..<reloads { table.reloadData() }
    let made = malloc_counter_thread_allocations() - before
    report.add(
      ReportLine(
        name: "allocations-\(name)", metric: "per-reload", value: Double(made) / Double(reloads),
        unit: .allocations, spread: nil, bar: .exactly(0),
        context: "\(made) allocations in \(reloads) reloads"))
  }

  /// What attaching an empty view costs a list, in heap allocations and bytes (the view itself
  /// is built on first show, so a list with rows measures the machinery alone).
  mutating func attachCost() {
    guard malloc_counter_is_active() != 0 else { return }
    // The first attach in a process also makes what every later one shares (generic metadata,
    // the default appearance, lazy globals): reported apart, the bar is for the ones after it.
    let first = Self.measureAttach()
    let steady = Self.measureAttach()
    report.add(
      ReportLine(
        name: "attach-allocations", metric: "count", value: Double(steady.allocations),
        unit: .allocations, spread: nil, bar: .atMost(10),
        context:
          "setEmptyView with a tap block on a list with rows (the first in the process: \(first.allocations))"
      ))
    report.add(
      ReportLine(
        name: "attach-bytes", metric: "bytes", value: Double(steady.bytes), unit: .bytes,
        spread: nil,
        bar: .atMost(1_024),
        context: "requested from malloc (the first in the process: \(first.bytes))"))
  }

  /// What a table of one section costs before anything is attached: made, given its data
  /// source and reloaded once (the second such table of the process, as for attaching).
  mutating func listCost() {
    guard malloc_counter_is_active() != 0 else { return }
    let source = BenchDataSource(counts: [5])
    func make() -> (allocations: UInt64, bytes: UInt64) {
      var table: TableView?
      let cost = Self.heapCost { table = BenchTables.table(source, emptyView: false) }
      withExtendedLifetime(table) {}
      return cost
    }
    _ = make()
    let steady = make()
    report.add(
      ReportLine(
        name: "list-bytes", metric: "bytes", value: Double(steady.bytes), unit: .bytes, spread: nil,
        bar: .none,
        context: "a table of one section, reloaded once: \(steady.allocations) allocations"))
  }

  /// The allocations and bytes one `setEmptyView` with a tap block makes on a fresh list with
  /// rows.
  private static func measureAttach() -> (allocations: UInt64, bytes: UInt64) {
    let source = BenchDataSource(counts: [5])
    let table = BenchTables.table(source, emptyView: false)
    let cost = heapCost {
      table.setEmptyView(title: "No orders yet") { list in list.reloadData() }
    }
    withExtendedLifetime((source, table)) {}
    return cost
  }

  /// The allocations and bytes `body` asks malloc for on this thread.
  private static func heapCost(_ body: () -> Void) -> (allocations: UInt64, bytes: UInt64) {
    let allocations = malloc_counter_thread_allocations()
    let bytes = malloc_counter_thread_bytes()
    body()
    return (
      malloc_counter_thread_allocations() - allocations, malloc_counter_thread_bytes() - bytes
    )
  }
}
