import EmptyState
import VirtualTime

/// The Sandbox's virtual clock, played in real time on the full screen.
///
/// In a script, time passes only with `advance`, so a transcript is the same on every run. On
/// the full screen it also passes by itself while something waits for it: a running load (its
/// request is answered at a time on the clock), a timer of the loading placeholder (its show
/// delay, its minimum display), or a placeholder fading in, out or across (the fades are
/// measured on the same clock). So `load 2s` plays out in two seconds and a fade is drawn frame
/// by frame.
extension SandboxSession: FrameSource {
  /// The time between frames: 20 a second.
  static let frameInterval = Duration.milliseconds(50)

  var nextFrameDelay: Duration? {
    let waiting =
      list.emptyState.loadTask != nil || loads.clock.sleeperCount > 0
      || list.emptyState.isTransitioning
    return waiting ? Self.frameInterval : nil
  }

  func playFrame(elapsed: Duration) async -> [String] {
    guard elapsed > .zero else { return [] }
    // `advance` ends with the clock's time and the list drawn again; the full screen shows the
    // time in its status line and draws the list itself.
    return Array(await advance(by: elapsed).dropLast(2))
  }
}
