/// What a list's empty state keeps while placeholders fade: the visibility its events told, the
/// view fading in and the view fading out, and the alarm of the next end (their time is in
/// ``ListTimers``).
///
/// Made the first time a transition animates (most lists never do), and kept with the
/// controller.
@MainActor
final class TransitionStorage {
  /// The visibility as the events told it.
  var presentation = PresentationMachine()
  /// The shown view while it fades in (or takes over a fade-in under way).
  var entering: ViewFade?
  /// A view fading out: the hidden placeholder, or the one a crossfade replaces; at most one
  /// (an older one is removed when another starts).
  var leaving: ViewFade?
  /// The alarm of the next fade's end, with that end (a reading of the fade stopwatch).
  var endAlarm: (alarm: TimerAlarm, end: Duration)?

  /// Whether a view is fading.
  var isAnimating: Bool {
    entering != nil || leaving != nil
  }

  /// When the next fade ends, if one runs.
  var nextEnd: Duration? {
    [entering?.animation.end, leaving?.animation.end].compactMap { $0 }.min()
  }

}

/// A view and the fade it is in.
struct ViewFade {
  let view: PlaceholderView
  let animation: FadeAnimation
}
