/// Turns the real time between frames into whole steps of a virtual clock, carrying the rest
/// over to the next frame so that no time is lost or gained.
///
/// A gap longer than ``longestFrame`` (the process was stopped, the machine slept) counts as
/// ``longestFrame``, so the clock never leaps.
///
/// ```swift
/// var clock = FrameClock(step: .milliseconds(10))
/// clock.take(.milliseconds(25))  // 20ms; 5ms carried over
/// clock.take(.milliseconds(25))  // 30ms
/// ```
struct FrameClock {
  /// The step the virtual clock moves in.
  let step: Duration
  /// The most time one frame lets pass.
  let longestFrame: Duration
  private var carried = Duration.zero

  /// A clock moving in steps of `step`, at most `longestFrame` a frame.
  init(step: Duration, longestFrame: Duration = .seconds(1)) {
    self.step = step
    self.longestFrame = longestFrame
  }

  /// The whole steps in the time `elapsed` since the last frame, plus what was carried over.
  ///
  /// - Parameter elapsed: Real time; a negative duration counts as none.
  /// - Returns: A multiple of ``step``.
  mutating func take(_ elapsed: Duration) -> Duration {
    guard step > .zero else { return .zero }
    let total = carried + min(max(elapsed, .zero), longestFrame)
    let whole = step * Int((total / step).rounded(.down))
    carried = total - whole
    return whole
  }
}
