extension EmptyStateController {
  /// Starts a load of `kind`, or joins the running one with the same `id`.
  func startLoad<Value: Sendable>(
    kind: LoadKind, id: AnyHashable?,
    loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let delays = configuration.options.loadingTiming.effectiveShowDelay != nil
    let action = core.startLoad(kind: kind, id: id, delaysDisplay: delays)
    guard case .started(let load, let superseded, let timerChange) = action else {
      return loads.task?.task ?? Task {}
    }
    let generation = load.generation
    // Cancelling the task cancels the load on the main actor's next turn, whether the loader
    // honours it or not, and while the outcome is held.
    let identity = LoadIdentity(controller: loads.owner, generation: generation)
    let task = Task { [weak self] in
      let result = await withTaskCancellationHandler {
        await identity.run(loader)
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.loadTaskWasCancelled(generation) }
      }
      guard self?.loaderFinished(generation, result, apply: apply) == true else { return }
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiter in
          guard let self else { return waiter.resume() }  // the list went
          self.waitForHandOver(generation, waiter)
        }
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.loadTaskWasCancelled(generation) }
      }
    }
    loads.task = OwnedTask(task)  // cancels the superseded load's task
    switch timerChange {
    case .keep: break
    case .cancel: timerStorage?.cancel(loads.alarm)
    case .scheduleShowDelay:
      if let delay = configuration.options.loadingTiming.effectiveShowDelay {
        timers.set(&loads.alarm, after: delay) { [weak self] in self?.showDelayEnded() }
      }
    }
    if let superseded {
      announce(.ended(superseded.kind, .superseded), .started(load))
    } else {
      announce(.started(load))
    }
    return task
  }

  /// The task of the load of `generation` was cancelled: as ``cancelLoading()``, if that load is
  /// still current.
  private func loadTaskWasCancelled(_ generation: UInt64) {
    guard core.load?.generation == generation else { return }
    cancelLoading()
  }

  /// The loader of `generation` returned or threw: applies, holds or ignores the outcome.
  ///
  /// - Returns: Whether the outcome is held for the minimum display time (the task then waits
  ///   until it is handed over).
  private func loaderFinished<Value>(
    _ generation: UInt64, _ result: Result<Value, any Error>,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Bool {
    var cancelled = Task.isCancelled
    if case .failure(let error) = result, error is CancellationError { cancelled = true }
    let outcome: LoadOutcomeValue<List>
    switch result {
    case .success(let value): outcome = .success { list in apply(list, value) }
    case .failure(let error): outcome = .failure(error)
    }
    let remaining = remainingMinimumDisplay()
    switch core.loaderFinished(
      generation: generation, cancelled: cancelled,
      outcome: HeldLoadOutcome(outcome: outcome), minimumDisplayRuns: remaining != nil)
    {
    case .ignore:
      return false
    case .cancelled(let load):
      stopLoadWork()
      endCancelled(load)
      return false
    case .held:
      if let remaining {
        timers.set(&loads.alarm, after: remaining) { [weak self] in self?.minimumDisplayEnded() }
      }
      return true
    case .finished(_, let now):
      complete(generation, now)
      return false
    }
  }

  /// The task of the held outcome of `generation` waits with `waiter` until the outcome is
  /// applied or dropped; at once, if it already was.
  private func waitForHandOver(_ generation: UInt64, _ waiter: CheckedContinuation<Void, Never>) {
    let handOver = HandOver(task: loadStorage?.task?.task, waiter: waiter)
    // When nothing is held, the hand-over goes on return, which lets the task go on.
    core.updateHeld(generation: generation) { $0.handOver = handOver }
  }

  /// How much longer the shown loading placeholder must stay, if at all.
  private func remainingMinimumDisplay() -> Duration? {
    guard core.visible == .loading, let shown = timerStorage?.elapsed(.load),
      let minimum = configuration.options.loadingTiming.effectiveMinimumDisplay
    else { return nil }
    let remaining = minimum - shown
    return remaining > .zero ? remaining : nil
  }

  /// Applies the outcome of `generation`, which ends its load.
  ///
  /// Data (or the error) and phase go through one evaluation pass (see `runPass()`): the core
  /// stages the outcome, the pass runs its apply step, then sets the phase, then decides once
  /// after both, and the load's end is queued after that decision.
  private func complete(_ generation: UInt64, _ held: HeldLoadOutcome<List>) {
    guard core.complete(generation: generation, outcome: held) else { return }
    held.handOver = nil  // the load's task goes on once its outcome is staged
    // Kept until the end: the apply step may run inside this very task, which must not see
    // itself cancelled; a load the apply step starts takes the slot.
    let finishing = loads.task
    loads.task = nil
    timerStorage?.cancel(loadStorage?.alarm)
    withExtendedLifetime(finishing) { evaluate() }
  }

  /// Reports the end of a cancelled `load`, which first puts its phase back, in one drain of
  /// the work queue: what handlers of the phase cause comes after the end.
  func endCancelled(_ load: ManagedLoad) {
    inOneDrain {
      writePhase(load.phaseBefore)
      announce(.ended(load.kind, .cancelled))
    }
  }

  // MARK: Phase

  /// Sets the phase on behalf of the load machinery (which does not supersede a load).
  func writePhase(_ newPhase: ContentPhase) {
    setPhase(newPhase, byApp: false)
  }

  // MARK: Timers

  /// Stops the current load's task and its alarm (the core has dropped a held outcome with the
  /// load).
  func stopLoadWork() {
    timerStorage?.cancel(loadStorage?.alarm)
    loadStorage?.stopWork()
  }

  /// The show delay of the current load is over.
  private func showDelayEnded() {
    guard core.showDelayElapsed() else { return }
    evaluate()
  }

  /// The loading placeholder's minimum display is over: the held outcome is applied.
  private func minimumDisplayEnded() {
    guard let held = core.heldOutcome else { return }
    // The fades first catch up with now, as before any decision: a fade that ended meanwhile
    // sends its event before the result's, whichever of the two alarms the clock woke first.
    syncTransitions()
    complete(held.load.generation, held.outcome)
  }
}
