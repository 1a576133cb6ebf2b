import Foundation

/// A loader's result, handed over when the test or the Sandbox chooses: the loader waits for it.
///
/// Cancelling the waiting task makes the loader throw `CancellationError` at once, as a loader
/// that honours cancellation does.
public final class LoadGate<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and the continuation is resumed after it is released.

  private let lock = NSLock()
  private var result: Result<Value, any Error>?
  private var waiter: CheckedContinuation<Value, any Error>?
  private var cancelled = false

  /// Creates a gate nothing has gone through yet.
  public init() {}

  /// Whether the loader's task was cancelled while it waited.
  public var wasCancelled: Bool {
    lock.withLock { cancelled }
  }

  /// Whether a loader is waiting for the result.
  public var isWaiting: Bool {
    lock.withLock { waiter != nil }
  }

  /// Waits for the result; what the loader calls.
  public func value() async throws -> Value {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let ready: Result<Value, any Error>? = lock.withLock {
          if cancelled { return .failure(CancellationError()) }
          if let result { return result }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
        cancelled = true
        defer { waiter = nil }
        return waiter
      }
      waiting?.resume(throwing: CancellationError())
    }
  }

  /// The loader returns `value`.
  public func succeed(_ value: Value) {
    resolve(.success(value))
  }

  /// The loader throws `error`.
  public func fail(_ error: any Error) {
    resolve(.failure(error))
  }

  private func resolve(_ outcome: Result<Value, any Error>) {
    let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
      guard result == nil else { return nil }
      result = outcome
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(with: outcome)
  }
}
