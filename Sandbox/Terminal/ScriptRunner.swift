/// Runs commands from a script (a pipe, a file): each command echoed, then its output; bad lines
/// reported with their number, the session going on; no prompt, no colour.
@MainActor
struct ScriptRunner {
  let session: SandboxSession
  let write: (String) -> Void

  /// Runs `lines` and returns the exit code: 0 when every line was valid, 1 otherwise.
  func run(_ lines: [String]) async -> Int32 {
    var failed = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      write("> " + Terminal.printable(trimmed))
      do {
        guard let command = try CommandParser.parse(trimmed) else { continue }
        if command == .quit { return failed ? 1 : 0 }
        for output in try await SessionCommands.output(of: command, in: session) { write(output) }
      } catch {
        failed = true
        write("error: line \(index + 1): \(error)")
      }
    }
    return failed ? 1 : 0
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
