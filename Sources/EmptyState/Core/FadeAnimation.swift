/// One view's opacity on its way from one value to another: the pure rule of a fade.
struct FadeAnimation: Equatable {
  let from: Double
  let to: Double
  let start: Duration
  let length: Duration
  let curve: PlaceholderFade.Curve

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

  var end: Duration {
    start + length
  }

  func opacity(at now: Duration) -> Double {
    guard now < end else { return to }
    guard now > start else { return from }
    return from + (to - from) * curve.value(at: (now - start) / length)
  }
}
