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
  /// - Throws: The first failure; some bytes may have been written before it.
  static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) throws(SystemError) {
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
      _ = poll(&ready, 1, -1)
    }
  }
}
