import Testing

@testable import EmptyState

/// The sealed page state machine on its own, as a table: a state reached by a few events, one
/// more event, and the effects it returns.
///
/// Requests start with no footer timing (the spinner follows them exactly), except in the
/// timed setups and events, which use 250 ms of show delay and 500 ms of minimum display.
@Suite struct PageStateMachineTests {
  typealias Machine = PageStateMachine<Int, String>

  static let timed = EmptyStateOptions.LoadingTiming(
    showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500))

  /// The state a row starts in, reached through events only.
  enum Setup: String, Sendable {
    case waitingForFirstPage, notLoading, loading, failed, endReached, stopped, released
    /// A timed request whose show delay runs.
    case delaying
    /// A timed request whose spinner shows, for less than its minimum display.
    case spinnerShown
    /// A timed request whose spinner has shown for its minimum display.
    case minimumOver
    /// A timed request answered while its spinner shows for less than its minimum display.
    case holdingAnswer
    /// A timed request failed while its spinner shows for less than its minimum display.
    case holdingFailure
    /// A timed retry of a failed page whose show delay runs.
    case retryDelaying
  }

  /// The event a row sends; answers and timers go to the last request the setup started.
  enum Event: String, Sendable {
    case scroll, loadNextPage, firstPage, firstPageAtEnd, answerWithNext, answerAtEnd
    case answerRepeatingCursor, answerStale, fail, cancel, retry, refresh, release
    /// A scroll, or a retry, with the timed footer.
    case scrollTimed, retryTimed
    /// The footer's timer of the request fires, or one of a request that is not current.
    case timerFires, staleTimerFires
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var setup: Setup
    var event: Event
    var effects: [String]
    var testDescription: String {
      "\(setup) + \(event) -> \(effects.isEmpty ? "nothing" : effects.joined(separator: ", "))"
    }
    init(_ setup: Setup, _ event: Event, _ effects: [String]) {
      (self.setup, self.event, self.effects) = (setup, event, effects)
    }
  }

  nonisolated static let table: [Row] = [
    Row(.waitingForFirstPage, .scroll, []),
    Row(.waitingForFirstPage, .loadNextPage, []),
    Row(.waitingForFirstPage, .firstPage, []),
    Row(.waitingForFirstPage, .firstPageAtEnd, ["show endReached", "send footer endReached"]),
    Row(.waitingForFirstPage, .retry, []),
    Row(.waitingForFirstPage, .refresh, []),
    Row(
      .notLoading, .scroll,
      ["start #1 at 2 by prefetch", "show loading", "send footer loading", "send start prefetch"]),
    Row(
      .notLoading, .loadNextPage,
      ["start #1 at 2 by request", "show loading", "send footer loading", "send start request"]),
    Row(.notLoading, .retry, []),
    Row(.notLoading, .answerStale, []),
    Row(.notLoading, .refresh, []),
    Row(.loading, .scroll, []),
    Row(.loading, .loadNextPage, []),
    Row(
      .loading, .answerWithNext,
      ["apply #1", "show notLoading", "send footer notLoading", "send end prefetch succeeded"]),
    Row(
      .loading, .answerAtEnd,
      ["apply #1", "show endReached", "send footer endReached", "send end prefetch reachedEnd"]),
    Row(
      .loading, .answerRepeatingCursor,
      [
        "apply #1", "report repeated 1", "show failed(repeated 1)",
        "send footer failed(repeated 1)",
        "send end prefetch repeatedCursor",
      ]),
    Row(.loading, .answerStale, []),
    Row(
      .loading, .fail,
      ["show failed(offline)", "send footer failed(offline)", "send end prefetch failed"]),
    Row(
      .loading, .cancel,
      ["cancel timer", "show notLoading", "send footer notLoading", "send end prefetch cancelled"]),
    Row(.loading, .retry, []),
    Row(
      .loading, .refresh,
      [
        "cancel #1", "cancel timer", "show notLoading", "send footer notLoading",
        "send end prefetch superseded",
      ]),
    Row(
      .loading, .firstPage,
      [
        "cancel #1", "cancel timer", "show notLoading", "send footer notLoading",
        "send end prefetch superseded",
      ]),
    Row(.loading, .release, ["cancel #1", "cancel timer"]),
    Row(.failed, .scroll, []),
    Row(.failed, .loadNextPage, []),
    Row(.failed, .answerWithNext, []),
    Row(
      .failed, .retry,
      ["start #2 at 2 by retry", "show loading", "send footer loading", "send start retry"]),
    Row(.failed, .refresh, ["show notLoading", "send footer notLoading"]),
    Row(.failed, .release, []),
    Row(.endReached, .scroll, []),
    Row(.endReached, .loadNextPage, []),
    Row(.endReached, .retry, []),
    Row(.endReached, .refresh, ["show notLoading", "send footer notLoading"]),
    Row(.endReached, .firstPage, ["show notLoading", "send footer notLoading"]),
    Row(.stopped, .scroll, []),
    Row(.stopped, .loadNextPage, []),
    Row(.stopped, .retry, []),
    Row(.stopped, .refresh, ["show notLoading", "send footer notLoading"]),
    Row(.released, .scroll, []),
    Row(.released, .loadNextPage, []),
    Row(.released, .firstPage, []),
    Row(.released, .answerWithNext, []),
    Row(.released, .fail, []),
    Row(.released, .retry, []),
    Row(.released, .refresh, []),
    // The footer's show delay and minimum display.
    Row(
      .notLoading, .scrollTimed,
      ["start #1 at 2 by prefetch", "timer #1 250ms", "send start prefetch"]),
    Row(.notLoading, .timerFires, []),
    Row(.failed, .retryTimed, ["start #2 at 2 by retry", "timer #2 250ms", "send start retry"]),
    Row(.delaying, .scroll, []),
    Row(.delaying, .timerFires, ["show loading", "send footer loading", "timer #1 500ms"]),
    Row(.delaying, .staleTimerFires, []),
    Row(.delaying, .answerWithNext, ["cancel timer", "apply #1", "send end prefetch succeeded"]),
    Row(
      .delaying, .answerAtEnd,
      [
        "cancel timer", "apply #1", "show endReached", "send footer endReached",
        "send end prefetch reachedEnd",
      ]),
    Row(
      .delaying, .fail,
      [
        "cancel timer", "show failed(offline)", "send footer failed(offline)",
        "send end prefetch failed",
      ]),
    Row(.delaying, .cancel, ["cancel timer", "send end prefetch cancelled"]),
    Row(.delaying, .refresh, ["cancel #1", "cancel timer", "send end prefetch superseded"]),
    Row(.delaying, .release, ["cancel #1", "cancel timer"]),
    Row(.spinnerShown, .scroll, []),
    Row(.spinnerShown, .answerWithNext, ["hold #1"]),
    Row(.spinnerShown, .fail, ["hold #1"]),
    Row(
      .spinnerShown, .cancel,
      ["cancel timer", "show notLoading", "send footer notLoading", "send end prefetch cancelled"]),
    Row(
      .spinnerShown, .refresh,
      [
        "cancel #1", "cancel timer", "show notLoading", "send footer notLoading",
        "send end prefetch superseded",
      ]),
    Row(.spinnerShown, .timerFires, []),
    Row(.spinnerShown, .release, ["cancel #1", "cancel timer"]),
    Row(.minimumOver, .timerFires, []),
    Row(
      .minimumOver, .answerWithNext,
      ["apply #1", "show notLoading", "send footer notLoading", "send end prefetch succeeded"]),
    Row(
      .minimumOver, .fail,
      ["show failed(offline)", "send footer failed(offline)", "send end prefetch failed"]),
    Row(
      .minimumOver, .refresh,
      [
        "cancel #1", "cancel timer", "show notLoading", "send footer notLoading",
        "send end prefetch superseded",
      ]),
    Row(
      .holdingAnswer, .timerFires,
      ["apply #1", "show notLoading", "send footer notLoading", "send end prefetch succeeded"]),
    Row(.holdingAnswer, .answerWithNext, []),
    Row(.holdingAnswer, .fail, []),
    Row(.holdingAnswer, .cancel, []),
    Row(.holdingAnswer, .scroll, []),
    Row(.holdingAnswer, .staleTimerFires, []),
    Row(
      .holdingAnswer, .refresh,
      [
        "cancel #1", "drop its answer", "cancel timer", "show notLoading",
        "send footer notLoading", "send end prefetch superseded",
      ]),
    Row(.holdingAnswer, .release, ["cancel #1", "drop its answer", "cancel timer"]),
    Row(
      .holdingFailure, .timerFires,
      ["show failed(offline)", "send footer failed(offline)", "send end prefetch failed"]),
    Row(.holdingFailure, .retry, []),
    Row(.retryDelaying, .retry, []),
    Row(.retryDelaying, .timerFires, ["show loading", "send footer loading", "timer #2 500ms"]),
    Row(.retryDelaying, .fail, ["cancel timer", "show failed(offline)", "send end retry failed"]),
    Row(
      .retryDelaying, .cancel,
      ["cancel timer", "show notLoading", "send footer notLoading", "send end retry cancelled"]),
    Row(
      .retryDelaying, .answerWithNext,
      [
        "cancel timer", "apply #2", "show notLoading", "send footer notLoading",
        "send end retry succeeded",
      ]),
    Row(.released, .timerFires, []),
  ]

  @Test(arguments: table)
  func eachEventHasTheEffectsOfTheTable(_ row: Row) {
    var machine = Machine()
    let request = reach(row.setup, &machine)
    let effects = send(row.event, to: &machine, about: request)
    #expect(effects.map(Self.describe) == row.effects)
  }
}

