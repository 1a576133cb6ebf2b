#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes diagnostic lines to standard error.
///
/// Shared with the other modules of this package (hence `package`). Uses `write(2)` on file descriptor 2 rather than the C `stderr` global, which Swift 6 treats as
/// shared mutable state.
package enum StandardErrorWriter {
  /// Writes `line` and a newline to standard error.
  package static func writeLine(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
