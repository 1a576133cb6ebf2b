import Foundation
import Testing

/// The full screen shows a section placeholder live: drawn inside its section, named in the
/// status line, its events in the log line.
@Suite(.timeLimit(.minutes(2)))
struct SectionPlaceholderFullScreenTests {
  @Test func theFullScreenShowsASectionPlaceholderLive() throws {
    let terminal = try PseudoTerminal(columns: 120, rows: 30)
    #expect(terminal.waitForScreen(containing: "No orders yet"))
    for command in [
      "add-section 2", "add-section", "add-section 1", #"section-placeholder 1 "No posts yet""#,
    ] {
      terminal.send(command + "\r")
    }
    #expect(
      terminal.waitForScreen(containing: "section 1 shows its placeholder"),
      "the screen:\n\(terminal.screen.text)")
    let screen = terminal.screen.text
    #expect(screen.contains("section 1: willAppear, didAppear"), "the screen:\n\(screen)")
    let lines = screen.split(separator: "\n").map(String.init)
    let above = try #require(lines.firstIndex { $0.contains("Row 0.1") })
    let placeholder = try #require(lines.firstIndex { $0.contains("No posts yet") })
    let below = try #require(lines.firstIndex { $0.contains("Row 2.0") })
    #expect(above < placeholder && placeholder < below, "the screen:\n\(screen)")
    terminal.send("section-placeholder 1 none\r")
    #expect(terminal.waitForScreen(containing: "section 1: willDisappear, didDisappear"))
    #expect(!terminal.screen.text.contains("No posts yet"))
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: 60) == .init(status: 0, signal: nil))
  }
}
