package import EmptyState

/// A suspension that waits for a hand (a test's, a person's): its continuation, and the load it
/// suspends, which counts as waiting for that hand until it is resumed.
///
/// The one way the hand-moved clock, the hand-answered loaders (``LoadGate`` and those built on
/// this module) and ``LoadWaits`` meet: created where the suspension begins, resumed once, when
/// it is answered, woken or cancelled. Whoever waits for the load's own work (``LoadWaits``)
/// then knows that the load waits for the hand, not for work of its own.
package struct LoadSuspension<Value: Sendable>: Sendable {
  private let continuation: CheckedContinuation<Value, any Error>
  /// The load suspended, when the suspension is a loader's (``LoadIdentity/current``).
  package let load: LoadIdentity?

  /// Notes that `load` (if any) now waits for the test; `continuation` waits for the answer.
  package init(_ continuation: CheckedContinuation<Value, any Error>, load: LoadIdentity?) {
    self.continuation = continuation
    self.load = load
    if let load { LoadWaits.shared.block(load) }
  }

  /// The load no longer waits for the hand, then goes on with `result` (in that order, so that
  /// a waiter for the load's work then waits for what the loader does next).
  package func resume(with result: Result<Value, any Error>) {
    if let load { LoadWaits.shared.unblock(load) }
    continuation.resume(with: result)
  }
}
