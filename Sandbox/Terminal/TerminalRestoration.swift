#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back as it was, from the full screen's way out or from a signal handler,
/// so that the Sandbox never leaves a terminal in raw mode on the alternate screen.
///
/// While armed, a signal that ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or reports a
/// crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) first writes
/// ``TerminalCodes/leave`` to the output, sets the saved terminal attributes back and drops
/// unread input; then the signal's previous action is put back and the signal raised again, so
/// it takes its usual course (the process ends, or the runtime prints its crash report on the
/// normal screen). A signal that was ignored when the restoration was armed stays ignored.
///
/// A handler may run at any moment, even in the middle of a write, so everything it reads is
/// in memory allocated once and written before the handlers are installed, and it calls only
/// async-signal-safe functions: `write`, `fcntl`, `tcsetattr`, `tcflush`, `sigaction`, `raise`.
/// It writes without blocking, so a terminal that no longer reads cannot hold the process; the
/// codes start with CAN, which cancels an escape sequence the interrupted write left half-done.
enum TerminalRestoration {
  /// The signals after which the terminal is put back.
  static let signals = [
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
  ]

  /// What a handler needs.
  private struct Saved {
    /// Whether the terminal is to be put back: 1 from ``arm(input:output:attributes:)`` until
    /// it has been.
    var armed: Int32 = 0
    var input: Int32 = -1
    var output: Int32 = -1
    var attributes = termios()
  }

  // `nonisolated(unsafe)` is safe for these three: each pointer is set once, when first read,
  // which `arm` does on the main actor before installing any handler, and never changes. What
  // `saved` points to is written only by `arm` before the handlers are installed and by
  // `putBack` (from the main actor or a handler) to clear `armed`; a second `putBack` racing
  // the first only writes the same codes and attributes again.
  nonisolated(unsafe) private static let saved: UnsafeMutablePointer<Saved> = {
    let pointer = UnsafeMutablePointer<Saved>.allocate(capacity: 1)
    pointer.initialize(to: Saved())
    return pointer
  }()
  nonisolated(unsafe) private static let codes: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array(TerminalCodes.leave.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()
  /// The action each signal had before, by signal number.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    pointer.initialize(repeating: sigaction(), count: slots)
    return pointer
  }()
  /// One more than the largest signal number handled.
  private static let slots = Int(signals.max() ?? 0) + 1

  /// Which signals have the handler installed.
  @MainActor private static var installed: [Int32] = []

  /// From now on, a signal puts `attributes` back on `input` and writes the leave codes to
  /// `output` before taking its course.
  @MainActor
  static func arm(input: Int32, output: Int32, attributes: termios) {
    _ = (codes, previous)  // allocated now, never inside a handler
    saved.pointee = Saved(armed: 1, input: input, output: output, attributes: attributes)
    for signal in signals where !SignalHandler.ignores(SignalHandler.currentAction(for: signal)) {
      if SignalHandler.install(
        handler, for: signal, blocking: signals, savingPreviousIn: previous + Int(signal))
      {
        installed.append(signal)
      }
    }
  }

  /// Puts `attributes` back from now on, as ``arm(input:output:attributes:)`` did, with the
  /// handlers it installed: after ``putBack(blocking:)``, when the terminal is taken again.
  @MainActor
  static func rearm(attributes: termios) {
    saved.pointee.attributes = attributes
    saved.pointee.armed = 1
  }

  /// Puts the previous signal actions back; the terminal is no longer put back by a signal.
  @MainActor
  static func disarm() {
    for signal in installed { sigaction(signal, previous + Int(signal), nil) }
    installed = []
    saved.pointee.armed = 0
  }

  /// Puts the terminal back now, once: writes the leave codes and sets the saved attributes.
  ///
  /// - Parameter blocking: Whether to wait for the output to take every byte; a handler does
  ///   not.
  static func putBack(blocking: Bool) {
    guard saved.pointee.armed != 0 else { return }
    saved.pointee.armed = 0
    let output = saved.pointee.output
    let flags = blocking ? -1 : fcntl(output, F_GETFL)
    if flags >= 0 { _ = fcntl(output, F_SETFL, flags | O_NONBLOCK) }
    var offset = 0
    while offset < codes.count, let base = codes.baseAddress {
      let written = write(output, base + offset, codes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
    if flags >= 0 { _ = fcntl(output, F_SETFL, flags) }
    _ = tcsetattr(saved.pointee.input, TCSANOW, &saved.pointee.attributes)
    _ = tcflush(saved.pointee.input, TCIFLUSH)
  }

  /// The handler of every signal in ``signals``.
  private static let handler: SignalHandler.Handler = { signal in
    TerminalRestoration.putBack(blocking: false)
    // The signal is blocked while this runs: raised again, it arrives with its previous action
    // as soon as this returns.
    if signal >= 0, Int(signal) < TerminalRestoration.slots {
      sigaction(signal, TerminalRestoration.previous + Int(signal), nil)
    }
    raise(signal)
  }
}
