import Hooks

/// One load event to send.
enum LoadStep {
  /// ``EmptyStateEvent/didStartLoad(_:)``, then the phase moves to loading if the load is still
  /// the current one.
  case started(LoadStateMachine.Load)
  /// ``EmptyStateEvent/didEndLoad(_:_:)``.
  case ended(LoadStateMachine.Load, LoadOutcome)

  /// Whether this step announces a load that starts.
  var starts: Bool {
    if case .started = self { return true }
    return false
  }
}

/// How load events are sent: through a hook point, as decisions and phase announcements are.
///
/// A handler of a load event may start, supersede or cancel a load; the events of that wait
/// for the point's next pass, after the handlers of every event of the current one (the
/// point merges them in order), so that the stack stays flat however many loads the handlers
/// start. The point's passes bound a run; handlers that start several loads in one pass (each
/// pass could then hold twice the loads of the last) are also stopped once they have started
/// more than ``HookDefaults/maximumPasses`` loads in the run.
struct LoadAnnouncements<List: ListContainer> where List.HookOwner == List {
  /// Sends the events; a pass's input is its events, in order.
  let point = HookPoint<EmptyStateController<List>, [LoadStep]>(
    label: "EmptyStateController.load", coalescing: +)
  /// Loads started by handlers since the point began its current run.
  var restarts = 0
  /// A runaway stopped the current run: the events still to be sent, and those handlers add
  /// until the run ends, are dropped.
  var stopped = false

  /// Whether the run under way went past its bound.
  var isOverBound: Bool { restarts > point.maximumPasses }

  /// Notes `steps`, about to be sent or to wait for the next pass; returns whether they go on
  /// (they do not while a runaway stops the run).
  mutating func note(_ steps: [LoadStep]) -> Bool {
    guard point.isRunning else {
      restarts = 0
      stopped = false
      return true
    }
    if steps.contains(where: \.starts) { restarts += 1 }
    return !stopped
  }
}
