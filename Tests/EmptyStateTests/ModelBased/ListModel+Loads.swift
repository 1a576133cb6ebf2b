import EmptyState

/// Managed loads as the model knows them, restated from the documentation: a new load
/// supersedes the running one, only the current load's outcome counts, the show delay keeps the
/// phase before the load on screen, and a result arriving while the loading placeholder has been
/// shown for less than its minimum waits.
extension ListModel {
  /// Where the current load is.
  enum LoadStage: Equatable {
    case delaying
    case running
    case holding
  }

  /// The current load.
  struct Load {
    var kind: LoadKind
    /// The index of its run (each start, retry or refresh is a run, numbered from 0).
    var run: Int
    var stage: LoadStage
  }

  /// What a loader gave.
  enum Outcome {
    case rows([Int])
    case failure
  }

  /// The library's documented defaults, in microseconds.
  static let showDelay = 250_000
  static let minimumDisplay = 500_000

  /// The phase the decision reads: the phase before the load while its show delay runs.
  var displayedPhase: ContentPhase.Kind {
    load?.stage == .delaying ? phaseBefore : phase
  }

  /// A load of `kind` is asked for; returns whether a run starts.
  mutating func startLoad(_ kind: LoadKind, events: inout [EmptyStateEvent]) -> Bool {
    guard kind == .load || hasLoader else { return false }
    if kind == .load { hasLoader = true }
    let run = runCount
    runCount += 1
    if let old = load {
      events.append(.didEndLoad(old.kind, .superseded))
      load = Load(kind: kind, run: run, stage: old.stage == .delaying ? .delaying : .running)
    } else {
      phaseBefore = phase
      load = Load(kind: kind, run: run, stage: timed ? .delaying : .running)
      delayDeadline = timed ? now + Self.showDelay : nil
    }
    held = nil
    events.append(.didStartLoad(kind))
    writePhase(.loading, events: &events)
    return true
  }

  /// The loader of `run` gave `resolution`.
  mutating func resolve(
    run: Int, _ resolution: ModelOperation.Resolution, events: inout [EmptyStateEvent],
    hookLog: inout [String]
  ) {
    guard let current = load, current.run == run, current.stage != .holding else { return }
    let outcome: Outcome
    switch resolution {
    case .cancellation: return cancel(events: &events)
    case .rows(let rows): outcome = .rows(rows)
    case .failure: outcome = .failure
    }
    if current.stage == .running, shown == .loading, timed, let shownAt,
      now - shownAt < Self.minimumDisplay
    {
      load?.stage = .holding
      held = (outcome, shownAt + Self.minimumDisplay)
    } else {
      complete(outcome, events: &events, hookLog: &hookLog)
    }
  }

  /// The current load's outcome is applied: data and phase, then one decision.
  mutating func complete(
    _ outcome: Outcome, events: inout [EmptyStateEvent], hookLog: inout [String]
  ) {
    guard let current = load else { return }
    load = nil
    delayDeadline = nil
    held = nil
    switch outcome {
    case .rows(let rows):
      if dataSourceAlive { data = rows }
      hookLog += contentChange { $0.listCounts = $0.fetch() }
      writePhase(.loaded, events: &events)
      events.append(.didEndLoad(current.kind, .succeeded))
    case .failure:
      writePhase(.failed, events: &events)
      events.append(.didEndLoad(current.kind, .failed))
    }
  }

  /// The current load is cancelled: its phase goes back.
  mutating func cancel(events: inout [EmptyStateEvent]) {
    guard let current = load else { return }
    load = nil
    delayDeadline = nil
    held = nil
    writePhase(phaseBefore, events: &events)
    events.append(.didEndLoad(current.kind, .cancelled))
  }

  /// The app sets the phase: the current load, if any, is superseded.
  mutating func setPhaseByApp(_ kind: ContentPhase.Kind, events: inout [EmptyStateEvent]) {
    if let current = load {
      load = nil
      delayDeadline = nil
      held = nil
      events.append(.didEndLoad(current.kind, .superseded))
    }
    writePhase(kind, events: &events)
  }

  /// The phase changes; a change of kind, and every failure, is reported; then a decision.
  mutating func writePhase(_ kind: ContentPhase.Kind, events: inout [EmptyStateEvent]) {
    let reported = kind != phase || kind == .failed
    phase = kind
    if reported { events.append(.didChangePhase(kind)) }
    decide(into: &events)
  }

  /// The clock moves on by `milliseconds`, in steps of `step`.
  ///
  /// Within a step, as on the test clock, each timer fires at its own deadline, earliest first:
  /// at each, the fades that are over end, then the load's timers due fire. At the end of each
  /// step (with `frames`) a frame is drawn.
  mutating func advance(
    by milliseconds: Int, step: Int, frames: Bool, events: inout [EmptyStateEvent],
    hookLog: inout [String]
  ) {
    var remaining = milliseconds
    while remaining > 0 {
      let next = min(step, remaining)
      remaining -= next
      let stepEnd = now + next * 1_000
      while let deadline = nextTimer(by: stepEnd) {
        now = max(now, deadline)
        fireDueTimers(events: &events, hookLog: &hookLog)
      }
      now = stepEnd
      fireDueTimers(events: &events, hookLog: &hookLog)
      if frames { drawFrame(events: &events) }
    }
  }

  /// The earliest deadline of a pending timer (a fade's end, the show delay, a held result's
  /// minimum display) no later than `limit`.
  private func nextTimer(by limit: Int) -> Int? {
    let fadeEnds = [entering?.end, leaving?.end].compactMap { $0 }
    let loadTimers = [
      load?.stage == .delaying ? delayDeadline : nil, held?.deadline,
    ].compactMap { $0 }
    return (fadeEnds + loadTimers).filter { $0 <= limit }.min()
  }

  /// The timers due by now fire: the fades that are over end, then the load's timers.
  private mutating func fireDueTimers(events: inout [EmptyStateEvent], hookLog: inout [String]) {
    endDueFades(events: &events)
    if let deadline = delayDeadline, deadline <= now {
      delayDeadline = nil
      if load?.stage == .delaying {
        load?.stage = .running
        decide(into: &events)
      }
    }
    if let held, held.deadline <= now {
      self.held = nil
      updateFades(events: &events)  // the fades first catch up with the held result's time
      complete(held.outcome, events: &events, hookLog: &hookLog)
    }
    endDueFades(events: &events)  // a fade that ends where it starts ends at once
  }

  /// A search is set or cleared by hand (an empty query is no search).
  mutating func setSearch(_ query: String?, events: inout [EmptyStateEvent]) {
    let normalized = query.flatMap { $0.isEmpty ? nil : $0 }
    guard normalized != searchQuery else { return }
    searchQuery = normalized
    decide(into: &events)
  }
}
