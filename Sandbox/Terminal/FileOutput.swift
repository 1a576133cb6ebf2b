#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes exported files the way a shell redirection (`svg > PATH`) would.
///
/// The file at the path is opened for writing and truncated, or created (mode 0666 less the
/// umask) when nothing is there: a symbolic link is followed to its target, and a FIFO or a
/// device such as `/dev/null` is written into, never replaced by a regular file. A FIFO waits
/// for a reader, as a redirection does. A directory, a path without its parent, or one the
/// process may not write is a ``SystemError`` in one line, and nothing is written.
enum FileOutput {
  /// Writes `text` into the file at `path`.
  ///
  /// - Throws: ``SystemError`` from opening, writing or closing the file.
  static func write(_ text: String, to path: String) throws(SystemError) {
    let fileDescriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o666)
    guard fileDescriptor >= 0 else { throw .current }
    do {
      try SystemError.writeAll(Array(text.utf8), to: fileDescriptor)
    } catch {
      _ = close(fileDescriptor)
      throw error
    }
    guard close(fileDescriptor) == 0 else { throw .current }
  }
}
