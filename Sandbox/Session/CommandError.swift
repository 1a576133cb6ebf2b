/// Why a line is not a valid command: what was wrong and what is expected.
struct CommandError: Error, Equatable, CustomStringConvertible {
  let description: String

  static func unknown(_ word: String) -> CommandError {
    CommandError(description: "unknown command '\(word)'; type 'help' for the list of commands")
  }

  static func usage(_ command: String, _ usage: String, _ problem: String) -> CommandError {
    CommandError(description: "\(command): \(problem); expected: \(usage)")
  }
}
