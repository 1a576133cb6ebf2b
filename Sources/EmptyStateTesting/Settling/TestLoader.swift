import EmptyState
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
public final class TestLoader<Value: Sendable>: Sendable {
  private let calls = HandAnsweredCalls<SingleKey, Value>(
    keeping: .oneCallEach, alreadyWaiting: TestLoaderError.alreadyWaiting)

  /// Creates a loader with no answer yet.
  public init() {}

  /// How many times a loader asked for a value.
  public var callCount: Int { calls.calls.count }

  /// Whether a loader waits for an answer now.
  public var isWaiting: Bool { calls.isWaiting }

  /// How many waiting loaders were cancelled.
  public var cancellationCount: Int { calls.cancelled.count }

  /// Waits for the test's next answer; what the loader calls.
  ///
  /// - Returns: The value given to ``succeed(_:)``.
  /// - Throws: The error given to ``fail(_:)``, or `CancellationError` when cancelled first.
  public func value() async throws -> Value {
    // A loader cancelled before it asks is not a call.
    try Task.checkCancellation()
    return try await calls.call(.only)
  }

  /// The waiting loader (or the next one to ask) returns `value`.
  public func succeed(_ value: Value) {
    calls.answer(.only, with: .success(value))
  }

  /// The waiting loader (or the next one to ask) throws `error`.
  public func fail(_ error: any Error) {
    calls.answer(.only, with: .failure(error))
  }
}

/// A misuse of a ``TestLoader``.
public enum TestLoaderError: Error, Equatable {
  /// A second loader asked while another waited: one test loader serves one load at a time.
  case alreadyWaiting
}
