import Testing

@testable import EmptyState

/// The sealed page state machine on its own, as a table: a state reached by a few events, one
/// more event, and the effects it returns.
@Suite struct PageStateMachineTests {
  typealias Machine = PageStateMachine<Int>

  /// The state a row starts in, reached through events only.
  enum Setup: String, Sendable {
    case waitingForFirstPage, notLoading, loading, failed, endReached, stopped, released
  }

  /// The event a row sends; answers go to the last request the setup started.
  enum Event: String, Sendable {
    case scroll, loadNextPage, firstPage, firstPageAtEnd, answerWithNext, answerAtEnd
    case answerRepeatingCursor, answerStale, fail, cancel, retry, refresh, release
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
    Row(.waitingForFirstPage, .firstPageAtEnd, ["show endReached"]),
    Row(.waitingForFirstPage, .retry, []),
    Row(.waitingForFirstPage, .refresh, []),
    Row(
      .notLoading, .scroll, ["start #1 at 2 by prefetch", "show loading", "send start prefetch"]),
    Row(
      .notLoading, .loadNextPage,
      ["start #1 at 2 by request", "show loading", "send start request"]),
    Row(.notLoading, .retry, []),
    Row(.notLoading, .answerStale, []),
    Row(.notLoading, .refresh, []),
    Row(.loading, .scroll, []),
    Row(.loading, .loadNextPage, []),
    Row(.loading, .answerWithNext, ["apply #1", "show notLoading", "send end prefetch succeeded"]),
    Row(.loading, .answerAtEnd, ["apply #1", "show endReached", "send end prefetch reachedEnd"]),
    Row(
      .loading, .answerRepeatingCursor,
      [
        "apply #1", "report repeated 1", "show failed(repeated 1)",
        "send end prefetch repeatedCursor",
      ]),
    Row(.loading, .answerStale, []),
    Row(.loading, .fail, ["show failed(offline)", "send end prefetch failed"]),
    Row(.loading, .cancel, ["show notLoading", "send end prefetch cancelled"]),
    Row(.loading, .retry, []),
    Row(.loading, .refresh, ["cancel #1", "send end prefetch superseded", "show notLoading"]),
    Row(.loading, .firstPage, ["cancel #1", "send end prefetch superseded", "show notLoading"]),
    Row(.loading, .release, ["cancel #1"]),
    Row(.failed, .scroll, []),
    Row(.failed, .loadNextPage, []),
    Row(.failed, .answerWithNext, []),
    Row(.failed, .retry, ["start #2 at 2 by retry", "show loading", "send start retry"]),
    Row(.failed, .refresh, ["show notLoading"]),
    Row(.failed, .release, []),
    Row(.endReached, .scroll, []),
    Row(.endReached, .loadNextPage, []),
    Row(.endReached, .retry, []),
    Row(.endReached, .refresh, ["show notLoading"]),
    Row(.endReached, .firstPage, ["show notLoading"]),
    Row(.stopped, .scroll, []),
    Row(.stopped, .loadNextPage, []),
    Row(.stopped, .retry, []),
    Row(.stopped, .refresh, ["show notLoading"]),
    Row(.released, .scroll, []),
    Row(.released, .loadNextPage, []),
    Row(.released, .firstPage, []),
    Row(.released, .answerWithNext, []),
    Row(.released, .fail, []),
    Row(.released, .retry, []),
    Row(.released, .refresh, []),
  ]

  @Test(arguments: table)
  func eachEventHasTheEffectsOfTheTable(_ row: Row) {
    var machine = Machine()
    let request = reach(row.setup, &machine)
    let effects = send(row.event, to: &machine, about: request)
    #expect(effects.map(Self.describe) == row.effects)
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
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    guard setup != .notLoading else { return nil }
    _ = machine.nextPageRequested(by: .prefetch)
    let request = machine.request
    switch setup {
    case .failed: _ = request.map { machine.pageFailed($0, error: Offline()) }
    case .endReached: _ = request.map { machine.pageAnswered($0, next: nil) }
    case .stopped: _ = request.map { machine.pageAnswered($0, next: 1) }
    case .released: _ = machine.released()
    default: break
    }
    return request
  }

