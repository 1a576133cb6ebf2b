/// Why a line is not a valid command: what was wrong and what is expected.
struct CommandError: Error, Equatable, CustomStringConvertible {
  let description: String

  /// A line longer than ``SandboxLimits/lineBytes``, refused whole.
  static let lineTooLong = CommandError(
    description: "the line is longer than \(SandboxLimits.lineBytes) bytes; "
      + "it is skipped up to its end and nothing changes")

  static func unknown(_ word: String) -> CommandError {
    CommandError(description: "unknown command '\(word)'; type 'help' for the list of commands")
  }

  static func usage(_ command: String, _ usage: String, _ problem: String) -> CommandError {
    CommandError(description: "\(command): \(problem); expected: \(usage)")
  }
}
