import EmptyState
import EmptyStateTesting
import TestSupport
import VirtualTime

/// The gate of the run being started: the library starts the load's task inside the call, and
/// the task inherits this value, so each run finds its own gate whatever order they run in.
enum RunGate {
  @TaskLocal static var current: LoadGate<[Int]>?
}

extension ModelDriver {
  /// Applies an operation on loads, the clock or search to the real list and to the model.
  func applyLoadOperation(_ operation: ModelOperation, expected: inout ModelDriver.Expected) async {
    switch operation {
    case .startLoad(let kind):
      let gate = LoadGate<[Int]>()
      guard model.startLoad(kind, events: &expected.events) else {
        _ = kind == .refresh ? list.refresh() : list.retry()  // nothing to run again
        return
      }
      let task = RunGate.$current.withValue(gate) { start(kind) }
      runs.append(Run(gate: gate, task: task))
    case .resolveRun(let index, let resolution):
      await resolve(index, resolution, expected: &expected)
    case .cancelRun(let index):
      guard !runs.isEmpty else { return }
      let run = runs[index % runs.count]
      // Cancelling a run's task cancels it while it is current, its outcome held or not.
      if let current = model.load, current.run == index % runs.count {
        model.cancel(events: &expected.events)
      }
      run.task?.cancel()
      await run.task?.value
    case .cancelLoading:
      model.cancel(events: &expected.events)
      list.cancelLoading()
    case .advance(let milliseconds, let step, let frames):
      model.advance(
        by: milliseconds, step: step, frames: frames, events: &expected.events,
        hookLog: &expected.hookLog)
      var remaining = milliseconds
      while remaining > 0 {
        let next = min(step, remaining)
        await clock.advance(by: .milliseconds(next))
        await list.settle()
        if frames { list.updateTransitions() }
        remaining -= next
      }
    case .search(let query):
      model.setSearch(query, events: &expected.events)
      list.setSearchQuery(query)
    case .tapButton:
      guard let view = list.emptyView, model.shown != nil, let button = view.buttonNode else {
        return
      }
      let centre = ViewPoint(
        x: view.frame.minX + button.frame.midX, y: view.frame.minY + button.frame.midY)
      tap(at: centre, expected: &expected)
    case .releaseList:
      await replaceList()
    default:
      return
    }
  }

  /// Starts a run of `kind` on the real list; each `.load` is a new loader that captures a
  /// tracked object.
  private func start(_ kind: LoadKind) -> Task<Void, Never>? {
    switch kind {
    case .refresh: return list.refresh()
    case .retry, .search: return list.retry()
    case .load:
      loaders += 1
      let canary = SendableCanary()
      tracker.track(canary, "object captured by loader \(loaders)")
      return list.load {
        _ = canary
        guard let gate = RunGate.current else { throw CancellationError() }
        return try await gate.value()
      } apply: { [weak self] view, rows in
        self?.source?.sections = rows
        view.reloadData()
      }
    }
  }

  /// A tap on a failure placeholder's button: it retries the last loader (a new run), or moves
  /// to loading without one.
  func tapRetry(at point: ViewPoint, expected: inout ModelDriver.Expected) {
    let gate = LoadGate<[Int]>()
    if model.startLoad(.retry, events: &expected.events) {
      RunGate.$current.withValue(gate) { _ = list.view.tap(at: point) }
      runs.append(Run(gate: gate, task: list.loadTask))
    } else {
      model.setPhaseByApp(.loading, events: &expected.events)
      list.view.tap(at: point)
    }
  }

  /// Hands `resolution` to the gate of a run not resolved yet, and waits for its load.
  private func resolve(
    _ index: Int, _ resolution: ModelOperation.Resolution, expected: inout ModelDriver.Expected
  ) async {
    let open = runs.indices.filter { !runs[$0].resolved }
    guard !open.isEmpty else { return }
    let chosen = open[index % open.count]
    runs[chosen].resolved = true
    model.resolve(
      run: chosen, resolution, events: &expected.events, hookLog: &expected.hookLog)
    let gate = runs[chosen].gate
    switch resolution {
    case .rows(let rows): gate.succeed(rows)
    case .failure: gate.fail(LoadError())
    case .cancellation: gate.fail(CancellationError())
    }
    // The current load's outcome is applied, dropped or held (a held outcome's task ends only
    // after the minimum display, when the clock moves on); a load no longer current just ends.
    await list.settle()
    if let task = runs[chosen].task, task != list.loadTask { await task.value }
  }
}
