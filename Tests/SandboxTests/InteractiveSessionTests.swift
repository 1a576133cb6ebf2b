import EmptyState
import Foundation
import Testing

@testable import Sandbox

/// The interactive runner, driven in-process with scripted keyboard input.
@Suite @MainActor struct InteractiveSessionTests {
  func run(_ lines: [String]) async -> (status: Int32, output: String) {
    // A session registers the Sandbox's presets in the process-wide defaults: put them back.
    defer { EmptyStateDefaults.reset() }
    var remaining = lines[...]
    var output = ""
    let status = await InteractiveRunner(
      session: SandboxSession(), write: { output += $0 + "\n" },
      prompt: { output += $0 }, readLine: { remaining.popFirst().map(InputLine.text) }
    ).run()
    return (status, output)
  }

  @Test func showsTheListAndAPromptBeforeEachCommand() async {
    let result = await run(["add 1", "quit"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("EmptyState Sandbox."))
    #expect(result.output.components(separatedBy: "sandbox> ").count == 3)
    #expect(result.output.contains("| Row 0.0"))
  }

  @Test func startsWithAHeaderAndATappableEmptyView() async {
    let result = await run(["tap empty", "quit"])
    #expect(result.output.contains("No orders yet"))
    #expect(result.output.contains("tap block: the data source now has 3 rows"))
  }

  @Test func badInputIsOneLineWithoutALineNumberAndTheSessionGoesOn() async {
    let result = await run(["fly", "add 1"])
    #expect(result.status == 0)
    #expect(
      result.output.contains("error: unknown command 'fly'; type 'help' for the list of commands\n")
    )
    #expect(result.output.contains("| Row 0.0"))
  }

  @Test func anOverlongLineIsOneErrorAndTheSessionGoesOn() async {
    defer { EmptyStateDefaults.reset() }
    var remaining: [InputLine] = [.tooLong, .text("add 1")]
    var output = ""
    let status = await InteractiveRunner(
      session: SandboxSession(), write: { output += $0 + "\n" }, prompt: { output += $0 },
      readLine: { remaining.isEmpty ? nil : remaining.removeFirst() }
    ).run()
    #expect(status == 0)
    #expect(
      output.contains(
        "sandbox> error: the line is longer than 65536 bytes; "
          + "it is skipped up to its end and nothing changes\nsandbox> "))
    #expect(output.contains("| Row 0.0"))
  }

  @Test func endOfInputEndsTheSessionWithZero() async {
    #expect(await run([]).status == 0)
  }

  @Test func coloursOnlyOnATerminalWithoutNoColor() {
    #expect(Terminal.usesColor(outputIsTerminal: true, environment: [:]))
    #expect(!Terminal.usesColor(outputIsTerminal: false, environment: [:]))
    #expect(!Terminal.usesColor(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(Terminal.usesColor(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func badCommandLeavesTheStateExactlyAsItWas() throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    _ = try session.run(.add(count: 2, section: nil))
    _ = try session.run(.empty(.title("No rows"), tappable: true))
    let before = session.render()
    for line in ["remove 5", "tap empty", "add 1 to 9", "remove-section 4", "end", "clear extra"] {
      #expect(throws: CommandError.self) {
        guard let command = try CommandParser.parse(line) else { return }
        _ = try session.run(command)
      }
    }
    #expect(session.render() == before)
  }
}
