extension EmptyStateController {
  /// Starts a load of `kind`, or joins the running one with the same `id`.
  func startLoad<Value: Sendable>(
    kind: LoadKind, id: AnyHashable?,
    loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let showDelay = configuration.options.loadingTiming.effectiveShowDelay
    var started: Task<Void, Never>?
    carryOut(machine.handle(.loadRequested(kind, id: id, showDelay: showDelay))) { load in
      let task = self.makeTask(for: load.generation, loader: loader, apply: apply)
      self.loads.task = OwnedTask(task)  // cancels the superseded load's task
      started = task
    }
    return started ?? loads.task?.task ?? Task {}
  }

  /// The task of the load of `generation`: runs `loader`, hands its outcome to the machine,
  /// and waits while the machine holds it.
  ///
  /// Cancelling the task cancels the load on the main actor's next turn, whether the loader
  /// honours it or not, and while the outcome is held.
  private func makeTask<Value: Sendable>(
    for generation: UInt64, loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let identity = LoadIdentity(controller: loads.owner, generation: generation)
    return Task { [weak self] in
      let result = await withTaskCancellationHandler {
        await identity.run(loader)
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.loadTaskWasCancelled(generation) }
      }
      guard self?.loaderFinished(generation, result, apply: apply) == true else { return }
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiter in
          guard let self else { return waiter.resume() }  // the list went
          self.waitForHandOver(waiter)
        }
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.loadTaskWasCancelled(generation) }
      }
    }
  }

  /// The task of the load of `generation` was cancelled: the load is, if still current.
  private func loadTaskWasCancelled(_ generation: UInt64) {
    carryOut(machine.handle(.cancelled(generation: generation)))
  }

  /// The loader of `generation` returned or threw: the machine applies, holds or ignores the
  /// outcome.
  ///
  /// - Returns: Whether the outcome is held for the minimum display time (the task then waits
  ///   until it is handed over).
  private func loaderFinished<Value>(
    _ generation: UInt64, _ result: Result<Value, any Error>,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Bool {
    var cancelled = Task.isCancelled
    if case .failure(let error) = result, error is CancellationError { cancelled = true }
    var held: HeldLoadOutcome<List>?
    if !cancelled {
      switch result {
      case .success(let value): held = HeldLoadOutcome(outcome: .success { apply($0, value) })
      case .failure(let error): held = HeldLoadOutcome(outcome: .failure(error))
      }
    }
    carryOut(
      machine.handle(
        .loaderReturned(
          generation: generation, held, minimumDisplayLeft: remainingMinimumDisplay())))
    return held != nil && machine.heldOutcome === held
  }

  /// The task of the held outcome waits with `waiter` until the outcome is applied or
  /// dropped; at once, if it already was.
  private func waitForHandOver(_ waiter: CheckedContinuation<Void, Never>) {
    // When nothing is held, the hand-over goes on return, which lets the task go on.
    machine.heldOutcome?.handOver = HandOver(task: loadStorage?.task?.task, waiter: waiter)
  }

  /// How much longer the shown loading placeholder must stay, if at all.
  private func remainingMinimumDisplay() -> Duration? {
    guard machine.visible == .loading, let shown = timerStorage?.elapsed(.load),
      let minimum = configuration.options.loadingTiming.effectiveMinimumDisplay
    else { return nil }
    let remaining = minimum - shown
    return remaining > .zero ? remaining : nil
  }

  /// The load's alarm rang: its show delay, or its held outcome's minimum display, is over.
  func loadAlarmFired() {
    carryOut(machine.handle(.alarmFired))
  }

  /// Sets the phase on behalf of the load machinery (which does not supersede a load).
  func writePhase(_ newPhase: ContentPhase) {
    setPhase(newPhase, byApp: false)
  }

  /// Stops the current load's task and its alarm (the machine has ended the load).
  func stopLoadWork() {
    timerStorage?.cancel(loadStorage?.alarm)
    loadStorage?.stopWork()
  }
}
