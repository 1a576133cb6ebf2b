/// The output of one command, including the ones that do not touch the list (help, demo).
@MainActor
enum SessionCommands {
  static func output(of command: SandboxCommand, in session: SandboxSession) throws(CommandError)
    -> [String]
  {
    switch command {
    case .help:
      return [SandboxHelp.commands]
    case .demo:
      var lines: [String] = []
      let narrator = Narrator { lines.append($0) }
      do {
        try NarratedDemo(narrator: narrator).run()
      } catch {
        lines.append("demo failed: \(error)")
      }
      return lines
    default:
      return try session.run(command)
    }
  }
}
