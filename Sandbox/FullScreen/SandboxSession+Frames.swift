import EmptyState
import VirtualTime

/// The Sandbox's virtual clock, played in real time on the full screen.
///
/// In a script, time passes only with `advance`. On the full screen it also passes by itself
/// while something waits for it: a running load (its request is answered at a time on the
/// clock) or a timer of the loading placeholder (its show delay, its minimum display), so a
/// `load 2s` plays out in two seconds. When the transitions of issue 14 land they run on the
/// same clock (`list.emptyState.clock`); a transition in flight then belongs in
/// `nextFrameDelay` too, if it does not already wait on the clock.
extension SandboxSession: FrameSource {
  /// The time between frames: 20 a second.
  static let frameInterval = Duration.milliseconds(50)

  var nextFrameDelay: Duration? {
    let waiting = list.emptyState.loadTask != nil || loads.clock.sleeperCount > 0
    return waiting ? Self.frameInterval : nil
  }

  func playFrame(elapsed: Duration) async -> [String] {
    guard elapsed > .zero else { return [] }
    // `advance` ends with the clock's time and the list drawn again; the full screen shows the
    // time in its status line and draws the list itself.
    return Array(await advance(by: elapsed).dropLast(2))
  }
}
