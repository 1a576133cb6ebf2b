import EmptyState
import Foundation

/// A loader's result, handed over when its holder chooses: the loader waits for it,
/// and one result answers every run that asks (a retry of a failed gate fails again).
///
/// ```swift
/// let gate = LoadGate<[Int]>()
/// list.emptyState.load { try await gate.value() } apply: { list, rows in ... }
/// gate.succeed([1, 2])
/// ```
///
/// A gate keeps its first result for every run (a loader that takes one answer per run is built
/// on ``LoadSuspension`` the same way). While a loader waits, its load counts as waiting for the
/// hand (``LoadSuspension``), so a wait for the load's own work returns without an answer. Cancelling the waiting task
/// makes the loader throw `CancellationError` at once, as a loader that honours cancellation
/// does, and so does every later run.
package final class LoadGate<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and the waiter is resumed after it is released.

  private let lock = NSLock()
  private var result: Result<Value, any Error>?
  private var waiter: LoadSuspension<Value>?
  private var cancelled = false

  /// Creates a gate nothing has gone through yet.
  package init() {}

  /// Whether the loader's task was cancelled while it waited.
  package var wasCancelled: Bool {
    lock.withLock { cancelled }
  }

  /// Whether a loader is waiting for the result.
  package var isWaiting: Bool {
    lock.withLock { waiter != nil }
  }

  /// Waits for the result; what the loader calls.
  ///
  /// - Returns: The value given to ``succeed(_:)``.
  /// - Throws: The error given to ``fail(_:)``, or `CancellationError` once cancelled.
  package func value() async throws -> Value {
    let load = LoadIdentity.current
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let ready: Result<Value, any Error>? = lock.withLock {
          if cancelled { return .failure(CancellationError()) }
          if let result { return result }
          waiter = LoadSuspension(continuation, load: load)
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiting: LoadSuspension<Value>? = lock.withLock {
        cancelled = true
        defer { waiter = nil }
        return waiter
      }
      waiting?.resume(with: .failure(CancellationError()))
    }
  }

  /// The loader returns `value`.
  package func succeed(_ value: Value) {
    resolve(.success(value))
  }

  /// The loader throws `error`.
  package func fail(_ error: any Error) {
    resolve(.failure(error))
  }

  private func resolve(_ outcome: Result<Value, any Error>) {
    let waiting: LoadSuspension<Value>? = lock.withLock {
      guard result == nil else { return nil }
      result = outcome
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(with: outcome)
  }
}
