/// Runs an interactive session on a terminal: the list, a prompt, a command, the list again.
@MainActor
struct InteractiveRunner {
  let session: SandboxSession
  let write: (String) -> Void
  /// Writes the prompt, without a newline.
  let prompt: (String) -> Void
  /// The next line typed; `nil` at the end of the input.
  let readLine: () -> InputLine?

  /// What a new interactive session starts with, so there is something to play with at once.
  static let welcome = ["header Orders", "empty both no-orders 96x64 \"No orders yet\" --tap"]

  /// Runs the ``welcome`` commands on `session`: both interactive modes start from them.
  static func start(_ session: SandboxSession) {
    for line in welcome {
      if let command = try? CommandParser.parse(line) { _ = try? session.run(command) }
    }
  }

  func run() async -> Int32 {
    write("EmptyState Sandbox. Type 'help' for the commands, 'quit' to leave.")
    write("Starting with: " + Self.welcome.joined(separator: "; "))
    Self.start(session)
    write(session.render())
    while true {
      prompt("sandbox> ")
      guard let input = readLine() else { return SandboxMain.Status.success }
      guard case .text(let line) = input else {
        write("error: \(CommandError.lineTooLong)")
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      do {
        guard let command = try CommandParser.parse(trimmed) else { continue }
        if command == .quit { return SandboxMain.Status.success }
        for output in try await SessionCommands.output(of: command, in: session) { write(output) }
      } catch {
        write("error: \(error)")
      }
    }
  }
}
