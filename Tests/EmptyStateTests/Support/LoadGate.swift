import Foundation
import Testing

/// A loader's result, handed over by the test when it chooses: the loader waits for it.
///
/// Cancelling the waiting task makes the loader throw `CancellationError` at once, as a loader
/// that honours cancellation does.
final class LoadGate<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and the continuation is resumed after it is released.

  private let lock = NSLock()
  private var result: Result<Value, any Error>?
  private var waiter: CheckedContinuation<Value, any Error>?
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
  func succeed(_ value: Value) {
    resolve(.success(value))
  }

  /// The loader throws `error`.
  func fail(_ error: any Error) {
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

/// Gates for the successive runs of one loader (a retry or a refresh runs it again): run `n`
/// waits for `gate(n)`.
final class LoadGates<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `gates` and `runs` are read and written only while `lock` is
  // held; the gates themselves are Sendable.

  private let lock = NSLock()
  private var gates: [LoadGate<Value>] = []
  private var runs = 0

  /// How many times the loader ran.
  var runCount: Int {
    lock.withLock { runs }
  }

  /// The gate of run `index` (0 is the first run).
  func gate(_ index: Int) -> LoadGate<Value> {
    lock.withLock {
      while gates.count <= index { gates.append(LoadGate()) }
      return gates[index]
    }
  }

  /// The loader: each run waits for its own gate.
  func value() async throws -> Value {
    let index = lock.withLock {
      defer { runs += 1 }
      return runs
    }
    return try await gate(index).value()
  }
}

/// Lets other tasks run until `condition` holds.
///
/// For a step that happens on another executor, such as a task reaching its first suspension.
/// Gives up, recording an issue, after a bound number of turns; it never measures time.
@MainActor
func waitUntil(
  _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async {
  for _ in 0..<100_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("the condition never held", sourceLocation: sourceLocation)
}

/// An object a loader captures, to prove the loader was freed.
final class SendableCanary: Sendable {}
