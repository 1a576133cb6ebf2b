/// Which placeholder a list shows: the decision table, as a pure function.
///
/// With ``EmptyStateOptions/Display/automatic``:
///
/// | phase     | no rows            | rows, keepContent | rows, replaceContent |
/// |-----------|--------------------|-------------------|----------------------|
/// | notLoaded | nothing            | nothing           | nothing              |
/// | loading   | loading            | nothing           | loading              |
/// | loaded    | empty              | nothing           | nothing              |
/// | failed    | failure            | nothing           | failure              |
///
/// then, in this order:
/// 1. a placeholder that is not configured shows nothing (a failure never falls back to the
///    empty placeholder: "no orders" would be a lie);
/// 2. ``EmptyStateConfiguration/shouldDisplay`` returning `false` shows nothing;
/// 3. a placeholder dismissed by its button stays hidden until the decision changes.
///
/// With ``EmptyStateOptions/Display/always`` (forced display) the phase's placeholder shows
/// whatever the rows: loading, failure, and the empty placeholder for both `loaded` and
/// `notLoaded`; the predicate is not asked. Forced display is the app's explicit request, so it
/// wins over the never-loaded rule and over the predicate.
public enum EmptyStateDecision {
  /// The placeholder to show, before the configured/predicate/dismissal checks.
  ///
  /// - Parameters:
  ///   - phase: The list's phase.
  ///   - hasContent: Whether the list has at least one row or item.
  ///   - display: Automatic or forced.
  ///   - refresh: Whether loading and failure replace existing rows.
  /// - Returns: The kind of placeholder the table selects, or `nil` for none.
  public static func placeholder(
    phase: ContentPhase.Kind, hasContent: Bool, display: EmptyStateOptions.Display,
    refresh: EmptyStateOptions.Refresh
  ) -> PlaceholderKind? {
    if display == .always {
      switch phase {
      case .loading: return .loading
      case .failed: return .failure
      case .loaded, .notLoaded: return .empty
      }
    }
    switch (phase, hasContent, refresh) {
    case (.notLoaded, _, _): return nil
    case (.loading, false, _), (.loading, true, .replaceContent): return .loading
    case (.loaded, false, _): return .empty
    case (.failed, false, _), (.failed, true, .replaceContent): return .failure
    case (.loading, true, .keepContent), (.loaded, true, _), (.failed, true, .keepContent):
      return nil
    }
  }
}
