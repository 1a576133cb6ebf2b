extension EmptyStateController {
  // MARK: Waiting, for tests and the Sandbox

  /// Waits until every timer whose deadline the clock has reached has fired and been handled.
  package func settleTimers() async {
    await timerStorage?.settle()
  }

  package var loadTask: Task<Void, Never>? {
    loads.task?.task
  }

  /// The identity of the running load's task, as its loader sees it in ``LoadIdentity/current``.
  package var currentLoadIdentity: LoadIdentity? {
    loadStorage.flatMap { storage in
      storage.task.map { LoadIdentity(controller: storage.owner, generation: $0.id) }
    }
  }

  package var pageRequests: [(identity: LoadIdentity, task: Task<Void, Never>)] {
    loadStorage?.pagedLoaders.compactMap { $0.loader?.runningRequest } ?? []
  }

  /// Whether the running load's loader has returned and its outcome waits to be handed over.
  package var isHoldingOutcome: Bool {
    loadStorage?.handOver != nil
  }

  package func waitForOutcome(of task: Task<Void, Never>) async {
    let ended = TaskEnd()
    let watcher = Task {
      await task.value
      ended.value = true
    }
    var turns = 0
    while !ended.value, loadStorage?.handOver?.task != task, turns < 100_000 {
      turns += 1
      await Task.yield()
    }
    withExtendedLifetime(watcher) {}
  }
}

/// Whether a task watched by ``EmptyStateController/waitForOutcome(of:)`` has ended.
@MainActor
private final class TaskEnd {
  var value = false
}