// MARK: The footer's changes

extension PageStateMachineTests {
  /// A release is the one change that sends nothing: the list, and with it every listener, is
  /// gone.
  @Test(arguments: table)
  func eachEventSendsTheFootersChangeOnceAndOnlyWhenItChanged(_ row: Row) {
    var machine = Machine()
    let request = reach(row.setup, &machine)
    let before = machine.footerState
    let effects = send(row.event, to: &machine, about: request)
    let sent = effects.compactMap { effect -> PageLoadState? in
      guard case .send(.footerStateChanged(let state)) = effect else { return nil }
      return state
    }
    let changed = before != machine.footerState && row.event != .release
    #expect(sent == (changed ? [machine.footerState] : []))
  }
}

// MARK: Driving

extension PageStateMachineTests {
  /// An error with a short name, for the table.
  struct Offline: Error, Equatable, CustomStringConvertible {
    var description: String { "offline" }
  }

  /// Reaches `setup` from a new machine (first page at cursor 1, next page 2); returns the last
  /// request started.
  func reach(_ setup: Setup, _ machine: inout Machine) -> Machine.Request? {
    guard setup != .waitingForFirstPage else { return nil }
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    guard setup != .notLoading else { return nil }
    let timed: Set<Setup> = [
      .delaying, .spinnerShown, .minimumOver, .holdingAnswer, .holdingFailure,
    ]
    _ = machine.handle(
      .nextPageRequested(
        by: .prefetch, timing: timed.contains(setup) ? Self.timed : .immediate))
    guard let request = machine.request else { return nil }
    let fireTimer = { (machine: inout Machine) in
      _ = machine.handle(.footerTimerFired(number: request.number, timing: Self.timed))
    }
    switch setup {
    case .failed:
      _ = machine.handle(.pageFailed(request, error: Offline()))
    case .endReached:
      _ = machine.handle(
        .pageAnswered(
          request, items: PageStateMachineTests.rows(of: request), next: nil))
    case .stopped:
      _ = machine.handle(
        .pageAnswered(
          request, items: PageStateMachineTests.rows(of: request), next: 1))
    case .released: _ = machine.handle(.released)
    case .spinnerShown: fireTimer(&machine)
    case .minimumOver:
      fireTimer(&machine)
      fireTimer(&machine)
    case .holdingAnswer:
      fireTimer(&machine)
      _ = machine.handle(
        .pageAnswered(
          request, items: PageStateMachineTests.rows(of: request), next: 3))
    case .holdingFailure:
      fireTimer(&machine)
      _ = machine.handle(.pageFailed(request, error: Offline()))
    case .retryDelaying:
      _ = machine.handle(.pageFailed(request, error: Offline()))
      _ = machine.handle(.retryRequested(timing: Self.timed))
      return machine.request
    default: break
    }
    return request
  }

