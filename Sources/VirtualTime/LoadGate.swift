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
/// on ``HandAnsweredCalls`` the same way). While a loader waits, its load counts as waiting for
/// the hand (``LoadSuspension``), so a wait for the load's own work returns without an answer.
/// Cancelling the waiting task makes the loader throw `CancellationError` at once, as a loader
/// that honours cancellation does, and so does every later run. One run waits at a time: a
/// second run that asks while one waits throws ``HandAnswerError/alreadyWaiting``.
package final class LoadGate<Value: Sendable>: Sendable {
  private let calls = HandAnsweredCalls<SingleKey, Value>(keeping: .firstAnswerForEveryCall)

  /// Creates a gate nothing has gone through yet.
  package init() {}

  /// Whether the loader's task was cancelled while it waited.
  package var wasCancelled: Bool { !calls.cancelled.isEmpty }

  /// Whether a loader is waiting for the result.
  package var isWaiting: Bool { calls.isWaiting }

  /// Waits for the result; what the loader calls.
  ///
  /// - Returns: The value given to ``succeed(_:)``.
  /// - Throws: The error given to ``fail(_:)``, or `CancellationError` once cancelled.
  package func value() async throws -> Value {
    try await calls.call(.only)
  }

  /// The loader returns `value`.
  package func succeed(_ value: Value) {
    calls.answer(.only, with: .success(value))
  }

  /// The loader throws `error`.
  package func fail(_ error: any Error) {
    calls.answer(.only, with: .failure(error))
  }
}
