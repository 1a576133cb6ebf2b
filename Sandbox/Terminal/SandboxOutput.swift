import Foundation

/// Writes to standard output.
enum SandboxOutput {
  static func writeLine(_ text: String) {
    print(text)
  }

  static func writeWithoutNewline(_ text: String) {
    // FileHandle writes at once, so the prompt shows before the input is read.
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
