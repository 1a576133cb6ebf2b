/// Where the loading of a list's later pages is: what the footer after the last row shows.
///
/// The first page is a load like any other (``ContentPhase``); every later page has this state
/// of its own, as Android Paging's append `LoadState`: ``notLoading`` is its `NotLoading` with
/// `endOfPaginationReached` false, ``endReached`` the same with it true, ``loading`` and
/// ``failed(_:)`` its `Loading` and `Error`.
public enum PageLoadState: Sendable, CustomStringConvertible {
  /// No page is loading.
  case notLoading
  /// A page is loading.
  case loading
  /// The last page request failed with this error.
  case failed(any Error)
  /// The loader said there is no page after the last one.
  case endReached

  /// The state without its error, for switching and for sets of states.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case notLoading
    case loading
    case failed
    case endReached
  }

  /// The state without its error.
  public var kind: Kind {
    switch self {
    case .notLoading: return .notLoading
    case .loading: return .loading
    case .failed: return .failed
    case .endReached: return .endReached
    }
  }

  /// The state's name, with the error for ``failed(_:)``.
  public var description: String {
    switch self {
    case .failed(let error): return "failed(\(error))"
    default: return kind.rawValue
    }
  }
}

extension PageLoadState: Hashable {
  /// Whether two states are the same: the same kind and, for failures, errors that are equal
  /// as ``ContentPhase`` compares them.
  public static func == (lhs: PageLoadState, rhs: PageLoadState) -> Bool {
    switch (lhs, rhs) {
    case (.failed(let left), .failed(let right)):
      return ContentPhase.failed(left) == ContentPhase.failed(right)
    default:
      return lhs.kind == rhs.kind
    }
  }

  /// Hashes the state's kind: states that are equal have the same kind, whatever their errors.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
  }
}
