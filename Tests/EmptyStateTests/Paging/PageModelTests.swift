import TestSupport
import Testing

@testable import EmptyState

/// The page state machine against a reference model, with random scrolls, answers out of order,
/// failures, cancellations, retries, refreshes and the footer's timers: no page is lost, applied
/// twice, or applied after a refresh, one request at a time is under way, and the footer's
/// spinner never shows before its show delay nor goes before its minimum display.
@Suite struct PageModelTests {
  @Test(arguments: 0..<200)
  func randomSessionsKeepEveryPageOnceAndInOrder(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    var driver = PageModelDriver(
      pageCount: Int.random(in: 2...8, using: &generator),
      timing: PageModelDriver.timings[seed % PageModelDriver.timings.count])
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
    var driver = PageModelDriver(
      pageCount: 6, timing: PageModelDriver.timings[seed % PageModelDriver.timings.count])
    for _ in 0..<40 { driver.step(using: &generator) }
    driver.release()
    for _ in 0..<40 { driver.step(using: &generator) }
    #expect(driver.failure == nil, "seed \(seed)")
    #expect(driver.appliedAfterRelease == 0, "seed \(seed)")
  }
}

/// Drives a ``PageStateMachine`` as a list would, and checks each effect against the model: a
/// server of `pageCount` pages at cursors 1...pageCount, page 1 loaded as the first page, and a
/// footer with `timing`, whose one timer the driver fires when it chooses.
struct PageModelDriver {
  typealias Machine = PageStateMachine<Int, [Int]>
  typealias Timing = EmptyStateOptions.LoadingTiming

  struct Offline: Error {}

  /// The footer timings sessions run with: none, a show delay only, a minimum display only,
  /// both.
  static let timings: [Timing] = [
    .immediate, Timing(showDelay: .milliseconds(250), minimumDisplay: nil),
    Timing(showDelay: nil, minimumDisplay: .milliseconds(500)), .standard,
  ]

  /// Where the model believes the live request's spinner is.
  enum Spinner: Equatable {
    /// It shows at once (no show delay).
    case immediate
    /// Its show delay runs: the footer must not show it.
    case delaying
    /// It shows; `minimumOver` once its minimum display has passed.
    case shown(minimumOver: Bool)
  }

  let pageCount: Int
  let timing: Timing
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
  /// The live request's spinner, as the model follows it.
  private var spinner: Spinner?
  /// The request whose footer timer is pending.
  private var pendingTimer: Machine.Request?
  /// What the footer shows, from the `show` effects.
  private var footer = PageLoadState.notLoading
  /// Whether the effects performed answer the footer's timer.
  private var firing = false

  init(pageCount: Int, timing: Timing) {
    self.pageCount = pageCount
    self.timing = timing
  }

  static func rows(ofPage cursor: Int) -> [Int] {
    (0..<3).map { cursor * 100 + $0 }
  }

  func next(after cursor: Int) -> Int? {
    cursor < pageCount ? cursor + 1 : nil
  }

