#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes exported files the way a shell redirection (`svg > PATH`) would, but never waits
/// without end.
///
/// The file at the path is opened for writing and truncated, or created (mode 0666 less the
/// umask) when nothing is there: a symbolic link is followed to its target, and a FIFO or a
/// device such as `/dev/null` is written into, never replaced by a regular file. A directory, a
/// path without its parent, or one the process may not write is a ``FileOutputError`` in one
/// line, and nothing is written.
///
/// A redirection into a FIFO waits for a reader, and then for it to read; the full screen,
/// whose keys are bytes in raw mode, would have no way out (Ctrl-C included). So the file is
/// opened without blocking: a FIFO that no process has open for reading is refused at once
/// (``FileOutputError/noReader``), and a reader that takes nothing for
/// ``SandboxLimits/writeStall`` ends the write (``FileOutputError/readerStalled``).
enum FileOutput {
  /// Writes `text` into the file at `path`.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - path: Where to write it.
  ///   - stall: The longest wait for a reader to take more bytes.
  /// - Throws: ``FileOutputError`` from opening, writing or closing the file.
  static func write(
    _ text: String, to path: String, stall: Duration = SandboxLimits.writeStall
  ) throws(FileOutputError) {
    let fileDescriptor = open(
      path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o666)
    guard fileDescriptor >= 0 else {
      let error = SystemError.current
      // Only a FIFO without a reader fails with ENXIO when opened without blocking.
      throw error.code == ENXIO ? .noReader : .system(error)
    }
    do throws(SystemError) {
      try SystemError.writeAll(Array(text.utf8), to: fileDescriptor, waitingAtMost: stall)
    } catch {
      _ = close(fileDescriptor)
      throw error.code == ETIMEDOUT ? .readerStalled(stall) : .system(error)
    }
    guard close(fileDescriptor) == 0 else { throw .system(.current) }
  }
}

/// Why ``FileOutput`` could not write a file, in one line.
enum FileOutputError: Error, Equatable, CustomStringConvertible {
  /// A system call failed.
  case system(SystemError)
  /// The path is a FIFO that no process has open for reading.
  case noReader
  /// The FIFO's reader took nothing for this long.
  case readerStalled(Duration)

  var description: String {
    switch self {
    case .system(let error):
      return error.description
    case .noReader:
      return "no reader: no process has this FIFO open for reading"
    case .readerStalled(let stall):
      return "the reader took nothing for \(SandboxLoads.format(stall)); the rest is not written"
    }
  }
}
