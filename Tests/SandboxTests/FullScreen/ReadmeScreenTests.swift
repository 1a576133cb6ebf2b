import Foundation
import Testing

/// The full screen in the README's "See it" section is the one the built Sandbox draws on a
/// terminal of that size, after the commands the README names.
@Suite(.timeLimit(.minutes(2)))
struct ReadmeScreenTests {
  /// The commands typed, each followed by Enter, as the README lists them.
  static let commands = [
    "button Retry", "secondary Menu", "align top natural", "traits direction rtl",
  ]
  /// The command being typed when the screen is taken.
  static let typing = "tap secondary"

  @Test func theReadmeScreenIsWhatTheFullScreenDraws() throws {
    let terminal = try PseudoTerminal(columns: 72, rows: 22)
    #expect(terminal.waitForScreen(containing: "No orders yet"))
    for command in Self.commands { terminal.send(command + "\r") }
    terminal.send(Self.typing)
    // The keys run in order: once the typed command shows, every command before it has run.
    #expect(terminal.waitForScreen(containing: "> " + Self.typing))
    let screen = terminal.screen.text
    let readme = try String(
      contentsOf: ReadmePictureTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```\n" + screen + "\n```"), "the screen:\n\(screen)")
    for command in Self.commands {
      #expect(readme.contains("`\(command)`"), "the README does not name `\(command)`")
    }
    #expect(readme.contains("`\(Self.typing)`"))
    terminal.send([0x15])  // Ctrl-U: the typed command goes
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: 60) == .init(status: 0, signal: nil))
  }
}
