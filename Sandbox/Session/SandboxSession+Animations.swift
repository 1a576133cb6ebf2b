extension SandboxSession {
  /// Whether a placeholder is fading in, out or across: while it is, the full screen plays the
  /// list as frames.
  var isAnimating: Bool {
    list.emptyState.isTransitioning
  }

  /// Lets `duration` pass on the Sandbox's virtual clock, the one the fades are measured on:
  /// in steps of ``SandboxLoads/tick``, each bringing the fades up to its time after the loads'
  /// timers have fired.
  ///
  /// It is `advance` by another name: in a script, time passes only with that command, so a
  /// transcript is the same on every run; the full screen calls this once per frame with the
  /// real time since the last one.
  ///
  /// - Parameter duration: The time to let pass.
  /// - Returns: What happened meanwhile, then the clock's time and the list drawn.
  func advanceAnimations(by duration: Duration) async -> [String] {
    await advance(by: duration)
  }
}