  /// Sends `event` about `request`.
  func send(
    _ event: Event, to machine: inout Machine, about request: Machine.Request?
  ) -> [Machine.Effect] {
    let target = request ?? Machine.Request(number: 1, cursor: 2, trigger: .prefetch)
    switch event {
    case .scroll: return machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate))
    case .scrollTimed: return machine.handle(.nextPageRequested(by: .prefetch, timing: Self.timed))
    case .loadNextPage: return machine.handle(.nextPageRequested(by: .request, timing: .immediate))
    case .firstPage: return machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    case .firstPageAtEnd: return machine.handle(.firstPageAnswered(cursor: 1, next: nil))
    case .answerWithNext:
      return machine.handle(
        .pageAnswered(
          target, items: Self.rows(of: target), next: 3))
    case .answerAtEnd:
      return machine.handle(
        .pageAnswered(
          target, items: Self.rows(of: target), next: nil))
    case .answerRepeatingCursor:
      return machine.handle(
        .pageAnswered(
          target, items: Self.rows(of: target), next: 1))
    case .answerStale:
      let stale = Machine.Request(number: 99, cursor: 7, trigger: .request)
      return machine.handle(
        .pageAnswered(
          stale, items: Self.rows(of: stale), next: 8))
    case .fail:
      return machine.handle(.pageFailed(target, error: Offline()))
    case .cancel: return machine.handle(.pageCancelled(target))
    case .retry: return machine.handle(.retryRequested(timing: .immediate))
    case .retryTimed: return machine.handle(.retryRequested(timing: Self.timed))
    case .timerFires:
      return machine.handle(.footerTimerFired(number: target.number, timing: Self.timed))
    case .staleTimerFires: return machine.handle(.footerTimerFired(number: 99, timing: Self.timed))
    case .refresh: return machine.handle(.refreshStarted)
    case .release: return machine.handle(.released)
    }
  }

  /// The rows the test's loader answers `request` with.
  static func rows(of request: Machine.Request) -> String {
    "rows at \(request.cursor)"
  }

  /// One effect as the table writes it.
  static func describe(_ effect: Machine.Effect) -> String {
    switch effect {
    case .start(let request):
      return "start #\(request.number) at \(request.cursor) by \(request.trigger)"
    case .cancel(let request): return "cancel #\(request.number)"
    case .drop: return "drop its answer"
    case .apply(let request, let items):
      // The rows applied are the request's own, held or not.
      guard items == rows(of: request) else { return "apply #\(request.number) with \(items)" }
      return "apply #\(request.number)"
    case .hold(let request): return "hold #\(request.number)"
    case .setTimer(let request, let delay):
      return "timer #\(request.number) \(Int(delay / .milliseconds(1)))ms"
    case .cancelTimer: return "cancel timer"
    case .show(.failed(let error)): return "show failed(\(describe(error)))"
    case .show(let state): return "show \(state)"
    case .send(.didStartPage(let trigger)): return "send start \(trigger)"
    case .send(.didEndPage(let trigger, let outcome)): return "send end \(trigger) \(outcome)"
    case .send(.footerStateChanged(.failed(let error))):
      return "send footer failed(\(describe(error)))"
    case .send(.footerStateChanged(let state)): return "send footer \(state)"
    case .report(let error): return "report \(describe(error))"
    }
  }

  static func describe(_ error: any Error) -> String {
    guard case .repeatedCursor(let cursor) = error as? PageLoadingError else { return "\(error)" }
    return "repeated \(cursor)"
  }
}

