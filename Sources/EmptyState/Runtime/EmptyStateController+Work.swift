import Hooks

extension EmptyStateController {
  /// Does `work` now, or, while other work runs (app code called back in), after it: the one
  /// way app code's effects come back (``WorkQueue``).
  func perform(_ work: ControllerWork) {
    guard workQueue.state == .idle else {
      guard workQueue.add(work) else { return }
      if workQueue.isOverLoadBound, workQueue.state == .draining {
        stopRunaway(label: work.label)
      }
      return
    }
    drain { run(work) }
  }

  /// Runs `asking`, which only asks for work, so that the work it asks for is done in one
  /// drain, in order, before what that work causes: the first round of a new drain when none
  /// runs, or, inside the running one, after the work that already waits.
  func inOneDrain(_ asking: () -> Void) {
    guard workQueue.state == .idle else { return asking() }
    drain(asking, onlyAsks: true)
  }

  /// Does `first`, then the work it and the work after it ask for, until none is left.
  ///
  /// Only when the queue is idle; a runaway stops the drain. When `first` `onlyAsks`, what it
  /// asked for is the first round.
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
    announcementDrainEnded()
    workQueue.end()
  }

  private func run(_ work: ControllerWork) {
    switch work {
    case .decide: runPass()
    case .decideSections: decideSections()
    case .announcePhase: if let list { emit(.didChangePhase(phase.kind), in: list) }
    case .sendLoadSteps(let steps): send(steps)
    case .sendPageEvents(let number, let events):
      loadStorage?.pagedLoader(numbered: number)?.deliver(events)
    case .checkPageEnd(let number): loadStorage?.pagedLoader(numbered: number)?.checkTheEnd()
    case .announce: endAnnouncementPass()
    }
  }

  /// A runaway stopped the drain: reported once, what waits is dropped, and the phase follows
  /// the load that is current.
  private func stopRunaway(label: String) {
    list?.report(.hook(.runawayReentrancy(label: label, passes: WorkQueue.maximumRounds)))
    workQueue.stop()
    if machine.currentLoad != nil, phase.kind != .loading { writePhase(.loading) }
  }

  /// The last decision after a runaway, with events muted, so that the placeholder ends
  /// matching the data, and each paged loader's end checked again.
  private func settleAfterRunaway() {
    workQueue.beginSettling()
    carryOut(machine.handle(.passBegan))
    decideNow()
    // A check of the end the runaway dropped: a short list still asks for its next page.
    for reference in loadStorage?.pagedLoaders ?? [] { reference.loader?.checkTheEnd() }
  }

  /// Sends `steps` in order, until a runaway stops the drain.
  private func send(_ steps: [LoadStep]) {
    for step in steps {
      guard workQueue.state == .draining else { return }
      switch step {
      case .started(let load):
        if let list { emit(.didStartLoad(load.kind), in: list) }
        // A handler may have started another load or set the phase: only a current load moves on.
        if machine.currentLoad?.generation == load.generation { writePhase(.loading) }
      case .ended(let kind, let outcome):
        if let list { emit(.didEndLoad(kind, outcome), in: list) }
      }
    }
  }
}

extension EmptyStateController {
  /// Carries out the machine's `effects` in order: what runs no app code at once, then the
  /// work that does (decisions, events) in one drain of the queue, after the work waiting.
  ///
  /// `start` makes the task of a load the effects start (only the caller has its loader).
  func carryOut(
    _ effects: Effects<Machine.Effect>, startingTask start: ((ManagedLoad) -> Void)? = nil
  ) {
    var queued = Effects<ControllerWork>()
    var steps: [LoadStep] = []
    // The task of an outcome being applied: kept until its pass is asked for, so that an
    // apply step run inside it never sees it cancelled.
    var finishing: OwnedTask?
    for effect in effects {
      switch effect {
      case .none, .show, .hide, .swap, .drop: break
      case .decide: queued.append(.decide)
      case .announcePhase: queued.append(.announcePhase)
      case .send(let step):
        if steps.isEmpty { queued.append(.sendLoadSteps([])) }
        steps.append(step)
      case .startTask(let load): start?(load)
      case .stopLoad: stopLoadWork()
      case .finishTask(let held):
        held.handOver = nil  // the load's task goes on once its outcome is staged
        finishing = loadStorage?.task
        loadStorage?.task = nil
        timerStorage?.cancel(loadStorage?.alarm)
      case .setAlarm(let delay):
        timers.set(&loads.alarm, after: delay) { [weak self] in self?.loadAlarmFired() }
      case .cancelAlarm: timerStorage?.cancel(loadStorage?.alarm)
      case .catchUpFades: syncTransitions()
      case .apply(let held): apply(held)
      case .waitForContentChange:
        list?.afterContentChange { [weak self] in
          guard let self else { return }
          self.carryOut(self.machine.handle(.contentChangeEnded))
        }
      }
    }
    withExtendedLifetime(finishing) {
      guard queued.count > 1 else {
        for work in queued { perform(work.with(steps)) }
        return
      }
      inOneDrain { for work in queued { perform(work.with(steps)) } }
    }
  }
}

extension ControllerWork {
  /// This work, with `steps` as its load events if it sends some.
  fileprivate func with(_ steps: [LoadStep]) -> ControllerWork {
    guard case .sendLoadSteps = self else { return self }
    return .sendLoadSteps(steps)
  }
}
