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
    if core.load != nil, phase.kind != .loading { writePhase(.loading) }
  }

  /// The last decision after a runaway, with events muted, so that the placeholder ends
  /// matching the data, and each paged loader's end checked again.
  private func settleAfterRunaway() {
    workQueue.beginSettling()
    _ = applyStagedCompletion()
    decideAndCarryOut()
    noteLoadingVisibility()
    decideSections()
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
        if core.load?.generation == load.generation { writePhase(.loading) }
      case .ended(let kind, let outcome):
        if let list { emit(.didEndLoad(kind, outcome), in: list) }
      }
    }
  }
}