  mutating func step(using generator: inout some RandomNumberGenerator) {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1: perform(machine.handle(.nextPageRequested(by: .prefetch, timing: timing)))
    case 2: perform(machine.handle(.nextPageRequested(by: .request, timing: timing)))
    case 3, 4:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      let next = next(after: request.cursor)
      answer(request) { machine in
        machine.handle(
          .pageAnswered(
            request, items: Self.rows(ofPage: request.cursor), next: next))
      }
    case 5:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      answer(request) { machine in
        machine.handle(.pageFailed(request, error: Offline()))
      }
    case 6:
      guard let index = outstanding.indices.randomElement(using: &generator) else { return }
      let request = outstanding.remove(at: index)
      answer(request) { machine in machine.handle(.pageCancelled(request)) }
    case 7: perform(machine.handle(.retryRequested(timing: timing)))
    case 10, 11: fireTimer()
    case 8:
      firstPagePending = true
      firstNumberOfRefresh = lastNumber + 1
      perform(machine.handle(.refreshStarted))
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
      } else if pendingTimer != nil {
        fireTimer()
      } else if machine.canRetry {
        perform(machine.handle(.retryRequested(timing: timing)))
      } else if let request = live {
        outstanding.removeAll { $0 == request }
        let next = next(after: request.cursor)
        answer(request) { machine in
          machine.handle(
            .pageAnswered(
              request, items: Self.rows(ofPage: request.cursor), next: next))
        }
      } else {
        perform(machine.handle(.nextPageRequested(by: .request, timing: timing)))
      }
    }
    let all = (1...pageCount).flatMap(Self.rows(ofPage:))
    if failure == nil, rows != all { fail("finished with \(rows), expected \(all)") }
  }

  mutating func release() {
    isReleased = true
    perform(machine.handle(.released))
  }

  /// Fires the pending footer timer, if any: the end of a show delay or of a minimum display.
  private mutating func fireTimer() {
    guard let request = pendingTimer else { return }
    pendingTimer = nil
    if case .shown = spinner, request == live { spinner = .shown(minimumOver: true) }
    firing = true
    perform(machine.handle(.footerTimerFired(number: request.number, timing: timing)))
    firing = false
  }

  private mutating func answerFirstPage() {
    guard firstPagePending, !isReleased else { return }
    firstPagePending = false
    rows = Self.rows(ofPage: 1)
    perform(machine.handle(.firstPageAnswered(cursor: 1, next: next(after: 1))))
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
        spinner = timing.showDelay.map { $0 > .zero } == true ? .delaying : .immediate
      case .cancel(let request):
        if request != live { fail("#\(request.number) cancelled but not under way") }
        live = nil
      case .apply(let request, let items):
        if items != Self.rows(ofPage: request.cursor) {
          fail("#\(request.number) applied \(items), not its own rows")
        }
        checkMinimumDisplay(of: request)
        if isReleased { appliedAfterRelease += 1 }
        if request.number < firstNumberOfRefresh {
          fail("#\(request.number) from before a refresh applied")
        }
        rows += items
        checkRows()
      case .hold(let request):
        if request != live || spinner != .shown(minimumOver: false) {
          fail("#\(request.number) held, but its spinner is \(String(describing: spinner))")
        }
      case .setTimer(let request, let delay):
        if request != live { fail("a timer set for #\(request.number), not under way") }
        let expected = spinner == .delaying ? timing.showDelay : timing.minimumDisplay
        if delay != expected { fail("#\(request.number)'s timer set for \(delay)") }
        pendingTimer = request
      case .cancelTimer:
        // A request that is cancelled, superseded, released or answered in its show delay asks
        // for its timer to go whether or not the minimum display's alarm already rang: that is
        // the owner's fact, not the machine's. Any other cancel needs a timer set.
        if pendingTimer == nil, !effects.contains(where: Self.endsTheLiveRequest) {
          fail("a timer cancelled that was not set")
        }
        pendingTimer = nil
      case .show(let state):
        showing(state)
      case .send(.didEndPage):
        live = nil
      case .send, .report, .drop: break
      }
    }
    if live == nil { spinner = nil }
    if live == nil, let request = pendingTimer {
      fail("the timer of #\(request.number) outlives its request")
    }
    // A released list's footer went with it.
    if !isReleased, footer.kind != machine.footerState.kind {
      fail("the footer shows \(footer), the machine says \(machine.footerState)")
    }
    if spinner == .delaying, footer.kind == .loading { fail("a spinner during its show delay") }
  }

  /// Whether `effect` ends a request: its cancellation, or its end sent.
  private static func endsTheLiveRequest(_ effect: Machine.Effect) -> Bool {
    switch effect {
    case .cancel, .send(.didEndPage): true
    default: false
    }
  }

  /// The footer shows `state`: a spinner only after its show delay, a failure of the live
  /// request only after its spinner's minimum display.
  private mutating func showing(_ state: PageLoadState) {
    footer = state
    if state.kind == .failed, let live { checkMinimumDisplay(of: live) }
    guard state.kind == .loading else { return }
    if spinner == .delaying && !firing || spinner == nil {
      fail("a spinner shown before its show delay ended")
    }
    let minimumOver = timing.minimumDisplay.map { $0 <= .zero } ?? true
    spinner = .shown(minimumOver: minimumOver)
  }

  /// The answer of `request` is applied: not before its spinner's minimum display.
  private mutating func checkMinimumDisplay(of request: Machine.Request) {
    guard request == live, spinner == .shown(minimumOver: false) else { return }
    fail("#\(request.number)'s answer applied before its spinner's minimum display")
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
