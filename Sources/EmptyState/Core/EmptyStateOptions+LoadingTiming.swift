extension EmptyStateOptions {
  /// When a managed load's loading placeholder appears, and how long it stays once it has.
  ///
  /// A load that finishes within the ``showDelay`` never shows its loading placeholder: the list
  /// goes straight from what it showed to the result. Once shown, the loading placeholder stays
  /// at least ``minimumDisplay``: a result that arrives sooner waits, and is applied when the
  /// time is up. Both are measured on the list's ``EmptyStateController/clock``, and apply to
  /// managed loads only (``EmptyStateController/load(id:_:apply:)`` and its siblings); the
  /// manual calls (``EmptyStateController/beginLoading()``) show the loading placeholder at once.
  ///
  /// The defaults, 250 ms and 500 ms, keep a quick load free of any spinner and make a spinner
  /// that does appear readable. `nil`, zero or a negative duration means none; one longer than
  /// ``maximumDuration`` counts as that (a timer must be able to name its deadline on any clock),
  /// and is reported as ``ListDiagnostic/invalidConfiguration(_:)``.
  public struct LoadingTiming: Hashable, Sendable {
    /// How long a load runs before its loading placeholder appears; `nil` for at once.
    public var showDelay: Duration?
    /// How long a shown loading placeholder stays at least; `nil` for no minimum.
    public var minimumDisplay: Duration?

    /// Creates a timing; both default to the documented values.
    ///
    /// - Parameters:
    ///   - showDelay: How long a load runs before its loading placeholder appears.
    ///   - minimumDisplay: How long a shown loading placeholder stays at least.
    public init(
      showDelay: Duration? = .milliseconds(250), minimumDisplay: Duration? = .milliseconds(500)
    ) {
      self.showDelay = showDelay
      self.minimumDisplay = minimumDisplay
    }

    /// 250 ms of show delay and 500 ms of minimum display.
    public static let standard = LoadingTiming()

    /// No delay and no minimum: the loading placeholder follows the load exactly.
    public static let immediate = LoadingTiming(showDelay: nil, minimumDisplay: nil)

    /// The longest show delay or minimum display time that counts: a minute.
    public static let maximumDuration = Duration.seconds(60)

    var effectiveShowDelay: Duration? {
      showDelay.flatMap(Self.effective)
    }

    var effectiveMinimumDisplay: Duration? {
      minimumDisplay.flatMap(Self.effective)
    }

    var exceedsMaximum: Bool {
      [showDelay, minimumDisplay].contains { ($0 ?? .zero) > Self.maximumDuration }
    }

    private static func effective(_ duration: Duration) -> Duration? {
      duration > .zero ? min(duration, maximumDuration) : nil
    }
  }
}
