/// One view's opacity on its way from one value to another: the pure rule of a fade.
struct FadeAnimation: Equatable {
  let from: Double
  let to: Double
  /// When the opacity starts to move.
  let start: Duration
  /// How long it moves.
  let length: Duration
  let curve: PlaceholderFade.Curve

  /// A fade from `opacity` to `target` that begins `now`, with `fade`'s timing.
  init(from opacity: Double, to target: Double, at now: Duration, fade: PlaceholderFade) {
    from = opacity
    to = target
    let waits = opacity == 0 && target > 0
    start = now + (waits ? fade.effectiveDelay : .zero)
    // To the microsecond: an opacity that is nearly a round value (0.7000000000000001) must not
    // make the fade end a fraction of a nanosecond after the frame that reaches it.
    let microseconds = (fade.effectiveDuration / .microseconds(1)) * abs(target - opacity)
    length = .microseconds(Int64(microseconds.rounded()))
    curve = fade.curve
  }

  /// When the opacity reaches ``to``.
  var end: Duration {
    start + length
  }

  /// The opacity at `now`: ``to`` from the end on.
  func opacity(at now: Duration) -> Double {
    guard now < end else { return to }
    guard now > start else { return from }
    return from + (to - from) * curve.value(at: (now - start) / length)
  }
}
