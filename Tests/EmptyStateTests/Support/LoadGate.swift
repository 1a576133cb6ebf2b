import EmptyState
import EmptyStateTesting
import Foundation

/// A loader's result, handed over when the test chooses: the loader waits for it, and one
/// result answers every run that asks (a retry of a failed gate fails again).
///
/// Unlike a `TestLoader`, whose answers are taken one per run, a gate keeps its first result:
/// the load tests answer a gate once, whatever ran it. While a loader waits, the load counts as
/// waiting for the test, so `settle()` returns without an answer. Cancelling the waiting task
/// makes the loader throw `CancellationError` at once, as a loader that honours cancellation does.
final class LoadGate<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and the continuation is resumed after it is released.

  private struct Waiter {
    let continuation: CheckedContinuation<Value, any Error>
    let load: LoadIdentity?
  }

  private let lock = NSLock()
  private var result: Result<Value, any Error>?
  private var waiter: Waiter?
  private var cancelled = false

  /// Whether the loader's task was cancelled while it waited.
  var wasCancelled: Bool {
    lock.withLock { cancelled }
  }

  /// Whether a loader is waiting for the result.
  var isWaiting: Bool {
    lock.withLock { waiter != nil }
  }

  /// Waits for the result; what the loader calls.
  func value() async throws -> Value {
    let load = LoadIdentity.current
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let ready: Result<Value, any Error>? = lock.withLock {
          if cancelled { return .failure(CancellationError()) }
          if let result { return result }
          waiter = Waiter(continuation: continuation, load: load)
          if let load { LoadWaits.shared.block(load) }
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiting: Waiter? = lock.withLock {
        cancelled = true
        defer { waiter = nil }
        return waiter
      }
      release(waiting, with: .failure(CancellationError()))
    }
  }

  /// The loader returns `value`.
  func succeed(_ value: Value) {
    resolve(.success(value))
  }

  /// The loader throws `error`.
  func fail(_ error: any Error) {
    resolve(.failure(error))
  }

  private func resolve(_ outcome: Result<Value, any Error>) {
    let waiting: Waiter? = lock.withLock {
      guard result == nil else { return nil }
      result = outcome
      defer { waiter = nil }
      return waiter
    }
    release(waiting, with: outcome)
  }

  /// The load no longer waits for the test (before its loader goes on, so that `settle()` then
  /// waits for what the loader does next).
  private func release(_ waiting: Waiter?, with outcome: Result<Value, any Error>) {
    guard let waiting else { return }
    if let load = waiting.load { LoadWaits.shared.unblock(load) }
    waiting.continuation.resume(with: outcome)
  }
}
