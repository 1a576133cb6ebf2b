#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs a C signal handler with `sigaction`, the one way to do so on every platform here.
enum SignalHandler {
  /// A handler: only async-signal-safe calls are allowed inside.
  typealias Handler = @convention(c) (Int32) -> Void

  /// Installs `handler` for `signal`, with `blocked` blocked while it runs, and saves the
  /// action it replaces in `previous`.
  ///
  /// - Returns: Whether it was installed.
  @discardableResult
  static func install(
    _ handler: Handler, for signal: Int32, blocking blocked: [Int32],
    savingPreviousIn previous: UnsafeMutablePointer<sigaction>
  ) -> Bool {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    // Restarted, so that a resize arriving during a write does not fail the write.
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    for other in blocked { sigaddset(&action.sa_mask, other) }
    return sigaction(signal, &action, previous) == 0
  }

  /// The action `signal` has now.
  static func currentAction(for signal: Int32) -> sigaction {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return action
  }

  /// Whether `action` ignores its signal (`SIG_IGN`).
  static func ignores(_ action: sigaction) -> Bool {
    #if os(Linux)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
