/// A list's managed loads as one small sealed value.
///
/// It knows which load is current, where it is in its life, and what each event means; it has
/// no task, no clock and no view. Its state is private. Each method is named for an event and returns what its owner,
/// ``EmptyStateController``, must do. Every load has a generation; an event about any other
/// generation than the current load's is stale and changes nothing, which is what keeps an old
/// load from overwriting a newer one.
struct LoadStateMachine {
  /// A load as the machine knows it.
  struct Load {
    /// Unique for the list's life; only the current load's generation is listened to.
    let generation: UInt64
    let kind: LoadKind
    /// The app's id: a load with the id of the running one joins it.
    let id: AnyHashable?
    /// The phase before the first load of a chain of loads that superseded each other: what a
    /// cancellation puts back.
    let phaseBefore: ContentPhase
  }

  /// Where the current load is.
  enum Stage: Equatable {
    /// The loading placeholder waits for the show delay: the list shows what it showed before.
    case delaying
    /// The loading placeholder may show.
    case running
    /// The loader returned; its outcome waits until the loading placeholder has been shown for
    /// its minimum time.
    case holding
  }

  /// What the owner does about the timer when a load starts.
  enum TimerChange: Equatable {
    /// Nothing: there is none, or the running one (a show delay) goes on for the new load.
    case keep
    /// Start the show delay.
    case scheduleShowDelay
    /// Stop it: the superseded load was holding its outcome, which is dropped.
    case cancel
  }

  /// What the owner does when a load is asked for.
  enum StartAction {
    /// A load with the same id is running: nothing starts.
    case joined
    /// `load` is current; `superseded` was, and is over.
    case started(Load, superseded: Load?, timer: TimerChange)
  }

  /// What the owner does when a loader returns or throws.
  enum FinishAction {
    /// A superseded or cancelled load: nothing.
    case ignore
    /// The current load was cancelled: it is over; put its phase back.
    case cancelled(Load)
    /// The current load has an outcome: apply it now or hold it; the load stays current until
    /// ``complete(generation:)``.
    case finished(Load, Stage)
  }

  private var current: (load: Load, stage: Stage)?
  private var lastGeneration: UInt64 = 0

  /// The current load, if any.
  var load: Load? { current?.load }

  /// The phase the decision reads instead of the real one: the phase before the load, while the
  /// show delay runs.
  var displayedPhase: ContentPhase? {
    guard let current, current.stage == .delaying else { return nil }
    return current.load.phaseBefore
  }

  // MARK: Events

  /// A load is asked for, with the list's phase as it is (or as a completion in progress is
  /// about to leave it).
  ///
  /// A load whose `id` equals the current load's joins it. Otherwise the new load supersedes the
  /// current one, and keeps the phase before it (to put back on cancellation) and the state of
  /// its loading placeholder: a shown one stays shown, a show delay goes on.
  mutating func start(
    kind: LoadKind, id: AnyHashable?, phase: ContentPhase, delaysDisplay: Bool
  ) -> StartAction {
    if let current, let id, current.load.id == id { return .joined }
    lastGeneration += 1
    let superseded = current
    let load = Load(
      generation: lastGeneration, kind: kind, id: id,
      phaseBefore: superseded?.load.phaseBefore ?? phase)
    let stage: Stage
    let timer: TimerChange
    switch superseded?.stage {
    case nil:
      stage = delaysDisplay ? .delaying : .running
      timer = delaysDisplay ? .scheduleShowDelay : .keep
    case .delaying?:
      (stage, timer) = (.delaying, .keep)
    case .running?:
      (stage, timer) = (.running, .keep)
    case .holding?:
      (stage, timer) = (.running, .cancel)
    }
    current = (load, stage)
    return .started(load, superseded: superseded?.load, timer: timer)
  }

  /// The show delay is over; returns whether the loading placeholder may show from now on.
  mutating func showDelayElapsed() -> Bool {
    guard current?.stage == .delaying else { return false }
    current?.stage = .running
    return true
  }

  /// The loader of `generation` returned or threw; `cancelled` when its task was cancelled or
  /// it threw `CancellationError`.
  mutating func loaderFinished(generation: UInt64, cancelled: Bool) -> FinishAction {
    guard let current, current.load.generation == generation, current.stage != .holding else {
      return .ignore
    }
    guard !cancelled else {
      self.current = nil
      return .cancelled(current.load)
    }
    return .finished(current.load, current.stage)
  }

  /// The current load's outcome waits for the minimum display time.
  mutating func hold(generation: UInt64) {
    guard current?.load.generation == generation else { return }
    current?.stage = .holding
  }

  /// The outcome of `generation` is being applied, which ends its load.
  ///
  /// Returns the load, or `nil` when it is not current any more.
  mutating func complete(generation: UInt64) -> Load? {
    guard let current, current.load.generation == generation else { return nil }
    self.current = nil
    return current.load
  }

  /// The app cancels the current load; returns it, if there was one.
  mutating func cancel() -> Load? {
    defer { current = nil }
    return current?.load
  }

  /// The app set the phase itself: the current load, if any, is superseded and returned.
  mutating func phaseSetByApp() -> Load? {
    defer { current = nil }
    return current?.load
  }
}
