extension EmptyStateController {
  /// Loads the list's content with `loader` and applies it with `apply`: the one call that drives
  /// the loading, loaded and failed phases.
  ///
  /// The phase moves to ``ContentPhase/loading`` at once; the loading placeholder appears after
  /// the show delay of ``EmptyStateOptions/loadingTiming``. `loader` runs off the main actor.
  /// When it returns, `apply` runs on the main actor with the phase change still pending: it
  /// writes the data source and reloads or updates the list, then the phase becomes
  /// ``ContentPhase/loaded``, and the placeholder is decided once, after both. No moment exists
  /// where the phase says loaded and the counts are old. An apply step that sets the phase by
  /// hand (finding the data invalid, say) or starts a load keeps the phase that gives. When
  /// `loader` throws, the phase becomes
  /// ``ContentPhase/failed(_:)`` with its error, and the failure placeholder's button retries.
  ///
  /// ```swift
  /// orders.emptyState.load {
  ///   try await api.orders()
  /// } apply: { orders, names in
  ///   source.names = names
  ///   orders.reloadData()
  /// }
  /// ```
  ///
  /// A new load supersedes the running one: the running one's task is cancelled and nothing it
  /// produces is applied, even if it finishes later. A load whose `id` equals the running one's
  /// joins it instead (as SwiftUI's `task(id:)` restarts only for a new id). A cancelled load
  /// puts back the phase it found; `CancellationError` is never a failure. Events report the
  /// start and the end of every load (``EmptyStateEvent/didStartLoad(_:)``,
  /// ``EmptyStateEvent/didEndLoad(_:_:)``). A list released while loading cancels its load and
  /// is freed; the task ends as soon as `loader` honours the cancellation.
  ///
  /// This is the managed layer. ``beginLoading()``, ``finishLoading()`` and
  /// ``failLoading(with:)`` remain as the low-level layer underneath: setting the phase by hand
  /// supersedes a managed load.
  ///
  /// - Parameters:
  ///   - id: Identifies the load; a load with the id of the running one joins it.
  ///   - loader: Fetches the data, on any executor; it may throw.
  ///   - apply: Writes the data into the data source and updates the list; it receives the list.
  ///     The controller keeps it for retries while the list lives, so a capture of the list
  ///     would keep the list alive: use the list it receives.
  /// - Returns: The load's task. Cancelling it cancels the load as ``cancelLoading()`` does, on
  ///   the main actor's next turn, even while a loader that ignores cancellation goes on or
  ///   while the outcome waits for the minimum display time. It completes once the loader has
  ///   returned and its outcome was handed over (applied at once, after the loading
  ///   placeholder's minimum display time, or dropped).
  @discardableResult
  public func load<Value: Sendable>(
    id: AnyHashable? = nil,
    _ loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let request = LoadRequest<List> { controller, kind in
      controller.startLoad(kind: kind, id: id, loader: loader, apply: apply)
    }
    loads.lastRequest = request
    return request.start(self, .load)
  }

  /// Runs the last loader again as a refresh: existing rows stay while it runs and if it fails,
  /// unless ``EmptyStateOptions/refresh`` says `replaceContent`.
  ///
  /// Its start and end are reported with ``LoadKind/refresh``, for a pull-to-refresh control.
  ///
  /// - Returns: The load's task, or `nil` when no loader was ever given.
  @discardableResult
  public func refresh() -> Task<Void, Never>? {
    loads.lastRequest?.start(self, .refresh)
  }

  /// Runs the last loader again after a failure; the failure placeholder's button calls it.
  ///
  /// - Returns: The load's task, or `nil` when no loader was ever given.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    loads.lastRequest?.start(self, .retry)
  }

  /// Searches for `query` with one call: a load whose query reaches the placeholders together
  /// with its results.
  ///
  /// The query becomes ``searchQuery`` in the same pass as the results and the phase, so "No
  /// results for “…”" never names a query whose results are not shown yet. A search for another
  /// query supersedes the running one; the same query joins it.
  ///
  /// - Parameters:
  ///   - query: What the user typed.
  ///   - loader: Fetches the results for the query, on any executor.
  ///   - apply: Writes the results into the data source and updates the list.
  /// - Returns: The load's task.
  @discardableResult
  public func search<Value: Sendable>(
    _ query: String,
    _ loader: @escaping @Sendable (_ query: String) async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let request = LoadRequest<List> { controller, kind in
      controller.startLoad(
        kind: kind, id: SearchID(query: query), loader: { try await loader(query) }
      ) { list, value in
        apply(list, value)
        list.emptyState.searchQuery = query
      }
    }
    loads.lastRequest = request
    return request.start(self, .search)
  }

  /// Cancels the running load; does nothing when no load runs.
  ///
  /// The phase goes back to what it was before the load, and nothing the load produces is
  /// applied.
  public func cancelLoading() {
    send(.cancelled(generation: nil))
  }

  /// Whether a managed load is under way: started, and not yet over.
  public var isLoading: Bool {
    machine.currentLoad != nil
  }

  /// The clock that ``EmptyStateOptions/loadingTiming`` and ``EmptyStateOptions/transitions``
  /// are measured on; the continuous clock unless set.
  ///
  /// Tests set a clock they advance by hand, so that no test waits for real time. Setting it
  /// keeps every pending time: the show delay, the minimum display time of a held result, each
  /// fade and the paging footer's timers (``PagedLoader/footerTiming``) go on on the new clock
  /// for the time they had left (the time already spent counts), and nothing is shown, hidden
  /// or sent by the change itself.
  public var clock: any Clock<Duration> {
    get { timerStorage?.clock ?? ContinuousClock() }
    set { timers.replaceClock(with: newValue) }
  }
}

