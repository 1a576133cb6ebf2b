package import EmptyState
import Foundation

/// Which loads wait for a hand, on a ``VirtualClock`` or in a ``LoadSuspension`` (a ``LoadGate``,
/// a hand-answered loader), and who waits for them to: what lets a wait for a loader's work
/// return without waiting for the hand itself.
///
/// Each wait is a ``LoadSuspension``, which blocks and unblocks its load here. A load's identity comes back with a new list at a released
/// list's address, so nothing here outlives the wait that needs it, and news of a load only
/// wakes a waiter to look again (``waitUntilIdle(_:task:)``'s caller checks ``isIdle(_:)``).
package final class LoadWaits: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and continuations are resumed after it is released.

  package static let shared = LoadWaits()

  private let lock = NSLock()
  /// How many of each load's suspensions wait for the test: each block is paired with one
  /// unblock, when the suspension is answered, woken or cancelled.
  private var blocked: [LoadIdentity: Int] = [:]
  /// Who waits for news of a load.
  private var waiters: [LoadIdentity: [IdleWait]] = [:]

  /// A suspension of `load` now waits for the test.
  package func block(_ load: LoadIdentity) {
    let waiting: [IdleWait] = lock.withLock {
      blocked[load, default: 0] += 1
      return waiters.removeValue(forKey: load) ?? []
    }
    for waiter in waiting { waiter.finish(taskEnded: false) }
  }

  /// A suspension of `load` was answered, woken or cancelled.
  package func unblock(_ load: LoadIdentity) {
    lock.withLock {
      guard let count = blocked[load] else { return }
      blocked[load] = count > 1 ? count - 1 : nil
    }
  }

  /// Whether `load` waits for the test.
  package func isIdle(_ load: LoadIdentity) -> Bool {
    lock.withLock { blocked[load] != nil }
  }

  /// Returns once `load` waits for the test, its loader has returned, or `task` (its task) has
  /// ended, or on other news of `load`: the caller looks again.
  ///
  /// - Returns: Whether `task` has ended.
  @MainActor
  package func waitUntilIdle(_ load: LoadIdentity, task: Task<Void, Never>) async -> Bool {
    let wait = IdleWait()
    let idle = lock.withLock {
      if blocked[load] != nil { return true }
      waiters[load, default: []].append(wait)
      return false
    }
    if idle { return false }
    let watcher = Task {
      await task.value
      wait.finish(taskEnded: true)
    }
    let taskEnded = await wait.result()
    lock.withLock {
      waiters[load]?.removeAll { $0 === wait }
      if waiters[load]?.isEmpty == true { waiters[load] = nil }
    }
    _ = watcher
    return taskEnded
  }

  /// `load`'s loader has returned: whoever waits for it looks again.
  package func loaderReturned(_ load: LoadIdentity) {
    let waiting = lock.withLock { waiters.removeValue(forKey: load) ?? [] }
    for waiter in waiting { waiter.finish(taskEnded: false) }
  }
}

/// One call of ``LoadWaits/waitUntilIdle(_:task:)``: finished once, by whichever news comes
/// first, before or after the caller starts waiting.
private final class IdleWait: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and the continuation is resumed after it is released.

  private let lock = NSLock()
  private var continuation: CheckedContinuation<Bool, Never>?
  private var outcome: Bool?

  /// Waits until ``finish(taskEnded:)``, at once if it has been called.
  ///
  /// - Returns: Whether the load's task has ended.
  func result() async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let ready: Bool? = lock.withLock {
        if let outcome { return outcome }
        self.continuation = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Ends the wait; only the first call counts.
  func finish(taskEnded: Bool) {
    let waiting: CheckedContinuation<Bool, Never>? = lock.withLock {
      guard outcome == nil else { return nil }
      outcome = taskEnded
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: taskEnded)
  }
}
