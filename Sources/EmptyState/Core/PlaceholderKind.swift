/// Which of a list's placeholders is meant.
public enum PlaceholderKind: String, Hashable, Sendable, CaseIterable {
  /// Shown while the list is loaded and has no rows.
  case empty
  /// Shown while the list loads.
  case loading
  /// Shown after loading failed; its button retries.
  case failure
}
