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

  /// Does `first` as the first work of a drain when none runs, and inside the running one
  /// otherwise: what it asks for, and what that causes, is done after it, in order.
  func inOneDrain(_ first: () -> Void) {
    guard workQueue.state == .idle else { return first() }
    drain(first)
  }

  /// Does `first`, then the work it and the work after it ask for, until none is left or a
  /// runaway stops the drain; only when the queue is idle.
  private func drain(_ first: () -> Void) {
    workQueue.begin()
    first()
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
  /// matching the data.
  private func settleAfterRunaway() {
    workQueue.beginSettling()
    _ = applyStagedCompletion()
    decideAndCarryOut()
    noteLoadingVisibility()
    decideSections()
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
