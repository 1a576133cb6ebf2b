import Foundation
import Testing

@testable import Sandbox

/// A paged list on the full screen, scrolled with the mouse wheel through a page loading, a
/// failed page, its Retry and the end, each shown live in the strip after the last row.
extension FullScreenTerminalTests {
  /// The SGR mouse reports of `count` notches of the wheel towards the user.
  static func wheelDown(_ count: Int, column: Int = 20, row: Int = 5) -> String {
    String(repeating: "\u{1B}[<65;\(column);\(row)M", count: count)
  }

  /// Turns the wheel a notch at a time until the screen shows `text`.
  ///
  /// As a user scrolls on until what they wait for is in view: the next page is requested
  /// within two rows of the end, and the strip shows its spinner only after the show delay.
  /// At most `notches` notches, each given a quarter of a second.
  static func wheel(
    _ terminal: PseudoTerminal, until text: String, notches: Int = 40
  ) -> Bool {
    for _ in 0..<notches {
      if terminal.read(until: { $0.screen.contains(text) }, timeout: 0.25) { return true }
      terminal.send(wheelDown(1))
    }
    return terminal.waitForScreen(containing: text, timeout: 1)
  }

  /// Waits until the Sandbox has handled every report sent so far, so the screen is still.
  ///
  /// A notch sent just before `text` appeared may still be on its way and scroll the list after
  /// the screen was read; a click aimed from that screen would then miss. Input is handled in
  /// order, so once the answer to an unknown word `marker` shows, every earlier notch has landed.
  static func settle(_ terminal: PseudoTerminal, marker: String) -> Bool {
    terminal.send("\(marker)\r")
    return terminal.waitForScreen(containing: "unknown command '\(marker)'")
  }

  @Test func theWheelScrollsAPagedListThroughLoadingAFailedPageRetryAndTheEnd() throws {
    let (terminal, _) = try start(columns: 100, rows: 24)
    // Pages of 12 rows (32 points each) under the 32-point header, 3 pages; the list is 256
    // points high, so two notches (96 points) bring the last row within 2 rows of the bottom.
    terminal.send("pages 12 3\r")
    #expect(terminal.waitForScreen(containing: "data [12]"), "screen:\n\(terminal.screen.text)")
    terminal.send("pages fail 2\r")
    #expect(terminal.waitForScreen(containing: "the next request of page 2 fails"))

    // The footer's show delay (the list's loading timing, 250 ms) passes before the spinner
    // shows, and its minimum display (500 ms) before the failure does.
    #expect(
      Self.wheel(terminal, until: "Loading more"), "no loading strip:\n\(terminal.screen.text)")
    #expect(
      Self.wheel(terminal, until: "Couldn't load more"), "screen:\n\(terminal.screen.text)")
    #expect(Self.settle(terminal, marker: "settled"), "screen:\n\(terminal.screen.text)")
    let retry = try #require(terminal.screen.position(of: "[ Retry ]"))

    terminal.send(Self.click(column: retry.column + 4, row: retry.row))
    #expect(terminal.waitForScreen(containing: "data [24]"), "screen:\n\(terminal.screen.text)")
    #expect(!terminal.screen.contains("Couldn't load more"))

    #expect(Self.wheel(terminal, until: "data [36]"), "screen:\n\(terminal.screen.text)")
    #expect(
      Self.wheel(terminal, until: "That's everything"), "screen:\n\(terminal.screen.text)")
    #expect(terminal.screen.contains("Row 0.35"))
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) != nil)
  }
}
