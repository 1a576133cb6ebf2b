/// How a managed load ended; events report it (``EmptyStateEvent/didEndLoad(_:_:)``).
public enum LoadOutcome: String, Hashable, Sendable, CaseIterable {
  /// The loader returned: its data and the ``ContentPhase/loaded`` phase were applied together.
  case succeeded
  /// The loader threw: the phase is ``ContentPhase/failed(_:)`` with its error.
  case failed
  /// The load was cancelled.
  case cancelled
  /// A newer load started, or the app set ``EmptyStateController/phase`` itself.
  case superseded
}
