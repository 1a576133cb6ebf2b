/// What started a managed load; events report it (``EmptyStateEvent/didStartLoad(_:)``).
public enum LoadKind: String, Hashable, Sendable, CaseIterable {
  /// ``EmptyStateController/load(id:_:apply:)``.
  case load
  /// ``EmptyStateController/refresh()``.
  case refresh
  /// ``EmptyStateController/retry()``, or the failure placeholder's button: the last loader again.
  case retry
  /// ``EmptyStateController/search(_:_:apply:)``: a load whose query is applied with its data.
  case search
}
