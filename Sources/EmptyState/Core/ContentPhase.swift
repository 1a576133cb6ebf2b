/// Where a list's content is in its life: never loaded, loading, loaded, or failed.
///
/// "Never loaded" is not "loaded and empty": the empty placeholder is shown only once a load has
/// completed (see ``EmptyStateDecision`` for the whole table). Apps that never set a phase stay
/// in ``loaded``, which is the one-line API's behaviour.
public enum ContentPhase: Sendable, CustomStringConvertible {
  /// Nothing has been loaded yet.
  case notLoaded
  /// A load is in progress (the first one, or a refresh).
  case loading
  /// The last load completed.
  case loaded
  /// The last load failed with this error.
  case failed(any Error)

  /// The phase without its error, for switching and for sets of phases.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case notLoaded
    case loading
    case loaded
    case failed
  }

  /// The phase without its error.
  public var kind: Kind {
    switch self {
    case .notLoaded: return .notLoaded
    case .loading: return .loading
    case .loaded: return .loaded
    case .failed: return .failed
    }
  }

  /// The phase's name, with the error for ``failed(_:)``.
  public var description: String {
    switch self {
    case .failed(let error): return "failed(\(error))"
    default: return kind.rawValue
    }
  }
}

extension ContentPhase: Equatable {
  /// Whether two phases are the same: the same kind and, for failures, the same error.
  ///
  /// Errors that are `Equatable` compare with `==`; other errors are equal when they have the
  /// same type and the same description.
  public static func == (lhs: ContentPhase, rhs: ContentPhase) -> Bool {
    switch (lhs, rhs) {
    case (.failed(let left), .failed(let right)):
      return Self.sameError(left, right)
    default:
      return lhs.kind == rhs.kind
    }
  }

  private static func sameError(_ left: any Error, _ right: any Error) -> Bool {
    if let equatable = left as? any Equatable {
      return equatable.isEqual(to: right)
    }
    return type(of: left) == type(of: right) && "\(left)" == "\(right)"
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
