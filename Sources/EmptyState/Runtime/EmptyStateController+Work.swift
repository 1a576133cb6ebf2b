import Hooks
import ListViews

extension EmptyStateController {
  /// Does `work` now, after the list's hooks, or after the work under way (``WorkQueue``).
  func perform(_ work: ControllerWork) {
    guard workQueue.state == .idle else {
      guard workQueue.add(work) else { return }
      if workQueue.isOverLoadBound, workQueue.state == .draining {
        stopRunaway(label: work.label)
      }
      return
    }
    if let list = list as? ListView, list.isRunningContentHooks {
      workQueue.waitForTheList(with: work)
      return list.afterContentHooks { [weak self] in self?.drainWhatWaits() }
    }
    drain { run(work) }
  }

  private func drainWhatWaits() {
    guard workQueue.state == .waitingForTheList else { return }
    drain({}, onlyAsks: true)
  }

  /// Runs `asking`, which only asks for work, so that the work it asks for is done in one drain.
  func inOneDrain(_ asking: () -> Void) {
    guard workQueue.state == .idle, !((list as? ListView)?.isRunningContentHooks ?? false) else {
      return asking()
    }
    drain(asking, onlyAsks: true)
  }

  /// Does `first`, then the work it and the work after it ask for, until none is left.
  private func drain(_ first: () -> Void, onlyAsks: Bool = false) {
    workQueue.begin()
    first()
    if onlyAsks { workQueue.firstRoundIsWaiting() }
    while workQueue.state == .draining {
      let (next, runaway) = workQueue.next()
      if let runaway { stopRunaway(label: runaway.label) }
      guard let next else { break }
      run(next)
    }
    if workQueue.state == .stopped { settleAfterRunaway() }
    if announcementStorage != nil { send(.drainEnded) }
    workQueue.end()
    didFinishWork?()
  }

  private func run(_ work: ControllerWork) {
    switch work {
    case .decide: send(.passBegan)
    case .decideSections: decideSections()
    case .announcePhase: if let list { emit(.didChangePhase(phase.kind), in: list) }
    case .sendLoadSteps(let steps): send(steps)
    case .sendPageEvents(let number, let events):
      loadStorage?.pagedLoader(numbered: number)?.deliver(events)
    case .checkPageEnd(let number): loadStorage?.pagedLoader(numbered: number)?.checkTheEnd()
    case .announce: endAnnouncementPass()
    }
  }

  private func stopRunaway(label: String) {
    list?.report(.hook(.runawayReentrancy(label: label, passes: WorkQueue.maximumRounds)))
    workQueue.stop()
    send(.runawayStopped)
  }

  /// The last decision after a runaway, with events muted.
  private func settleAfterRunaway() {
    workQueue.beginSettling()
    send(.lastPassBegan)
    // A check of the end the runaway dropped: a short list still asks for its next page.
    for reference in loadStorage?.pagedLoaders ?? [] { reference.loader?.checkTheEnd() }
  }

  private func send(_ steps: [LoadStep]) {
    for step in steps {
      guard workQueue.state == .draining else { return }
      switch step {
      case .started(let load):
        if let list { emit(.didStartLoad(load.kind), in: list) }
        send(.loadStartSent(generation: load.generation))
      case .ended(let kind, let outcome):
        if let list { emit(.didEndLoad(kind, outcome), in: list) }
      }
    }
  }
}

