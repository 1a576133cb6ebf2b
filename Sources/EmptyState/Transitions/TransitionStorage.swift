/// What a list's empty state keeps while placeholders fade: the visibility its events told, the
/// view fading in, the view fading out, the time and the timer of the next end.
///
/// Made the first time a transition animates (most lists never do), and kept with the
/// controller; releasing it cancels its timer.
@MainActor
final class TransitionStorage {
  /// The visibility as the events told it.
  var presentation = PresentationMachine()
  /// The shown view while it fades in (or takes over a fade-in under way).
  var entering: ViewFade?
  /// A view fading out: the hidden placeholder, or the one a crossfade replaces; at most one
  /// (an older one is removed when another starts).
  var leaving: ViewFade?
  /// Wakes the controller when the next fade ends, on the list's clock.
  var timer: (id: UInt64, end: Duration, alarm: ClockAlarm)?
  /// Numbers the timers, so that a stale one is recognised.
  var timerCount: UInt64 = 0
  /// Measures the time since the first transition, on the clock of that moment.
  private var stopwatch: Stopwatch?
  /// The latest reading: time never goes back, even on a clock that does.
  private var latest = Duration.zero

  /// Whether a view is fading.
  var isAnimating: Bool {
    entering != nil || leaving != nil
  }

  /// The time now, measured on `clock` from the first reading; never earlier than the last
  /// reading.
  func now(on clock: any Clock<Duration>) -> Duration {
    let watch = stopwatch ?? Stopwatch.started(on: clock)
    stopwatch = watch
    latest = max(latest, watch.elapsed())
    return latest
  }

  /// When the next fade ends, if one runs.
  var nextEnd: Duration? {
    [entering?.animation.end, leaving?.animation.end].compactMap { $0 }.min()
  }

  /// The clock was replaced: readings go on from the time spent on the old clock until now
  /// (read from it once more: the last reading may be older), measured on `clock` from now.
  func clockChanged(to clock: any Clock<Duration>) {
    if let stopwatch { latest = max(latest, stopwatch.elapsed()) }
    stopwatch = Stopwatch.started(on: clock, after: latest)
    timer = nil
  }
}
