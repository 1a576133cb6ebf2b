extension EmptyStateOptions {
  /// Whether the list tells screen readers when a placeholder appears or changes, and how often
  /// at most.
  ///
  /// When on, each announcement is at least the minimum interval after the one before it, on
  /// the list's ``EmptyStateController/clock``: one due sooner is held, a later one replaces it,
  /// and the one held last is spoken when the interval ends, unless its placeholder is gone by
  /// then. A reload storm that shows and hides the placeholder is thus spoken at most once an
  /// interval. Zero or a negative interval means none (still at most one announcement a pass);
  /// one longer than ``maximumInterval`` counts as that.
  public enum Announcements: Hashable, Sendable {
    /// Announcements are emitted, at most one per minimum interval.
    case on(minimumInterval: Duration)
    /// No announcement is emitted.
    case off

    /// On, at most one a second (the default).
    public static let standard = Announcements.on(minimumInterval: .seconds(1))

    /// The longest minimum interval that counts: a minute.
    public static let maximumInterval = Duration.seconds(60)

    var effectiveInterval: Duration? {
      guard case .on(let interval) = self else { return nil }
      return min(max(interval, .zero), Self.maximumInterval)
    }
  }
}
