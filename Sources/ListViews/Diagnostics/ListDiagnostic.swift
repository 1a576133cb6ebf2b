public import Hooks

/// A problem a list detected and recovered from, reported instead of crashing.
///
/// Each list hands its diagnostics to its ``ListView/diagnosticHandler``; without one they are
/// written to standard error, prefixed with `ListViews:`. The list's state is consistent after every
/// diagnostic: what each case did to recover is part of its documentation.
public enum ListDiagnostic: Hashable, Sendable {
  /// The data source returned a negative number of sections (`section == nil`) or of items in
  /// `section`; it was treated as 0.
  case negativeCount(section: Int?, count: Int)

  /// The data source returned more sections than ``ListLimits/maximumSections``; only that many
  /// were used.
  case tooManySections(count: Int, limit: Int)

  /// An update named an index or index path that does not exist in the list it refers to, or
  /// named the same one twice; the list recovered with a full reload.
  case invalidUpdate(ListUpdate, reason: String)

  /// After an update the counts did not match the data source (`section == nil` for the number
  /// of sections); the list recovered with a full reload.
  case inconsistentUpdate(section: Int?, expected: Int, actual: Int)

  /// A geometry value was negative, infinite or NaN; the previous value was kept.
  case invalidGeometry(String)

  /// A view was refused because it would make the view tree contain itself (a list's own
  /// ancestor as its header, say); the previous view was kept.
  case invalidHierarchy(String)

  /// A data source was set and has since been released (lists hold it weakly); the list counts
  /// as empty from then on. Reported once per data source.
  case dataSourceReleased

  /// The update block of `performBatchUpdates` called `endUpdates()` for its own batch. The
  /// batch was applied there; the completion ran afterwards with `finished == false`.
  case batchEndedInsideItsBlock

  /// A batch opened with `beginUpdates()` was still open when the main actor next ran its jobs,
  /// or when the `performBatchUpdates` block it was opened in ended; it was closed, which
  /// applied what it had recorded.
  case batchLeftOpen

  /// Two options contradict each other; the message says which rule decided.
  case conflictingOptions(String)

  /// A value given to something attached to the list does not fit it; it was refused and the
  /// previous value kept (the message says what and why).
  case invalidConfiguration(String)

  /// `endUpdates()` was called without a matching `beginUpdates()`; nothing was applied.
  case unbalancedEndUpdates

  /// The hook runtime recovered from a problem in the list's content hooks.
  case hook(HookDiagnostic)

  /// A diffable data source refused a snapshot (the message says why): nothing was applied,
  /// the data source kept its snapshot and the list is unchanged.
  case invalidSnapshot(String)

  /// On a layout or a batch's completion, a mirror's host showed other counts than the
  /// mirror's (`section == nil` for the number of sections): something changed the host's counts
  /// without telling the mirror. `expected` is the mirror's count, `found` the host's; the mirror
  /// recovered with a full reload from its host (``ListMirror``).
  case hostCountsDiverged(section: Int?, expected: Int, found: Int)
}

extension ListDiagnostic: CustomStringConvertible {
  /// A one-line explanation of what was wrong and what the list did about it.
  public var description: String {
    switch self {
    case .negativeCount(nil, let count):
      return "numberOfSections returned \(count); treated as 0"
    case .negativeCount(let section?, let count):
      return "number of items in section \(section) was \(count); treated as 0"
    case .tooManySections(let count, let limit):
      return "numberOfSections returned \(count); only the first \(limit) are used"
    case .invalidUpdate(let update, let reason):
      return "invalid update \(update): \(reason); recovered with a full reload"
    case .inconsistentUpdate(nil, let expected, let actual):
      return "after the update the list should have \(expected) sections but the data source "
        + "reports \(actual); recovered with a full reload"
    case .inconsistentUpdate(let section?, let expected, let actual):
      return "after the update section \(section) should have \(expected) items but the data "
        + "source reports \(actual); recovered with a full reload"
    case .invalidGeometry(let problem):
      return "\(problem); kept the previous value"
    case .invalidHierarchy(let problem):
      return "\(problem); kept the previous view"
    case .dataSourceReleased:
      return "the data source was released (lists hold it weakly); the list is empty until a "
        + "new one is set"
    case .batchLeftOpen:
      return "beginUpdates() without endUpdates() in the same turn of the main actor; the batch "
        + "was closed and its updates applied"
    case .batchEndedInsideItsBlock:
      return "performBatchUpdates: its update block called endUpdates() itself; the batch was "
        + "applied there, and its completion runs with finished == false"
    case .conflictingOptions(let rule):
      return "conflicting options: \(rule)"
    case .invalidConfiguration(let problem):
      return problem
    case .unbalancedEndUpdates:
      return "endUpdates() without beginUpdates(); ignored"
    case .hook(let diagnostic):
      return diagnostic.description
    case .invalidSnapshot(let problem):
      return "snapshot not applied: \(problem); the list is unchanged"
    case .hostCountsDiverged(nil, let expected, let found):
      return "the host shows \(found) sections but its mirror has \(expected): the host's counts "
        + "changed without a driver call; recovered with a full reload"
    case .hostCountsDiverged(let section?, let expected, let found):
      return "the host shows \(found) items in section \(section) but its mirror has "
        + "\(expected): the host's counts changed without a driver call; recovered with a full "
        + "reload"
    }
  }
}

/// Bounds a list enforces on what its data source reports.
public enum ListLimits {
  /// The most sections a list keeps counts for; beyond it, sections are ignored and reported.
  ///
  /// A list stores one count per section, so an absurd section count (say `Int.max`) would
  /// otherwise exhaust memory. Item counts have no limit: nothing is stored per item.
  public static let maximumSections = 1_000_000
}
