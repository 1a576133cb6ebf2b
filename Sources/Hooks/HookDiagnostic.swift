/// A problem the hook runtime detected and recovered from, reported instead of crashing.
///
/// A ``HookPoint`` hands each diagnostic to its ``HookPoint/diagnosticHandler``; without a
/// handler it writes the ``description`` to standard error, so nothing is silently ignored.
public enum HookDiagnostic: Hashable, Sendable {
  /// The wrapped method kept calling itself from its own hooks.
  ///
  /// Re-entrant calls are coalesced into one more pass each time; after `passes` passes the
  /// runtime stops and drops the calls that arrived during the last pass.
  case runawayReentrancy(label: String, passes: Int)

  /// An around-hook called its `proceed` more than once; the extra calls were ignored.
  case proceedCalledTwice(label: String)
}

extension HookDiagnostic: CustomStringConvertible {
  /// A one-line, human-readable explanation of the problem and what the runtime did about it.
  public var description: String {
    switch self {
    case .runawayReentrancy(let label, let passes):
      return "\(label): re-entrant calls did not settle after \(passes) passes; "
        + "dropped the calls made during the last pass (a hook calls its own method every time)"
    case .proceedCalledTwice(let label):
      return "\(label): an around-hook called proceed more than once; the extra call was ignored"
    }
  }
}
