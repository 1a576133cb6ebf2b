/// The load events still to be sent, in order.
///
/// A handler of a load event may start, supersede or cancel a load; the events of that are
/// queued here and sent once the handlers of the current event have returned, so that the
/// stack stays flat however many loads the handlers start.
struct LoadAnnouncements {
  /// One event to send.
  enum Step {
    /// ``EmptyStateEvent/didStartLoad(_:)``, then the phase moves to loading if the load is
    /// still the current one.
    case started(LoadStateMachine.Load)
    /// ``EmptyStateEvent/didEndLoad(_:_:)``.
    case ended(LoadStateMachine.Load, LoadOutcome)
  }

  /// The steps not sent yet.
  private var pending: [Step] = []
  /// The next step to send.
  private var next = 0
  /// Whether the steps are being sent: a step queued meanwhile waits its turn.
  private(set) var isSending = false
  /// Loads started by handlers during this sending.
  private(set) var restarts = 0

  /// Queues `steps`; returns whether the caller must send the queue (nothing is being sent).
  mutating func queue(_ steps: [Step]) -> Bool {
    pending += steps
    guard !isSending else {
      for case .started in steps { restarts += 1 }
      return false
    }
    isSending = true
    restarts = 0
    return true
  }

  /// The next step to send, or `nil` when the queue is done (it is then empty and idle).
  mutating func take() -> Step? {
    guard next < pending.count else {
      finish()
      return nil
    }
    let step = pending[next]
    next += 1
    return step
  }

  /// Drops the steps not sent yet; the queue stays busy until ``finish()``, so that steps
  /// queued meanwhile are dropped too.
  mutating func drop() {
    pending = []
    next = 0
  }

  /// Drops the steps not sent yet; the queue is idle.
  mutating func finish() {
    drop()
    isSending = false
  }
}
