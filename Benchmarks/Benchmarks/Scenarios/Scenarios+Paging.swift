import EmptyState
import MallocCounter

extension Scenarios {
  /// 12. Paged loading (issue 21): the instructions one page costs early and late in a list of
  /// 1,000 pages of 50 rows (flat: no growth with the rows already there), and the heap
  /// allocations of a scroll step that requests nothing.
  mutating func paging() async {
    pagingInstructions()
    await pagingAllocations()
  }

  /// Instructions per page over pages 11 to 60 and 951 to 1,000, from callgrind runs.
  ///
  /// The main queue that carries each page's task wakes the run loop more or less often as the
  /// other threads of the process happen to run, which adds a few thousand instructions to a
  /// run now and then, never takes any away: each run is made twice in full mode and the lower
  /// total kept, and each window is 50 pages long, so that the noise left is under 1% a page.
  private mutating func pagingInstructions() {
    guard let counter = InstructionCounter() else {
      return addPagingLine(
        "paging-instructions", "per-page", .nan, .none, "skipped: valgrind is not installed")
    }
    defer { counter.cleanUp() }
    let runs = settings.isQuick ? 1 : 2
    func total(_ pages: Int, _ scene: String) -> Int? {
      (0..<runs).compactMap { _ in counter.total("\(scene)-\(pages)", steps: nil) }.min()
    }
    func perPage(from first: Int, to last: Int, _ scene: String = "paging") -> Double {
      guard let before = total(first, scene), let after = total(last, scene) else { return .nan }
      return Double(after - before) / Double(last - first)
    }
    let early = perPage(from: 10, to: 60)
    let late = perPage(from: 950, to: 1_000)
    addPagingLine(
      "paging-early", "per-page", early, .none,
      "pages 11-60 of 50 rows (500-3,000 rows already there)")
    addPagingLine(
      "paging-late", "per-page", late, .none,
      "pages 951-1,000 of 50 rows (47,500-50,000 rows already there)")
    let hop = perPage(from: 10, to: 60, "paging-hops")
    addPagingLine(
      "paging-harness-hop", "per-page", hop, .none,
      "of each page's figure: an empty main-actor task awaited from the driving task")
    addPagingLine(
      "paging-late-over-early", "ratio", late / early, .atMost(1.1),
      "instructions per page, late over early: flat", unit: .ratio)
  }

  /// Heap allocations per scroll step that requests nothing: far from the end, and within the
  /// prefetch distance while a page is in flight.
  private mutating func pagingAllocations() async {
    guard malloc_counter_is_active() != 0 else {
      return addPagingLine(
        "paging-allocations", "per-scroll", .nan, .none,
        "counting unavailable (sanitizer or non-glibc platform)", unit: .allocations)
    }
    let paged = PagedTable(lastPage: 1_000)
    await paged.firstPage()
    while paged.rows < 20 * PagedTable.pageSize { await paged.nextPage() }
    let table = paged.table
    let rowHeight = table.rowHeight
    let end = Double(paged.rows) * rowHeight - table.bounds.height
    // Far from the end: offsets across the first 100 rows, 900 rows above the end.
    let far = countAllocations { step in
      table.contentOffset = ViewPoint(x: 0, y: Double(step % 100) * rowHeight)
    }
    let farRequested = paged.rows != 20 * PagedTable.pageSize || paged.loader.state != .notLoading
    addPagingLine(
      "paging-allocations-far", "per-scroll", far.perStep, .exactly(0),
      "\(far.made) allocations in \(far.steps) scroll steps 900 rows above the end"
        + (farRequested ? " (a page was requested: wrong)" : ""), unit: .allocations)
    // Within the distance: reaching the end requests page 21; the steps after it, between the
    // last 3 rows and the end, request nothing while it is in flight.
    table.contentOffset = ViewPoint(x: 0, y: end)
    let inFlight = paged.loader.pageTask
    let near = countAllocations { step in
      table.contentOffset = ViewPoint(x: 0, y: end - Double(step % 3) * rowHeight)
    }
    let stillOne = paged.loader.state == .loading
    await inFlight?.value
    addPagingLine(
      "paging-allocations-in-flight", "per-scroll", near.perStep, .exactly(0),
      "\(near.made) allocations in \(near.steps) scroll steps within the prefetch distance"
        + (inFlight != nil && stillOne ? ", a page in flight" : " (no page in flight: wrong)"),
      unit: .allocations)
  }

  /// The allocations of 1,000 calls of `step` on this thread, after 10 not counted.
  private func countAllocations(
    _ step: (Int) -> Void
  ) -> (made: UInt64, steps: Int, perStep: Double) {
    for index in 0..<10 { step(index) }
    let steps = 1_000
    let before = malloc_counter_thread_allocations()
    for index in 0..<steps { step(index) }
    let made = malloc_counter_thread_allocations() - before
    return (made, steps, Double(made) / Double(steps))
  }

  /// Adds a figure of this group: instructions, unless `unit` says otherwise.
  private mutating func addPagingLine(
    _ name: String, _ metric: String, _ value: Double, _ bar: ReportLine.Bar, _ context: String,
    unit: ReportLine.Unit = .instructions
  ) {
    report.add(
      ReportLine(
        name: name, metric: metric, value: value, unit: unit, spread: nil, bar: bar,
        context: context))
  }
}
