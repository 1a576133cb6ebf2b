import TestSupport
import Testing

@testable import EmptyState

/// The page state machine against a reference model, with random scrolls, answers out of order,
/// failures, cancellations, retries and refreshes: no page is lost, applied twice, or applied
/// after a refresh, and one request at a time is under way.
@Suite struct PageModelTests {
  @Test(arguments: 0..<200)
  func randomSessionsKeepEveryPageOnceAndInOrder(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    var driver = PageModelDriver(pageCount: Int.random(in: 2...8, using: &generator))
    for _ in 0..<120 {
      driver.step(using: &generator)
      if driver.failure != nil { break }
    }
    if driver.failure == nil { driver.finish() }
    #expect(driver.failure == nil, "seed \(seed)")
  }

  @Test(arguments: 0..<50)
  func aReleasedListAppliesNothingMore(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed) &+ 1_000)
    var driver = PageModelDriver(pageCount: 6)
    for _ in 0..<40 { driver.step(using: &generator) }
    driver.release()
    for _ in 0..<40 { driver.step(using: &generator) }
    #expect(driver.failure == nil, "seed \(seed)")
    #expect(driver.appliedAfterRelease == 0, "seed \(seed)")
  }
}

/// Drives a ``PageStateMachine`` as a list would, and checks each effect against the model: a
/// server of `pageCount` pages at cursors 1...pageCount, page 1 loaded as the first page.
struct PageModelDriver {
  typealias Machine = PageStateMachine<Int>

  struct Offline: Error {}

  let pageCount: Int
  private(set) var machine = Machine()
  /// The rows applied so far, as the list holds them.
  private(set) var rows: [Int] = []
  /// Every request started and not yet answered by the model's server, stale ones included.
  private var outstanding: [Machine.Request] = []
  /// The request the model believes is under way.
  private var live: Machine.Request?
  /// The lowest request number since the last refresh: an older request must never apply.
  private var firstNumberOfRefresh: UInt64 = 0
  private var lastNumber: UInt64 = 0
  private var firstPagePending = true
  private var isReleased = false
  private(set) var appliedAfterRelease = 0
  private(set) var failure: String?

  init(pageCount: Int) {
    self.pageCount = pageCount
  }

  static func rows(ofPage cursor: Int) -> [Int] {
    (0..<3).map { cursor * 100 + $0 }
  }

  func next(after cursor: Int) -> Int? {
    cursor < pageCount ? cursor + 1 : nil
  }

  mutating func step(using generator: inout some RandomNumberGenerator) {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1: perform(machine.nextPageRequested(by: .prefetch))
    case 2: perform(machine.nextPageRequested(by: .request))
    case 3, 4:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      let next = next(after: request.cursor)
      answer(request) { machine in machine.pageAnswered(request, next: next) }
    case 5:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      answer(request) { machine in machine.pageFailed(request, error: Offline()) }
    case 6:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      answer(request) { machine in machine.pageCancelled(request) }
    case 7: perform(machine.retryRequested())
    case 8:
      firstPagePending = true
      firstNumberOfRefresh = lastNumber + 1
      perform(machine.refreshStarted())
    default: answerFirstPage()
    }
  }

  /// Answers and retries until the end is reached; every page must then be there once.
  mutating func finish() {
    var steps = 0
    while machine.pageState != .endReached, failure == nil, steps < 1_000 {
      steps += 1
      if firstPagePending {
        answerFirstPage()
      } else if machine.canRetry {
        perform(machine.retryRequested())
      } else if let request = live {
        outstanding.removeAll { $0 == request }
        let next = next(after: request.cursor)
        answer(request) { machine in machine.pageAnswered(request, next: next) }
      } else {
        perform(machine.nextPageRequested(by: .request))
      }
    }
    let all = (1...pageCount).flatMap(Self.rows(ofPage:))
    if failure == nil, rows != all { fail("finished with \(rows), expected \(all)") }
  }

  mutating func release() {
    isReleased = true
    perform(machine.released())
  }

  private mutating func answerFirstPage() {
    guard firstPagePending, !isReleased else { return }
    firstPagePending = false
    rows = Self.rows(ofPage: 1)
    perform(machine.firstPageAnswered(cursor: 1, next: next(after: 1)))
    checkRows()
  }

  /// Sends an answer about `request`; a request the model does not believe current must change
  /// nothing.
  private mutating func answer(
    _ request: Machine.Request, _ event: (inout Machine) -> [Machine.Effect]
  ) {
    let effects = event(&machine)
    guard request == live, !isReleased else {
      if !effects.isEmpty { fail("a stale answer about #\(request.number) had effects") }
      return
    }
    live = nil
    perform(effects)
  }

  private mutating func perform(_ effects: [Machine.Effect]) {
    for effect in effects {
      switch effect {
      case .start(let request):
        if live != nil { fail("#\(request.number) started while #\(live?.number ?? 0) runs") }
        if firstPagePending { fail("#\(request.number) started before the first page") }
        let appliedPages = rows.count / 3
        if request.cursor <= appliedPages { fail("page \(request.cursor) requested again") }
        lastNumber = request.number
        live = request
        outstanding.append(request)
      case .cancel(let request):
        if request != live { fail("#\(request.number) cancelled but not under way") }
        live = nil
      case .apply(let request):
        if isReleased { appliedAfterRelease += 1 }
        if request.number < firstNumberOfRefresh {
          fail("#\(request.number) from before a refresh applied")
        }
        rows += Self.rows(ofPage: request.cursor)
        checkRows()
      case .show, .send, .report: break
      }
    }
  }

  /// Checks that the rows are the first pages in order, each once.
  private mutating func checkRows() {
    let pages = rows.count / 3
    let expected = pages > 0 ? (1...pages).flatMap(Self.rows(ofPage:)) : []
    if rows != expected { fail("rows \(rows) are not pages 1...\(pages) in order") }
  }

  private mutating func fail(_ message: String) {
    if failure == nil { failure = message }
  }
}
