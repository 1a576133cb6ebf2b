public import EmptyState
public import Testing
import VirtualTime

extension EmptyStateController {
  /// Returns once the list's pending work is done: whatever can happen without the clock moving
  /// and without an answer the test has not given yet.
  ///
  /// That is: every timer the clock has reached (a show delay, a held result's minimum display,
  /// the end of a fade, a did-event due on the next turn, the paging footer's show delay and
  /// minimum display) has fired and been handled, and every loader the list runs (the running
  /// load's, and the page request's of a paged list,
  /// ``ListContainer/loadPages(startingAt:prefetchDistance:_:apply:)``) has either returned
  /// (its result applied or held) or waits for the test: on a ``TestClock`` deadline not yet
  /// reached, or on a ``TestLoader`` not yet answered. Batch completions need nothing: they have
  /// run when the batch's call returns.
  ///
  /// ```swift
  /// api.succeed(["Flat white"])
  /// await table.emptyState.settle()  // applied now, or held until the minimum display ends
  /// ```
  ///
  /// A loader that suspends on anything else (a real network call, a real sleep) is waited for
  /// until it returns. Gives up after 10,000 rounds of work, recording an issue at
  /// `sourceLocation`.
  ///
  /// - Parameter sourceLocation: Where to report giving up; leave the default, the call.
  public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    if LoadIdentity.loaderReturned == nil {
      LoadIdentity.loaderReturned = { LoadWaits.shared.loaderReturned($0) }
    }
    // The loads and page requests whose task has ended: only their timers are left.
    var ended: Set<LoadIdentity> = []
    for _ in 0..<10_000 {
      await settleTimers()
      // A loader that waits for the test, or has returned, leaves nothing to wait for.
      guard let (load, task) = workingLoaders.first(where: { !ended.contains($0.identity) })
      else { return }
      if await LoadWaits.shared.waitUntilIdle(load, task: task) { ended.insert(load) }
    }
    TestSupportIssue.record(
      "settle() gave up after 10,000 rounds: the list keeps making work",
      sourceLocation: sourceLocation)
  }

  /// The loaders of the list still at work: neither waiting for the test nor returned.
  private var workingLoaders: [(identity: LoadIdentity, task: Task<Void, Never>)] {
    var loaders = pageRequests
    if let load = currentLoadIdentity, let task = loadTask, !isHoldingOutcome {
      loaders.insert((load, task), at: 0)
    }
    return loaders.filter { !LoadWaits.shared.isIdle($0.identity) }
  }

  /// Runs `clock` from deadline to deadline, settling the list after each step, until nothing
  /// waits for the clock: the end state of the list's timers and loads, whatever the durations.
  ///
  /// ```swift
  /// await table.emptyState.settle(running: clock)  // the show delay is over: loading shows
  /// ```
  ///
  /// A loader that waits for a ``TestLoader`` still waits: answer it, then settle again. Stops
  /// after 10,000 steps, recording an issue at `sourceLocation`: a timer that always sets
  /// another has no end.
  ///
  /// - Parameters:
  ///   - clock: The list's clock.
  ///   - sourceLocation: Where to report stopping or giving up; leave the default, the call.
  public func settle(
    running clock: TestClock, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<10_000 {
      await settle(sourceLocation: sourceLocation)
      guard let next = clock.nextDeadline else { return }
      await clock.advance(to: next)
    }
    TestSupportIssue.record(
      "settle(running:) stopped after 10,000 steps: timers keep coming",
      sourceLocation: sourceLocation)
  }
}
