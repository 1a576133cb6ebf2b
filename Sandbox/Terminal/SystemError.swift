#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call, described in one line: the system's own words for its `errno`.
struct SystemError: Error, Equatable, CustomStringConvertible {
  /// The `errno` of the failure.
  let code: Int32

  /// The system's message for ``code``, such as "No space left on device".
  var description: String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// The error of the system call that just failed.
  static var current: SystemError {
    SystemError(code: errno)
  }

  /// Writes every byte of `bytes` to `fileDescriptor`, going on after interruptions, partial
  /// writes and a descriptor that is not ready yet.
  ///
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - fileDescriptor: Where to write it.
  ///   - limit: The longest wait for a descriptor that is not ready to take more; `nil`
  ///     waits as long as it takes.
  /// - Throws: The first failure, `ETIMEDOUT` past `limit`; some bytes may have been written
  ///   before it.
  static func writeAll(
    _ bytes: [UInt8], to fileDescriptor: Int32, waitingAtMost limit: Duration? = nil
  ) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(fileDescriptor, $0.baseAddress, $0.count)
      }
      if written >= 0 {
        offset += written
        continue
      }
      let error = current
      if error.code == EINTR { continue }
      guard error.code == EAGAIN || error.code == EWOULDBLOCK else { throw error }
      var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
      if poll(&ready, 1, limit.map(milliseconds) ?? -1) == 0 { throw SystemError(code: ETIMEDOUT) }
    }
  }

  /// `duration` in whole milliseconds for `poll`, at least 1 and at most a day.
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let whole = min(max(seconds, 0), 86_400) * 1_000 + max(attoseconds, 0) / 1_000_000_000_000_000
    return Int32(max(whole, 1))
  }
}
