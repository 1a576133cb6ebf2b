import Hooks

extension EmptyStateController {
  /// Sends load events, after those already queued; the events of loads that handlers start,
  /// supersede or cancel meanwhile follow in turn, from this loop, never from inside a handler.
  ///
  /// Handlers that keep starting loads stop after ``HookDefaults/maximumPasses`` loads started
  /// in one sending, with ``HookDiagnostic/runawayReentrancy(label:passes:)``: the events still
  /// queued are dropped, and the last load started runs on with the loading phase.
  func announce(_ steps: LoadAnnouncements.Step...) {
    guard loads.announcements.queue(steps) else { return }
    while let step = loads.announcements.take() {
      guard loads.announcements.restarts <= HookDefaults.maximumPasses else {
        stopRunawayLoads()
        return
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

  /// Handlers started loads past the bound: the rest of the queue is dropped, and the phase
  /// follows the load that is current.
  private func stopRunawayLoads() {
    list?.report(
      .hook(
        .runawayReentrancy(
          label: "EmptyStateController.load", passes: HookDefaults.maximumPasses)))
    // Still busy: a phase handler that starts a load here adds no events.
    loads.announcements.drop()
    if core.load != nil, phase.kind != .loading { writePhase(.loading) }
    loads.announcements.finish()
  }
}
