/// Runs commands from a script (a pipe, a file): each command echoed, then its output; bad lines
/// reported with their number, the session going on; no prompt, no colour.
@MainActor
struct ScriptRunner {
  let session: SandboxSession
  let write: (String) -> Void

  /// Runs each line `nextLine` returns as soon as it is returned, until it returns `nil` or a
  /// line says `quit`.
  ///
  /// - Returns: The exit status: 0 when every line was valid, 1 otherwise.
  func run(_ nextLine: () -> InputLine?) async -> Int32 {
    var failed = false
    var number = 0
    while let input = nextLine() {
      number += 1
      guard case .text(let line) = input else {
        failed = true
        write("error: line \(number): \(CommandError.lineTooLong)")
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      write("> " + TerminalText.visible(trimmed))
      do {
        guard let command = try CommandParser.parse(trimmed) else { continue }
        if command == .quit { break }
        for output in try await SessionCommands.output(of: command, in: session) { write(output) }
      } catch {
        failed = true
        write("error: line \(number): \(error)")
      }
    }
    return failed ? SandboxMain.Status.badLine : SandboxMain.Status.success
  }
}

extension String {
  func trimmingCharacters(in set: Set<Character>) -> String {
    var view = Substring(self)
    while let first = view.first, set.contains(first) { view.removeFirst() }
    while let last = view.last, set.contains(last) { view.removeLast() }
    return String(view)
  }
}

extension Set where Element == Character {
  static let whitespaces: Set<Character> = [" ", "\t", "\r"]
}