  func send(
    _ event: Event, to machine: inout Machine, about request: Machine.Request?
  ) -> [Machine.Effect] {
    let target = request ?? Machine.Request(number: 1, cursor: 2, trigger: .prefetch)
    switch event {
    case .scroll: return machine.nextPageRequested(by: .prefetch)
    case .loadNextPage: return machine.nextPageRequested(by: .request)
    case .firstPage: return machine.firstPageAnswered(cursor: 1, next: 2)
    case .firstPageAtEnd: return machine.firstPageAnswered(cursor: 1, next: nil)
    case .answerWithNext: return machine.pageAnswered(target, next: 3)
    case .answerAtEnd: return machine.pageAnswered(target, next: nil)
    case .answerRepeatingCursor: return machine.pageAnswered(target, next: 1)
    case .answerStale:
      return machine.pageAnswered(
        Machine.Request(number: 99, cursor: 7, trigger: .request), next: 8)
    case .fail: return machine.pageFailed(target, error: Offline())
    case .cancel: return machine.pageCancelled(target)
    case .retry: return machine.retryRequested()
    case .refresh: return machine.refreshStarted()
    case .release: return machine.released()
    }
  }

  /// One effect as the table writes it.
  static func describe(_ effect: Machine.Effect) -> String {
    switch effect {
    case .start(let request):
      return "start #\(request.number) at \(request.cursor) by \(request.trigger)"
    case .cancel(let request): return "cancel #\(request.number)"
    case .apply(let request): return "apply #\(request.number)"
    case .show(.failed(let error)): return "show failed(\(describe(error)))"
    case .show(let state): return "show \(state)"
    case .send(.didStartPage(let trigger)): return "send start \(trigger)"
    case .send(.didEndPage(let trigger, let outcome)): return "send end \(trigger) \(outcome)"
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
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    _ = machine.nextPageRequested(by: .prefetch)
    let old = try #require(machine.request)
    _ = machine.refreshStarted()
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    _ = machine.nextPageRequested(by: .prefetch)
    #expect(machine.pageAnswered(old, next: 3).isEmpty)
    #expect(machine.pageFailed(old, error: Offline()).isEmpty)
    #expect(machine.request?.number == 2)
  }

  @Test func aFirstPageThatNamesItselfAsNextIsACursorLoop() {
    var machine = Machine()
    let effects = machine.firstPageAnswered(cursor: 1, next: 1)
    #expect(effects.map(Self.describe) == ["report repeated 1", "show failed(repeated 1)"])
    #expect(machine.nextPageRequested(by: .request).isEmpty)
  }

  @Test func aCursorLoopStopsUntilARefresh() {
    var machine = Machine()
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    for cursor in 2...4 {
      if let request = machine.nextPageRequested(by: .prefetch).first.flatMap(Self.started) {
        _ = machine.pageAnswered(request, next: cursor == 4 ? 3 : cursor + 1)
      }
    }
    #expect(!machine.canRetry)
    #expect(machine.nextPageRequested(by: .request).isEmpty)
    _ = machine.refreshStarted()
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    #expect(machine.nextPageRequested(by: .request).count == 3)
  }

  @Test func aCancelledPageIsTheNextOneRequested() throws {
    var machine = Machine()
    _ = machine.firstPageAnswered(cursor: 1, next: 2)
    _ = machine.nextPageRequested(by: .prefetch)
    _ = machine.pageCancelled(try #require(machine.request))
    _ = machine.nextPageRequested(by: .request)
    #expect(machine.request?.cursor == 2)
    #expect(machine.request?.number == 2)
  }

  static func started(_ effect: Machine.Effect) -> Machine.Request? {
    guard case .start(let request) = effect else { return nil }
    return request
  }
}
