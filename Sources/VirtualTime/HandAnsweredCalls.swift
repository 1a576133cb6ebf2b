import EmptyState
import Foundation

/// Loader calls that wait for a hand's answer (a test's, a person's), kept by key: the one
/// implementation under every hand-answered loader (``LoadGate``, and those built on this
/// module).
///
/// A call for a key takes an answer kept for it, or waits for the next answer for it, so an
/// answer may come before the call. While a call waits, its load counts as waiting for the hand
/// (``LoadSuspension``). Cancelling a call that has no answer yet makes it throw
/// `CancellationError` at once, even when the cancellation comes before it waits. One call waits
/// per key: a second call for the key fails at once with the error given at creation, so that
/// no call is left waiting for good.
package final class HandAnsweredCalls<Key: Hashable & Sendable, Value: Sendable>:
  @unchecked Sendable
{
  // `@unchecked Sendable` is safe: the mutable stored properties are read and written only while
  // `lock` is held, and suspensions are resumed after it is released.

  /// How long an answer lasts.
  package enum Keeping: Sendable {
    /// Each answer answers one call, in the order the answers were given.
    case oneCallEach
    /// The first answer for a key answers every call for it (a retry of a failure fails again);
    /// a cancellation, when it comes first, is that answer.
    case firstAnswerForEveryCall
  }

  private let lock = NSLock()
  private let keeping: Keeping
  private let alreadyWaiting: any Error
  private var answers: [Key: [Result<Value, any Error>]] = [:]
  private var waiters: [Key: Waiter] = [:]
  private var asked: [Key] = []
  private var cancelledKeys: [Key] = []

  /// Creates calls with no answer yet, whose answers last as `keeping` says; a call for a key
  /// another call waits for throws `alreadyWaiting`.
  package init(keeping: Keeping, alreadyWaiting: any Error = HandAnswerError.alreadyWaiting) {
    self.keeping = keeping
    self.alreadyWaiting = alreadyWaiting
  }

  /// The keys of the calls made, in order.
  package var calls: [Key] { lock.withLock { asked } }

  /// The keys of the calls cancelled before their answer, in order.
  package var cancelled: [Key] { lock.withLock { cancelledKeys } }

  /// Whether a call waits for an answer.
  package var isWaiting: Bool { lock.withLock { !waiters.isEmpty } }

  /// Waits for the answer for `key`; what the loader calls.
  ///
  /// - Returns: The value answered for `key`.
  /// - Throws: The error answered for `key`, `CancellationError` once cancelled, or the error
  ///   for a call made while another waits for `key`.
  package func call(_ key: Key) async throws -> Value {
    let load = LoadIdentity.current
    let call = Call()
    lock.withLock { asked.append(key) }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let ready: Result<Value, any Error>? = lock.withLock {
          // A call cancelled before it waits throws at once.
          if call.isCancelled { return .failure(CancellationError()) }
          if let answer = takeAnswer(for: key) { return answer }
          guard waiters[key] == nil else { return .failure(alreadyWaiting) }
          waiters[key] = Waiter(call: call, suspension: LoadSuspension(continuation, load: load))
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiting: LoadSuspension<Value>? = lock.withLock {
        call.isCancelled = true
        cancelledKeys.append(key)
        if keeping == .firstAnswerForEveryCall, answers[key] == nil {
          answers[key] = [.failure(CancellationError())]
        }
        guard waiters[key]?.call === call else { return nil }
        return waiters.removeValue(forKey: key)?.suspension
      }
      waiting?.resume(with: .failure(CancellationError()))
    }
  }

  /// Answers the call waiting for `key` with `result`, or keeps `result` for the next one
  /// (with ``Keeping/firstAnswerForEveryCall``, only when `key` has no answer yet).
  package func answer(_ key: Key, with result: Result<Value, any Error>) {
    let waiting: LoadSuspension<Value>? = lock.withLock {
      switch keeping {
      case .oneCallEach:
        guard waiters[key] != nil else {
          answers[key, default: []].append(result)
          return nil
        }
      case .firstAnswerForEveryCall:
        guard answers[key] == nil else { return nil }
        answers[key] = [result]
      }
      return waiters.removeValue(forKey: key)?.suspension
    }
    waiting?.resume(with: result)
  }

  /// The answer kept for `key`, taken unless it answers every call; called with `lock` held.
  private func takeAnswer(for key: Key) -> Result<Value, any Error>? {
    guard var kept = answers[key], !kept.isEmpty else { return nil }
    guard keeping == .oneCallEach else { return kept[0] }
    let first = kept.removeFirst()
    answers[key] = kept.isEmpty ? nil : kept
    return first
  }

  /// A waiting call, and the suspension that resumes it.
  private struct Waiter {
    let call: Call
    let suspension: LoadSuspension<Value>
  }

  /// One call; its flag is read and written only while `lock` is held.
  private final class Call: @unchecked Sendable {
    var isCancelled = false
  }
}

/// The key of calls that all wait for the same answers (one loader's successive runs).
package enum SingleKey: Hashable, Sendable {
  /// The one key.
  case only
}

/// A misuse of ``HandAnsweredCalls``.
package enum HandAnswerError: Error, Equatable {
  /// A call was made for a key another call waits for.
  case alreadyWaiting
}