extension EmptyStateController {
  /// Hands `event` to the machine and carries out its effects in order: the machine's one loop.
  func send(_ event: Machine.Event, startingTask start: ((ManagedLoad) -> Void)? = nil) {
    let effects = machine.handle(event)
    var queued = Effects<ControllerWork>()
    // The task of an outcome being applied: kept until its pass is asked for, so that an
    // apply step run inside it never sees it cancelled.
    var finishing: OwnedTask?
    for effect in effects {
      switch effect {
      case .none: break
      case .show(let kind):
        guard let list else { break }
        show(kind, in: list)
        shownPlaceholderDidChange()
      case .swap(let kind):
        guard let list else { break }
        swap(to: kind, in: list)
        shownPlaceholderDidChange()
      case .hide:
        guard let list else { break }
        hide(in: list)
        shownPlaceholderDidChange()
      case .takeDecision(let mayWait): decideNow(mayWait: mayWait)
      case .compute(let kind, let hasContent, let phase, let searchQuery):
        compute(kind, hasContent: hasContent, phase: phase, searchQuery: searchQuery)
      case .forgetComputed: providedStorage?.resolution = nil
      case .keepView: redoAppearance()
      case .buildView(let kind): buildView(kind)
      case .releaseView: view = nil  // built for a configuration that is gone; freed with it
      case .askPredicate(let hasContent, let content):
        askPredicate(hasContent: hasContent, content: content)
      case .drop: loadStorage?.handOver = nil  // only a held outcome's task waits
      case .holdTask(let generation):
        loads.handOver = HandOver(generation: generation, task: loadStorage?.task?.task)
      case .decide: queued.append(.decide)
      case .startStopwatch: timers.start(.load)
      case .stopStopwatch: timerStorage?.stop(.load)
      case .announcePhase: queued.append(.announcePhase)
      case .send(let steps): queued.append(.sendLoadSteps(steps))
      case .startTask(let load): start?(load)
      case .retry: retry()
      case .stopLoad: stopLoadWork()
      case .finishTask:
        loadStorage?.handOver = nil  // the load's task goes on once its outcome is staged
        finishing = loadStorage?.task
        loadStorage?.task = nil
        timerStorage?.cancel(loadStorage?.alarm)
      case .setAlarm(let delay, let alarm):
        timers.set(&loads.alarm, after: delay) { [weak self] in self?.loadAlarmFired(alarm) }
      case .cancelAlarm: timerStorage?.cancel(loadStorage?.alarm)
      case .apply(let held): apply(held)
      case .waitForContentChange:
        list?.afterContentChange { [weak self] in
          self?.send(.contentChangeEnded)
        }
      case .speech(let action): carryOut(action)
      case .decideSections(let candidates): decidePlaceholders(ofSections: candidates)
      case .fade(let action): carryOut(action)
      }
    }
    withExtendedLifetime(finishing) {
      guard queued.count > 1 else {
        for work in queued { perform(work) }
        return
      }
      inOneDrain { for work in queued { perform(work) } }
    }
  }
}

/// What an empty state does on behalf of a call or an event, where app code may run.
enum ControllerWork {
  /// A decision pass: a staged completion's apply step and phase, or a decision.
  case decide
  /// The section placeholders' decision alone, for a change the list's decision need not see.
  case decideSections
  /// ``EmptyStateEvent/didChangePhase(_:)`` with the phase as it is when sent.
  case announcePhase
  case sendLoadSteps([LoadStep])
  case sendPageEvents(loader: UInt64, [PageEvent])
  case checkPageEnd(loader: UInt64)
  case announce

  /// The name a runaway of this work is reported under.
  var label: String {
    switch self {
    case .decide: "EmptyStateController.evaluate"
    case .decideSections: "EmptyStateController.sections"
    case .announcePhase: "EmptyStateController.phase"
    case .sendLoadSteps: "EmptyStateController.load"
    case .sendPageEvents: "PagedLoader.events"
    case .checkPageEnd: "PagedLoader.prefetch"
    case .announce: "EmptyStateController.announce"
    }
  }
}

struct WorkQueue {
  enum State: Equatable {
    /// Nothing runs: the next work is done at once.
    case idle
    /// Work waits for the list's hooks to end; the drain starts then.
    case waitingForTheList
    /// Work runs; what is asked for waits its turn.
    case draining
    /// A runaway stopped the drain: what is asked for is dropped until it ends.
    case stopped
    /// The last decision after a runaway runs, with events muted.
    case settling
  }

  /// The bound on rounds, and on loads started by handlers, in one drain.
  static let maximumRounds = HookDefaults.maximumPasses

  private(set) var state = State.idle
  private var waiting: [ControllerWork] = []
  /// The index in ``waiting`` where the running round ends.
  private var roundEnd = 0
  private var round = 0
  private var loadsStarted = 0

  var isSettling: Bool { state == .settling }

