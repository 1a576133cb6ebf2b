/// The output of one command, including the ones that do not touch the list (help, demo).
///
/// Every command runs at one instant of the Sandbox's virtual clock; only `advance` lets time
/// pass, and what the pending loads and timers do happens during it, deterministically.
@MainActor
enum SessionCommands {
  static func output(
    of command: SandboxCommand, in session: SandboxSession
  ) async throws(CommandError) -> [String] {
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
    case .advance(let duration):
      return await session.advance(by: duration)
    default:
      let result: Result<[String], CommandError>
      do throws(CommandError) {
        result = .success(try session.runSendingRequests(command))
      } catch {
        result = .failure(error)
      }
      await session.loads.finishDropped()
      return try result.get()
    }
  }
}
