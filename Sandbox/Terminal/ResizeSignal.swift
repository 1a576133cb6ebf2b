#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGWINCH, the signal a terminal sends when its size changes, into a byte on a pipe,
/// so that a wait for input also ends at a resize, with no race between the two.
///
/// The handler only writes one byte to the pipe, without blocking (a full pipe already says
/// that the size changed).
enum ResizeSignal {
  // `nonisolated(unsafe)` is safe: the pointer is set once, when `install` first reads it on
  // the main actor before the handler exists, and never changes; the handler only reads the
  // write end, which `install` sets before installing it and `uninstall` clears after removing
  // it.
  nonisolated(unsafe) private static let ends: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    pointer.initialize(repeating: -1, count: 2)
    return pointer
  }()
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    pointer.initialize(to: sigaction())
    return pointer
  }()

  /// Makes the pipe and installs the handler.
  ///
  /// - Returns: The pipe's read end: readable after each resize.
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
    SignalHandler.install(handler, for: SIGWINCH, blocking: [], savingPreviousIn: previous)
    return fds[0]
  }

  /// Puts the previous action back and closes the pipe.
  @MainActor
  static func uninstall() {
    guard ends[0] >= 0 else { return }
    sigaction(SIGWINCH, previous, nil)
    for index in 0..<2 {
      close(ends[index])
      ends[index] = -1
    }
  }

  /// Reads every byte waiting on the pipe, so that the next wait sleeps until the next resize.
  @MainActor
  static func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(ends[0], $0.baseAddress, $0.count) }) > 0 {}
  }

  private static let handler: SignalHandler.Handler = { _ in
    let savedErrno = errno
    var byte: UInt8 = 0
    _ = write(ResizeSignal.ends[1], &byte, 1)
    errno = savedErrno
  }
}
