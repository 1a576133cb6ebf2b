#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal as a ``ScreenDevice``: raw input from one file descriptor, frames to
/// another, its size from `TIOCGWINSZ`, its resizes from SIGWINCH and requests to stop from
/// SIGTSTP (both through ``ScreenSignals``).
///
/// ``enter()`` saves the terminal's attributes, arms ``TerminalRestoration`` (so that a signal
/// puts the terminal back too), switches to raw input (no echo, no line editing, no signals
/// from Ctrl-C or Ctrl-Z, bytes as typed) and writes ``TerminalCodes/enter``. ``leave()`` puts
/// everything back through the same restoration. ``suspend()`` puts it back too, stops the
/// process, and takes the terminal again once the process is continued.
@MainActor
final class TerminalDevice: ScreenDevice {
  private let input: Int32
  private let output: Int32
  /// The read end of the signal pipe, while entered.
  private var signals: Int32 = -1
  private var buffer = [UInt8](repeating: 0, count: 4_096)

  /// A device reading `input` and drawing on `output`, both the same terminal.
  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  var size: ScreenSize {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0 else { return .fallback }
    return ScreenSize(reportedColumns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  func enter() throws(SystemError) {
    var attributes = termios()
    guard tcgetattr(input, &attributes) == 0 else { throw .current }
    signals = try ScreenSignals.install()
    TerminalRestoration.arm(input: input, output: output, attributes: attributes)
    var raw = Self.raw(attributes)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .current }
    try write(TerminalCodes.enter)
  }

  func leave() {
    TerminalRestoration.putBack(blocking: true)
    TerminalRestoration.disarm()
    ScreenSignals.uninstall()
    signals = -1
  }

  func suspend() throws(SystemError) -> Bool {
    guard canStop else { return false }
    TerminalRestoration.putBack(blocking: true)
    // The whole process group stops, as Ctrl-Z on a terminal in cooked mode stops it (a
    // program that started the Sandbox and waits for it, such as `time`, stops too, so the
    // shell sees the job stopped). SIGSTOP, not SIGTSTP: a group with no shell in its session
    // outside it would have SIGTSTP's stop dropped by the kernel.
    kill(0, SIGSTOP)
    // Continued (`fg`): the shell may have set other modes meanwhile; they are the ones to
    // put back from now on.
    var attributes = termios()
    guard tcgetattr(input, &attributes) == 0 else { throw .current }
    TerminalRestoration.rearm(attributes: attributes)
    var raw = Self.raw(attributes)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .current }
    try write(TerminalCodes.enter)
    return true
  }

  /// Whether the process may stop: not where SIGTSTP is ignored, as a program started without
  /// job control finds it, since nothing there would continue it.
  private var canStop: Bool {
    !SignalHandler.ignores(SignalHandler.currentAction(for: SIGTSTP))
  }

  func wait(timeout: Duration?) throws(SystemError) -> ScreenEvent {
    var fds = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(fds.count), timeout.map(Self.milliseconds) ?? -1)
    if ready < 0 {
      guard errno == EINTR || errno == EAGAIN else { throw .current }
      return .input([])
    }
    if ready == 0 { return .timedOut }
    if fds[1].revents != 0 {
      // After a stop the screen is drawn whole at the size it has then: a resize meanwhile
      // needs nothing more.
      return ScreenSignals.drain().suspend ? .suspend : .resized
    }
    // Readable, hung up or failed: the read says which.
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 { return .input(Array(buffer[..<count])) }
    if count == 0 { return .endOfInput }
    let error = SystemError.current
    switch error.code {
    case EINTR, EAGAIN: return .input([])
    case EIO: return .endOfInput  // the terminal was closed
    default: throw error
    }
  }

  func write(_ text: String) throws(SystemError) {
    try SystemError.writeAll(Array(text.utf8), to: output)
  }

  /// `attributes` for raw input: bytes as typed, one at a time, without echo, line editing,
  /// flow control or signal keys (Ctrl-C arrives as the byte 3); output is left as it was.
  private static func raw(_ attributes: termios) -> termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// `duration` in whole milliseconds for `poll`, rounded up so that a short wait still waits.
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let whole = min(seconds, Int64(Int32.max / 1_000)) * 1_000
    let rest = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: whole + rest)
  }
}
