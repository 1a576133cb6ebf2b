/// One animation of a placeholder's opacity: how long it takes, how long it waits first, and
/// how its speed changes on the way.
///
/// Durations are measured on the list's ``EmptyStateController/clock``. A negative duration or
/// delay counts as zero; one longer than ``maximumDuration`` counts as that (an animation must
/// end: its view is held until it does).
///
/// ```swift
/// let quick = PlaceholderFade(duration: .milliseconds(200), delay: .milliseconds(100))
/// ```
public struct PlaceholderFade: Hashable, Sendable {
  /// How the opacity moves between its ends.
  public enum Curve: String, Hashable, Sendable, CaseIterable {
    /// At a constant speed: a quarter of the time, a quarter of the way.
    case linear
    /// Slow at both ends, quicker in the middle (the default, UIKit's `easeInOut`).
    case easeInOut
  }

  /// The longest duration or delay that counts: a minute.
  public static let maximumDuration = Duration.seconds(60)

  /// How long a fade from fully transparent to fully opaque takes (or back); a fade that
  /// starts part of the way takes that part of it.
  public var duration: Duration
  /// How long the placeholder waits, transparent, before it fades in; only an appearance from
  /// nothing waits (a fade that turns back mid-way starts at once).
  public var delay: Duration
  /// How the opacity moves.
  public var curve: Curve

  /// Creates a fade.
  ///
  /// - Parameters:
  ///   - duration: How long a whole fade takes; 250 ms by default.
  ///   - delay: How long an appearance waits first; none by default.
  ///   - curve: How the opacity moves; ease in and out by default.
  public init(
    duration: Duration = .milliseconds(250), delay: Duration = .zero, curve: Curve = .easeInOut
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }

  var effectiveDuration: Duration {
    min(max(duration, .zero), Self.maximumDuration)
  }

  var effectiveDelay: Duration {
    min(max(delay, .zero), Self.maximumDuration)
  }

  var exceedsMaximum: Bool {
    duration > Self.maximumDuration || delay > Self.maximumDuration
  }

  var isInstant: Bool {
    effectiveDuration == .zero && effectiveDelay == .zero
  }
}

extension PlaceholderFade.Curve {
  /// How far along the way the opacity is after `progress` of the time, both 0...1.
  func value(at progress: Double) -> Double {
    let time = min(1, max(0, progress))
    switch self {
    case .linear: return time
    case .easeInOut: return time * time * (3 - 2 * time)
    }
  }
}

extension EmptyStateOptions.Transitions {
  var exceedsMaximum: Bool {
    [appear, disappear, swap].contains { $0?.exceedsMaximum ?? false }
  }
}
