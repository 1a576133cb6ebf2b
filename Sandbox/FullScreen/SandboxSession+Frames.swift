import EmptyState

/// The Sandbox's virtual clock, played in real time on the full screen.
///
/// In a script, time passes only with `advance`, so a transcript is the same on every run. On
/// the full screen it also passes by itself while something waits for it: a running load (its
/// request is answered at a time on the clock), a timer of the loading placeholder (its show
/// delay, its minimum display), or a placeholder fading in, out or across (the fades are
/// measured on the same clock). So `load 2s` plays out in two seconds and a fade is drawn frame
/// by frame.
///
/// While ``nextFrameDelay`` is not `nil`, the full screen wakes after that delay, lets the real
/// time since the last frame pass with ``playFrame(elapsed:)`` and draws the list again; while
/// it is `nil`, the screen sleeps until a key, a click or a resize.
extension SandboxSession {
  /// The time between frames: 20 a second.
  static let frameInterval = Duration.milliseconds(50)

  /// How long after the last frame the next one is due; `nil` while nothing moves.
  var nextFrameDelay: Duration? {
    let waiting =
      list.emptyState.loadTask != nil || loads.pendingCount > 0 || loads.sleeperCount > 0
      || list.emptyState.isTransitioning
    return waiting ? Self.frameInterval : nil
  }

  /// Lets `elapsed` pass.
  ///
  /// - Parameter elapsed: The time since the last frame, in whole steps of the clock.
  /// - Returns: What happened meanwhile, one line each, to show under the list.
  func playFrame(elapsed: Duration) async -> [String] {
    guard elapsed > .zero else { return [] }
    // The full screen shows the clock's time in its status line and draws the list itself.
    return await advanceClock(by: elapsed)
  }
}
