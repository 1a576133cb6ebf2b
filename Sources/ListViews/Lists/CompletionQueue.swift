/// The batch completions of a list: those waiting for the content hooks to settle, and those
/// ready to run.
///
/// The list runs the ready ones in one loop, taking them out one at a time, so that a
/// completion starting the next batch (whose completion joins the queue) never deepens the
/// stack.
struct CompletionQueue {
  typealias Completion = (_ finished: Bool) -> Void

  private var waiting: [Completion] = []
  private var recoveredWhileWaiting = false
  private var ready: [(completion: Completion, finished: Bool)] = []
  private var next = 0

  /// Whether the list's loop is running completions.
  var isRunning = false

  /// Keeps `completion` until the hooks settle.
  mutating func wait(_ completion: @escaping Completion) {
    waiting.append(completion)
  }

  /// Queues `completion` to run with `finished`.
  mutating func append(_ completion: @escaping Completion, finished: Bool) {
    ready.append((completion, finished))
  }

  /// Notes a recovery with a full reload: the completions waiting now finish with `false`.
  ///
  /// Only completions waiting now are told; a later batch must not hear of it.
  mutating func noteRecovery() {
    if !waiting.isEmpty { recoveredWhileWaiting = true }
  }

  /// The hooks settled: the waiting completions are ready to run.
  mutating func settle() {
    guard !waiting.isEmpty else { return }
    let finished = !recoveredWhileWaiting
    for completion in waiting { ready.append((completion, finished)) }
    waiting.removeAll()
    recoveredWhileWaiting = false
  }

  /// Whether no completion waits or is ready.
  var isEmpty: Bool { waiting.isEmpty && next >= ready.count }

  /// Takes out the next ready completion, or `nil` when none is left.
  ///
  /// Its slot is overwritten with a completion that does nothing, so that the caller's copy is
  /// the last reference: a completion (and whatever it captured) is released by the caller,
  /// after this access ended, never inside it.
  mutating func popReady() -> (completion: Completion, finished: Bool)? {
    guard next < ready.count else {
      if next > 0 {
        ready.removeAll(keepingCapacity: true)
        next = 0
      }
      return nil
    }
    let taken = ready[next]
    ready[next] = ({ _ in }, taken.finished)  // a context-free closure: no allocation
    next += 1
    if next >= 1_024, next * 2 >= ready.count {
      // A long chain: drop what ran, so memory stays bounded by what is still queued.
      ready.removeFirst(next)
      next = 0
    }
    return taken
  }
}
