import EmptyState
import Foundation
import VirtualTime

/// A loader's answer, given when the test chooses: the loader waits for it.
///
/// ```swift
/// api.fail(Offline())
/// await table.emptyState.settle(running: clock)  // the failure placeholder shows
/// ```
///
/// One loader waits at a time; each answer is kept until a loader takes it, so a test may also
/// answer before the loader asks. Cancelling the waiting task makes the loader throw
/// `CancellationError` at once, as a loader that honours cancellation does. While it waits, the
/// load counts as waiting for the test (``EmptyStateController/settle(sourceLocation:)`` does not wait for it).
public final class TestLoader<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and continuations are resumed after it is released.

  private let lock = NSLock()
  private var answers: [Result<Value, any Error>] = []
  private var waiter: LoadSuspension<Value>?
  private var cancellations = 0
  private var calls = 0

  /// Creates a loader with no answer yet.
  public init() {}

  /// How many times a loader asked for a value.
  public var callCount: Int {
    lock.withLock { calls }
  }

  /// Whether a loader waits for an answer now.
  public var isWaiting: Bool {
    lock.withLock { waiter != nil }
  }

  /// How many waiting loaders were cancelled.
  public var cancellationCount: Int {
    lock.withLock { cancellations }
  }

  /// Waits for the test's next answer; what the loader calls.
  ///
  /// - Returns: The value given to ``succeed(_:)``.
  /// - Throws: The error given to ``fail(_:)``, or `CancellationError` when cancelled first.
  public func value() async throws -> Value {
    try Task.checkCancellation()
    let load = LoadIdentity.current
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let ready: Result<Value, any Error>? = lock.withLock {
          calls += 1
          if !answers.isEmpty { return answers.removeFirst() }
          if waiter != nil {
            return .failure(TestLoaderError.alreadyWaiting)
          }
          waiter = LoadSuspension(continuation, load: load)
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let cancelled: LoadSuspension<Value>? = lock.withLock {
        defer { waiter = nil }
        if waiter != nil { cancellations += 1 }
        return waiter
      }
      cancelled?.resume(with: .failure(CancellationError()))
    }
  }

  /// The waiting loader (or the next one to ask) returns `value`.
  public func succeed(_ value: Value) {
    answer(.success(value))
  }

  /// The waiting loader (or the next one to ask) throws `error`.
  public func fail(_ error: any Error) {
    answer(.failure(error))
  }

  private func answer(_ result: Result<Value, any Error>) {
    let waiting: LoadSuspension<Value>? = lock.withLock {
      guard let waiting = waiter else {
        answers.append(result)
        return nil
      }
      waiter = nil
      return waiting
    }
    waiting?.resume(with: result)
  }
}

/// A misuse of a ``TestLoader``.
public enum TestLoaderError: Error, Equatable {
  /// A second loader asked while another waited: one test loader serves one load at a time.
  case alreadyWaiting
}
