#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the signals the full screen answers in its loop into bytes on a pipe, so that a wait
/// for input also ends at one of them, with no race between the two: SIGWINCH, which a
/// terminal sends when its size changes, and SIGTSTP, a request to stop (`kill -TSTP`; Ctrl-Z
/// typed on the raw terminal arrives as a byte instead).
///
/// The handler only writes the signal's number to the pipe, without blocking (a full pipe
/// already holds each signal that can arrive). SIGTSTP is left alone when it is ignored, as a
/// program started without job control finds it.
enum ScreenSignals {
  /// What arrived since the last ``drain()``.
  struct Arrived: Equatable {
    var resized = false
    var suspend = false
  }

  /// The signals handled, each with its slot in ``previous``.
  static let signals = [SIGWINCH, SIGTSTP]

  // `nonisolated(unsafe)` is safe: each pointer is set once, when `install` first reads it on
  // the main actor before any handler exists, and never changes; the handler only reads the
  // write end, which `install` sets before installing it and `uninstall` clears after removing
  // it.
  nonisolated(unsafe) private static let ends: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    pointer.initialize(repeating: -1, count: 2)
    return pointer
  }()
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
    pointer.initialize(repeating: sigaction(), count: signals.count)
    return pointer
  }()

  /// Which signals have the handler installed.
  @MainActor private static var installed: [Int] = []

  /// Makes the pipe and installs the handler.
  ///
  /// - Returns: The pipe's read end: readable after each signal.
  /// - Throws: ``SystemError`` when the pipe cannot be made.
  @MainActor
  static func install() throws(SystemError) -> Int32 {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw .current }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    ends[0] = fds[0]
    ends[1] = fds[1]
    for (slot, signal) in signals.enumerated() {
      if signal == SIGTSTP, SignalHandler.ignores(SignalHandler.currentAction(for: signal)) {
        continue
      }
      if SignalHandler.install(
        handler, for: signal, blocking: [], savingPreviousIn: previous + slot)
      {
        installed.append(slot)
      }
    }
    return fds[0]
  }

  /// Puts the previous actions back and closes the pipe.
  @MainActor
  static func uninstall() {
    guard ends[0] >= 0 else { return }
    for slot in installed { sigaction(signals[slot], previous + slot, nil) }
    installed = []
    for index in 0..<2 {
      close(ends[index])
      ends[index] = -1
    }
  }

  /// Reads every byte waiting on the pipe, so that the next wait sleeps until the next signal.
  ///
  /// - Returns: The signals that arrived.
  @MainActor
  static func drain() -> Arrived {
    var arrived = Arrived()
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      guard count > 0 else { return arrived }
      for byte in bytes[..<count] {
        if Int32(byte) == SIGTSTP { arrived.suspend = true } else { arrived.resized = true }
      }
    }
  }

  private static let handler: SignalHandler.Handler = { signal in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(ScreenSignals.ends[1], &byte, 1)
    errno = savedErrno
  }
}
