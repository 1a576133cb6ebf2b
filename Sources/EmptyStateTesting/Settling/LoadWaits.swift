import EmptyState
import Foundation

/// Which loads wait for the test, on a ``TestClock`` or a ``TestLoader``, and who waits for
/// them to: what lets `settle()` wait for a loader's work without waiting for the test itself.
final class LoadWaits: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and continuations are resumed after it is released.

  static let shared = LoadWaits()

  private let lock = NSLock()
  /// How many of each load's suspensions wait for the test.
  private var blocked: [LoadIdentity: Int] = [:]
  /// Loads whose task has ended.
  private var ended: Set<LoadIdentity> = []
  /// Who waits for a load to block or end.
  private var watchers: [LoadIdentity: [CheckedContinuation<Void, Never>]] = [:]

  /// A suspension of `load` now waits for the test.
  func block(_ load: LoadIdentity) {
    let waiting: [CheckedContinuation<Void, Never>] = lock.withLock {
      blocked[load, default: 0] += 1
      return watchers.removeValue(forKey: load) ?? []
    }
    for watcher in waiting { watcher.resume() }
  }

  /// A suspension of `load` was answered, woken or cancelled.
  func unblock(_ load: LoadIdentity) {
    lock.withLock {
      guard let count = blocked[load] else { return }
      blocked[load] = count > 1 ? count - 1 : nil
    }
  }

  /// Whether `load` waits for the test, or has ended.
  func isIdle(_ load: LoadIdentity) -> Bool {
    lock.withLock { blocked[load] != nil || ended.contains(load) }
  }

  /// Returns once `load` waits for the test, or once `task` (its task) has ended.
  func waitUntilIdle(_ load: LoadIdentity, task: Task<Void, Never>) async {
    let watcher = Task {
      await task.value
      self.end(load)
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let idle = lock.withLock {
        if blocked[load] != nil || ended.contains(load) { return true }
        watchers[load, default: []].append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
    _ = watcher
  }

  /// `load`'s loader has returned, or its task has ended: nothing of it waits for the test.
  func end(_ load: LoadIdentity) {
    let waiting: [CheckedContinuation<Void, Never>] = lock.withLock {
      ended.insert(load)
      blocked[load] = nil
      return watchers.removeValue(forKey: load) ?? []
    }
    for watcher in waiting { watcher.resume() }
  }
}
