/// Something the full screen plays as frames: state that moves as time passes, with no key
/// pressed.
///
/// While ``nextFrameDelay`` is not `nil`, the full screen wakes after that delay, lets the real
/// time since the last frame pass with ``playFrame(elapsed:)`` and draws the list again; while
/// it is `nil`, the screen sleeps until a key, a click or a resize.
@MainActor
protocol FrameSource {
  /// How long after the last frame the next one is due; `nil` while nothing moves.
  var nextFrameDelay: Duration? { get }

  /// Lets `elapsed` pass.
  ///
  /// - Parameter elapsed: The time since the last frame, in whole steps of the source's clock.
  /// - Returns: What happened meanwhile, one line each, to show under the list.
  func playFrame(elapsed: Duration) async -> [String]
}
