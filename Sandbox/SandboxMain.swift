import EmptyState
import Foundation

/// The Sandbox: an interactive session on a terminal, a script runner on a pipe or with
/// `--script FILE`, and the narrated demo when there is no input at all.
@main
struct SandboxMain {
  @MainActor
  static func main() async {
    exit(await run(arguments: Array(CommandLine.arguments.dropFirst())))
  }

  @MainActor
  static func run(arguments: [String]) async -> Int32 {
    let write = SandboxOutput.writeLine
    switch arguments.first {
    case "--help", "-h":
      write(SandboxHelp.usage)
      return 0
    case "--demo":
      guard arguments.count == 1 else { return usageError("--demo takes no value") }
      return runDemo(write: write)
    case "--script":
      guard arguments.count == 2 else { return usageError("--script needs exactly one FILE") }
      guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        return usageError("cannot read script '\(arguments[1])'")
      }
      return await runScript(lines(of: text), write: write)
    case let option?:
      return usageError("unknown option '\(option)'")
    case nil:
      break
    }
    if Terminal.inputIsTerminal {
      let session = SandboxSession()
      session.renderer.usesColor = Terminal.usesColor
      return await InteractiveRunner(
        session: session, write: write, prompt: SandboxOutput.writeWithoutNewline,
        readLine: { readLine() }
      ).run()
    }
    var input: [String] = []
    while let line = readLine() { input.append(line) }
    return input.isEmpty ? runDemo(write: write) : await runScript(input, write: write)
  }

  @MainActor
  private static func runScript(
    _ lines: [String], write: @escaping (String) -> Void
  ) async -> Int32 {
    await ScriptRunner(session: SandboxSession(), write: write).run(lines)
  }

  @MainActor
  private static func runDemo(write: @escaping (String) -> Void) -> Int32 {
    do {
      try NarratedDemo(narrator: Narrator(write: write)).run()
      return 0
    } catch {
      write("demo failed: \(error)")
      return 1
    }
  }

  private static func usageError(_ problem: String) -> Int32 {
    FileHandle.standardError.write(Data("Sandbox: \(problem); see --help\n".utf8))
    return 2
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