  mutating func add(_ work: ControllerWork) -> Bool {
    guard state == .idle || state == .waitingForTheList || state == .draining else {
      return false
    }
    switch work {
    case .decide:
      // A decision decides the sections too: it takes the place of one waiting for them.
      while let index = waiting.firstIndex(where: Self.isDecision) { remove(at: index) }
      insert(work, beforeFirst: Self.isLate)
    case .decideSections:
      if !waiting.contains(where: Self.isDecision) { insert(work, beforeFirst: Self.isLate) }
    case .announcePhase:
      if !waiting.contains(where: { if case .announcePhase = $0 { true } else { false } }) {
        insert(work, beforeFirst: Self.isLate)
      }
    case .sendLoadSteps(let steps):
      if state == .draining, steps.contains(where: \.starts) { loadsStarted += 1 }
      let index = waiting.firstIndex { if case .sendLoadSteps = $0 { true } else { false } }
      if let index, case .sendLoadSteps(let earlier) = waiting[index] {
        waiting[index] = .sendLoadSteps(earlier + steps)
      } else {
        insert(work, beforeFirst: Self.isLate)
      }
    case .sendPageEvents(let loader, let events):
      let index = waiting.firstIndex {
        if case .sendPageEvents(loader, _) = $0 { true } else { false }
      }
      if let index, case .sendPageEvents(_, let earlier) = waiting[index] {
        waiting[index] = .sendPageEvents(loader: loader, earlier + events)
      } else {
        insert(work, beforeFirst: Self.isLate)
      }
    case .checkPageEnd(let loader):
      if let index = waiting.firstIndex(where: {
        if case .checkPageEnd(loader) = $0 { true } else { false }
      }) {
        remove(at: index)
      }
      insert(work, beforeFirst: Self.isAnnouncement)
    case .announce:
      if !waiting.contains(where: Self.isAnnouncement) { waiting.append(work) }
    }
    return true
  }

  private static func isDecision(_ work: ControllerWork) -> Bool {
    switch work {
    case .decide, .decideSections: true
    default: false
    }
  }

  private static func isAnnouncement(_ work: ControllerWork) -> Bool {
    if case .announce = work { true } else { false }
  }

  /// Work kept behind the rest: the checks of the end, then the announcement pass.
  private static func isLate(_ work: ControllerWork) -> Bool {
    switch work {
    case .checkPageEnd, .announce: true
    default: false
    }
  }

  /// Inserts `work` before the first that `isLater`; it and all after it wait for the next round.
  private mutating func insert(
    _ work: ControllerWork, beforeFirst isLater: (ControllerWork) -> Bool
  ) {
    let index = waiting.firstIndex(where: isLater) ?? waiting.count
    waiting.insert(work, at: index)
    roundEnd = min(roundEnd, index)
  }

  private mutating func remove(at index: Int) {
    waiting.remove(at: index)
    if index < roundEnd { roundEnd -= 1 }
  }

  var isOverLoadBound: Bool { loadsStarted > Self.maximumRounds }

  /// Keeps `work` for the drain that starts when the list's hooks end.
  mutating func waitForTheList(with work: ControllerWork) {
    _ = add(work)
    state = .waitingForTheList
  }

  /// Begins a drain, whose first work the caller does at once.
  mutating func begin() {
    state = .draining
    round = 1
    roundEnd = waiting.count
    loadsStarted = 0
  }

  /// The first round of the drain just begun is the work that waits now.
  mutating func firstRoundIsWaiting() {
    roundEnd = waiting.count
  }

  /// The next work to do, or `nil` when the drain is over or must stop.
  mutating func next() -> (work: ControllerWork?, runaway: ControllerWork?) {
    guard state == .draining, !waiting.isEmpty else { return (nil, nil) }
    if roundEnd == 0 {
      guard round < Self.maximumRounds else { return (nil, waiting.first) }
      round += 1
      roundEnd = waiting.count
    }
    roundEnd -= 1
    return (waiting.removeFirst(), nil)
  }

  /// Stops the drain: what waits is dropped, and so is what is asked for until it ends.
  mutating func stop() {
    state = .stopped
    waiting.removeAll(keepingCapacity: true)
    roundEnd = 0
  }

  mutating func beginSettling() {
    state = .settling
  }

  mutating func end() {
    state = .idle
    waiting.removeAll(keepingCapacity: true)
    roundEnd = 0
  }
}
