import Hooks

extension EmptyStateController {
  /// Sends load events through the load point (``LoadAnnouncements``): at once, or, from a
  /// handler of one of them, in the point's next pass, after the events already waiting.
  ///
  /// Handlers that keep starting loads stop after ``HookDefaults/maximumPasses`` passes, or
  /// once they have started more loads than that in one run, with
  /// ``HookDiagnostic/runawayReentrancy(label:passes:)``: the events still waiting are dropped,
  /// and the last load started runs on with the loading phase.
  func announce(_ steps: LoadStep...) {
    let loads = self.loads
    guard loads.announcements.note(steps) else { return }
    loads.announcements.point.run(self, steps) { controller, steps in controller.send(steps) }
  }

  /// One pass of the load point: sends `steps` in order, until a runaway stops the run.
  private func send(_ steps: [LoadStep]) {
    for step in steps {
      guard let loads = loadStorage, !loads.announcements.stopped else { return }
      guard !loads.announcements.isOverBound else {
        let point = loads.announcements.point
        list?.report(
          .hook(.runawayReentrancy(label: point.label, passes: point.maximumPasses)))
        return stopRunawayLoads()
      }
      switch step {
      case .started(let load):
        if let list { emit(.didStartLoad(load.kind), in: list) }
        // A handler may have started another load or set the phase: only a current load moves on.
        if core.load?.generation == load.generation { writePhase(.loading) }
      case .ended(let load, let outcome):
        if let list { emit(.didEndLoad(load.kind, outcome), in: list) }
      }
    }
  }

  /// A runaway stopped the load point's run (past its passes or its loads): what is still
  /// waiting is dropped, and the phase follows the load that is current.
  func stopRunawayLoads() {
    // Set first: a phase handler that starts a load here adds no events.
    loads.announcements.stopped = true
    loads.announcements.point.dropPendingPass()
    if core.load != nil, phase.kind != .loading { writePhase(.loading) }
  }
}
