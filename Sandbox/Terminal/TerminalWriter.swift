#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the Sandbox's output to a file descriptor: at once, made safe for a terminal, and
/// remembering the first failure.
///
/// Every text goes through ``TerminalText/printable(_:keepingColours:)``, so nothing the user
/// typed reaches the terminal as a control code; only with `keepsColours` (an interactive
/// session on a colour terminal) do the renderer's colour codes stay codes. Writes are not
/// buffered, so a prompt shows before the input is read. After a write fails (a full disk,
/// `> /dev/full`, a closed pipe) nothing more is written and ``failure`` says why.
///
/// ```swift
/// let output = TerminalWriter(fileDescriptor: STDOUT_FILENO, keepsColours: false)
/// output.writeLine("hello")
/// if let failure = output.failure { print("lost:", failure) }
/// ```
final class TerminalWriter {
  let fileDescriptor: Int32
  /// Whether the renderer's colour codes are kept (interactive sessions with colour only).
  let keepsColours: Bool
  /// Why the first failed write failed; `nil` while every write succeeded.
  private(set) var failure: SystemError?

  /// Creates a writer to `fileDescriptor`, which stays open.
  init(fileDescriptor: Int32, keepsColours: Bool) {
    self.fileDescriptor = fileDescriptor
    self.keepsColours = keepsColours
  }

  /// Writes `text` and a newline.
  func writeLine(_ text: String) {
    write(text + "\n")
  }

  /// Writes `text` as it is, without a newline (a prompt).
  func write(_ text: String) {
    guard failure == nil else { return }
    let safe = TerminalText.printable(text, keepingColours: keepsColours)
    do {
      try SystemError.writeAll(Array(safe.utf8), to: fileDescriptor)
    } catch {
      failure = error
    }
  }
}