// MARK: Rules across events

extension PageStateMachineTests {
  @Test func aPageFromBeforeARefreshChangesNothing() throws {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate))
    let old = try #require(machine.request)
    _ = machine.handle(.refreshStarted)
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate))
    #expect(
      machine.handle(
        .pageAnswered(
          old, items: PageStateMachineTests.rows(of: old), next: 3)
      ).isEmpty)
    #expect(machine.handle(.pageFailed(old, error: Offline())).isEmpty)
    #expect(machine.request?.number == 2)
  }

  @Test func aFirstPageThatNamesItselfAsNextIsACursorLoop() {
    var machine = Machine()
    let effects = machine.handle(.firstPageAnswered(cursor: 1, next: 1))
    #expect(
      effects.map(Self.describe) == [
        "report repeated 1", "show failed(repeated 1)", "send footer failed(repeated 1)",
      ])
    #expect(machine.handle(.nextPageRequested(by: .request, timing: .immediate)).isEmpty)
  }

  @Test func aCursorLoopStopsUntilARefresh() {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    for cursor in 2...4 {
      if let request = machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate)).first
        .flatMap(
          Self.started)
      {
        _ = machine.handle(
          .pageAnswered(
            request, items: PageStateMachineTests.rows(of: request),
            next: cursor == 4 ? 3 : cursor + 1))
      }
    }
    #expect(!machine.canRetry)
    #expect(machine.handle(.nextPageRequested(by: .request, timing: .immediate)).isEmpty)
    _ = machine.handle(.refreshStarted)
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    let started = machine.handle(.nextPageRequested(by: .request, timing: .immediate)).first
    #expect(started.flatMap(Self.started)?.cursor == 2)
  }

  @Test func aCancelledPageIsTheNextOneRequested() throws {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate))
    _ = machine.handle(.pageCancelled(try #require(machine.request)))
    _ = machine.handle(.nextPageRequested(by: .request, timing: .immediate))
    #expect(machine.request?.cursor == 2)
    #expect(machine.request?.number == 2)
  }

  @Test func theFooterShowsTheFailureARetryRetriesDuringItsShowDelay() throws {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.nextPageRequested(by: .prefetch, timing: .immediate))
    _ = machine.handle(
      .pageFailed(
        try #require(machine.request), error: Offline()))
    _ = machine.handle(.retryRequested(timing: Self.timed))
    #expect(machine.pageState == .loading)
    #expect(machine.footerState == .failed(Offline()))
  }

  @Test func aHeldPageKeepsTheStateLoadingUntilItIsApplied() throws {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.nextPageRequested(by: .prefetch, timing: Self.timed))
    let request = try #require(machine.request)
    _ = machine.handle(.footerTimerFired(number: request.number, timing: Self.timed))
    _ = machine.handle(
      .pageAnswered(
        request, items: PageStateMachineTests.rows(of: request), next: 3))
    #expect(machine.pageState == .loading)
    #expect(machine.footerState == .loading)
    #expect(!machine.canRequestNextPage)
  }

  @Test func aCancelledLoadAfterAFailedFirstPagePutsBackTheStopNotThePagesBefore() {
    var machine = Machine()
    _ = machine.handle(.firstPageAnswered(cursor: 1, next: 2))
    _ = machine.handle(.refreshStarted)
    _ = machine.handle(.firstPageFailed)
    _ = machine.handle(.refreshStarted)
    #expect(machine.handle(.firstPageCancelled).isEmpty)
    #expect(!machine.canRequestNextPage)
  }

  static func started(_ effect: Machine.Effect) -> Machine.Request? {
    guard case .start(let request) = effect else { return nil }
    return request
  }
}
