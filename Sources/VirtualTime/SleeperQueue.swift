/// The sleepers of a ``VirtualClock``: a min-heap by deadline (then by the order they slept) for
/// waking, and a dictionary by id, which is the truth (a cancelled sleeper leaves the heap
/// lazily, skipped when it comes up).
struct SleeperQueue<Instant: InstantProtocol> {
  struct Sleeper {
    let id: UInt64
    let deadline: Instant
    /// Whether the sleeper goes on on the main actor, where the clock is advanced: an advance
    /// waits for it to go on before it wakes the next one (``returnWaiters``).
    let isOnMainActor: Bool
    /// Resumed with whether the advance that woke it waits for it to go on.
    let suspension: LoadSuspension<Bool>
  }

  private struct Entry {
    let deadline: Instant
    let id: UInt64

    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && id < other.id)
    }
  }

  var now: Instant
  /// Sleeps begun but not yet registered or returned.
  private var beginning: Set<UInt64> = []
  /// Sleeps cancelled between their beginning and their registration.
  private var cancelledEarly: Set<UInt64> = []
  /// The library's alarms set on the clock, neither waited for nor dropped, in the order set.
  private var alarms: [(task: Task<Void, Never>, deadline: Instant)] = []
  /// How many alarms advances have waited for, for tests of what an advance costs.
  private(set) var alarmsWaitedFor = 0
  /// The advances that woke a sleeper of the main actor and wait for it to go on, by its id.
  var returnWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  /// Who waits for a number of sleepers (``VirtualClock/waitForSleepers(_:)``).
  var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var sleepers: [UInt64: Sleeper] = [:]
  private var heap: [Entry] = []
  private var lastID: UInt64 = 0

  /// How many sleepers wait.
  var count: Int { sleepers.count }

  /// How many of the library's alarms the queue keeps.
  var alarmCount: Int { alarms.count }

  /// How many sleeps the queue keeps anything of: waiting, or on their way to be (a sleep woken
  /// or cancelled keeps nothing but, for a while, a stale heap entry).
  var trackedCount: Int { sleepers.count + beginning.count + returnWaiters.count }

  init(now: Instant) {
    self.now = now
  }

  /// A new sleeper's id, in the order sleeps began.
  mutating func reserveID() -> UInt64 {
    lastID += 1
    beginning.insert(lastID)
    return lastID
  }

  /// The sleep `id` reached its continuation: whether it was cancelled before that.
  mutating func finishBeginning(_ id: UInt64) -> Bool {
    beginning.remove(id)
    return cancelledEarly.remove(id) != nil
  }

  mutating func insert(
    id: UInt64, deadline: Instant, isOnMainActor: Bool, suspension: LoadSuspension<Bool>
  ) {
    sleepers[id] = Sleeper(
      id: id, deadline: deadline, isOnMainActor: isOnMainActor, suspension: suspension)
    heap.append(Entry(deadline: deadline, id: id))
    siftUp(heap.count - 1)
  }

  /// The count waiters whose count is reached, no longer waiting.
  mutating func takeReachedCountWaiters() -> [CheckedContinuation<Void, Never>] {
    guard !countWaiters.isEmpty else { return [] }
    let reached = countWaiters.filter { $0.count <= sleepers.count }.map(\.continuation)
    countWaiters.removeAll { $0.count <= sleepers.count }
    return reached
  }

  /// Removes the sleeper `id`, or notes that it was cancelled before it slept.
  mutating func remove(id: UInt64) -> Sleeper? {
    guard let sleeper = sleepers.removeValue(forKey: id) else {
      // Woken already, or not registered yet: only the latter must remember the cancellation.
      if beginning.contains(id) { cancelledEarly.insert(id) }
      return nil
    }
    // The heap keeps a stale entry; keep it small when most of it is stale.
    if heap.count > 64, heap.count > 2 * sleepers.count { rebuildHeap() }
    return sleeper
  }

  /// The earliest deadline still waited for.
  mutating func earliestDeadlineEntry() -> (deadline: Instant, id: UInt64)? {
    while let top = heap.first {
      if sleepers[top.id] != nil { return (top.deadline, top.id) }
      popHeap()
    }
    return nil
  }

  /// Keeps the library's alarm `task`, due at `deadline`.
  mutating func addAlarm(_ task: Task<Void, Never>, deadline: Instant) {
    alarms.append((task, deadline))
  }

  /// Forgets the library's alarm `task`, dropped by its setter before it was waited for.
  mutating func removeAlarm(_ task: Task<Void, Never>) {
    guard let index = alarms.firstIndex(where: { $0.task == task }) else { return }
    alarms.remove(at: index)
  }

  /// The library's alarm due by ``now`` that was set first, no longer kept.
  mutating func takeDueAlarm() -> Task<Void, Never>? {
    guard let index = alarms.firstIndex(where: { $0.deadline <= now }) else { return nil }
    alarmsWaitedFor += 1
    return alarms.remove(at: index).task
  }

  /// The earliest deadline of a sleeper or of an alarm not yet asleep (an alarm's task may not
  /// have reached its sleep yet).
  mutating func nextDeadline() -> Instant? {
    let sleeper = earliestDeadlineEntry()?.deadline
    let alarm = alarms.lazy.map(\.deadline).min()
    switch (sleeper, alarm) {
    case (let sleeper?, let alarm?): return min(sleeper, alarm)
    case (let only?, nil), (nil, let only?): return only
    case (nil, nil): return nil
    }
  }

  /// Moves ``now`` to the next deadline up to `target` and returns it, or to `target`.
  ///
  /// Returns `nil` when no deadline is left by `target`. One step under the lock: a sleep that
  /// begins after it finds its deadline either passed (and returns at once) or still ahead.
  mutating func step(toward target: Instant) -> Instant? {
    guard let next = nextDeadline(), next <= target else {
      now = max(now, target)
      return nil
    }
    now = max(now, next)
    return next
  }

  /// Takes the earliest sleeper due by `deadline`, setting ``now`` to its deadline.
  mutating func popDue(by deadline: Instant) -> Sleeper? {
    guard let (due, id) = earliestDeadlineEntry(), due <= deadline else { return nil }
    popHeap()
    now = max(now, due)
    return sleepers.removeValue(forKey: id)
  }

  private mutating func rebuildHeap() {
    heap = sleepers.map { Entry(deadline: $0.value.deadline, id: $0.key) }
    heap.sort { $0.precedes($1) }  // a sorted array is a valid heap
  }

  private mutating func popHeap() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    siftDown(0)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      var first = left
      if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { first = left + 1 }
      guard heap[first].precedes(heap[parent]) else { return }
      heap.swapAt(first, parent)
      parent = first
    }
  }
}