extension EmptyStateController {
  func reportLoadingTimingBeyondMaximum() {
    guard configuration.options.loadingTiming.exceedsMaximum else { return }
    list?.report(
      .invalidConfiguration(
        "empty state: a show delay or minimum display longer than "
          + "\(EmptyStateOptions.LoadingTiming.maximumDuration) is cut to it"))
  }
}

/// The id of a search load: the query, apart from any id an app gives.
private struct SearchID: Hashable {
  let query: String
}

extension EmptyStateController {
  /// Starts a load of `kind`, or joins the running one with the same `id`.
  func startLoad<Value: Sendable>(
    kind: LoadKind, id: AnyHashable?,
    loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let showDelay = configuration.options.loadingTiming.effectiveShowDelay
    var started: Task<Void, Never>?
    send(.loadRequested(kind, id: id, showDelay: showDelay)) { load in
      let task = self.makeTask(for: load.generation, loader: loader, apply: apply)
      self.loads.task = OwnedTask(task, id: load.generation)  // cancels the superseded load's task
      started = task
    }
    return started ?? loads.task?.task ?? Task {}
  }

  private func makeTask<Value: Sendable>(
    for generation: UInt64, loader: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Task<Void, Never> {
    let identity = LoadIdentity(controller: loads.owner, generation: generation)
    return Task { [weak self] in
      let result = await withTaskCancellationHandler {
        await identity.run(loader)
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.send(.cancelled(generation: generation)) }
      }
      guard self?.loaderFinished(generation, result, apply: apply) == true else { return }
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiter in
          guard let self else { return waiter.resume() }  // the list went
          self.waitForHandOver(generation, waiter)
        }
      } onCancel: { [weak self] in
        Task { @MainActor [weak self] in self?.send(.cancelled(generation: generation)) }
      }
    }
  }

  private func loaderFinished<Value>(
    _ generation: UInt64, _ result: Result<Value, any Error>,
    apply: @escaping @MainActor (_ list: List, _ value: Value) -> Void
  ) -> Bool {
    var cancelled = Task.isCancelled
    if case .failure(let error) = result, error is CancellationError { cancelled = true }
    var held: HeldLoadOutcome?
    if !cancelled {
      switch result {
      case .success(let value):
        held = HeldLoadOutcome(
          outcome: .success { [weak self] in
            if let list = self?.list { apply(list, value) }
          })
      case .failure(let error): held = HeldLoadOutcome(outcome: .failure(error))
      }
    }
    send(
      .loaderReturned(generation: generation, held, minimumDisplayLeft: remainingMinimumDisplay()))
    return loadStorage?.handOver?.generation == generation
  }

  /// Holds the task of `generation` with `waiter` until its outcome is applied or dropped.
  private func waitForHandOver(_ generation: UInt64, _ waiter: CheckedContinuation<Void, Never>) {
    guard let handOver = loadStorage?.handOver, handOver.generation == generation else {
      return waiter.resume()  // handed over meanwhile: the task goes on
    }
    handOver.waiter = waiter
  }

  private func remainingMinimumDisplay() -> Duration? {
    guard let shown = timerStorage?.elapsed(.load),
      let minimum = configuration.options.loadingTiming.effectiveMinimumDisplay
    else { return nil }
    let remaining = minimum - shown
    return remaining > .zero ? remaining : nil
  }

  /// The load's alarm rang: its show delay, or its held outcome's minimum display, is over.
  func loadAlarmFired(_ alarm: LoadAlarm) {
    // Fades that ended meanwhile are heard before the held outcome; catching up is idempotent.
    if case .minimumDisplay = alarm { updateTransitions() }
    send(.alarmFired(alarm))
  }

  /// Stops the current load's task and its alarm (the machine has ended the load).
  func stopLoadWork() {
    timerStorage?.cancel(loadStorage?.alarm)
    loadStorage?.task = nil
  }
}
