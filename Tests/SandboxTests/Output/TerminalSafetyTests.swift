import EmptyState
import Foundation
import TestSupport
import Testing

@testable import Sandbox

/// Nothing the user types reaches the terminal as a control code: not in the echo, the notes,
/// the errors or the pictures.
@Suite struct TerminalSafetyTests {
  /// A script whose every text holds control characters: ESC sequences that would clear the
  /// screen and retitle the window, a C1 CSI, DEL, BEL and NUL.
  static let hostileScript = """
    empty title "No\u{1B}[2J orders\u{1B}]0;pwned\u{7}"
    detail "Check\u{9B}31m it\u{7F}"
    button "Re\u{1B}[5mtry"
    header "\u{1B}[41mTop" 40
    footer "\u{0}bottom"
    placeholder loading "Load\u{1B}[?25ling"
    phase failed "\u{1B}[31mboom"
    empty image "\u{1B}P" 64x64
    \u{1B}[2Jrender
    preset "\u{1B}[H"
    add "\u{1B}[1m"

    """

  /// Whether `bytes` hold a control byte other than a newline: C0, DEL or a C1 code.
  static func hasControlByte(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.contains {
      $0 != "\n" && TerminalText.isControl($0)
    }
  }

  @Test func hostileTextsNeverReachTheOutputAsControlCodes() throws {
    let result = try SandboxProcess.run(input: Data(Self.hostileScript.utf8))
    #expect(result.exited)
    #expect(!Self.hasControlByte(result.outputBytes))
    #expect(!Self.hasControlByte(result.errorBytes))
  }

  @Test func hostileTextsAreShownAsEscapesInTheTranscript() throws {
    let result = try SandboxProcess.run(input: Data(Self.hostileScript.utf8))
    try SandboxScripts.snapshots.assertMatches(result.transcript, "hostile-text.txt")
  }

  @Test @MainActor func aPictureInColourHasOnlyTheRenderersColourCodes() {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    session.renderer.usesColor = true
    // The title, detail, button, header and footer lines: a placeholder with every text.
    for line in Self.hostileScript.split(separator: "\n").prefix(5) {
      guard let command = try? CommandParser.parse(String(line)) else { continue }
      _ = try? session.run(command)
    }
    let picture = session.render()
    #expect(picture.contains("\u{1B}[1;32m"), "the renderer's own colours stay")
    let withoutColours = picture.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    #expect(!withoutColours.unicodeScalars.contains { $0 != "\n" && TerminalText.isControl($0) })
    #expect(picture.contains("\\u{1B}[41mTop"))
  }

  @Test func controlCharactersInAnUnknownCommandAreEscapedInTheErrorLine() throws {
    let result = try SandboxProcess.run(input: Data("fly\u{1B}[2J\u{9B}\n".utf8))
    #expect(
      result.output.contains(
        "error: line 1: unknown command 'fly\\u{1B}[2J\\u{9B}'; type 'help' for the list of commands"
      ))
  }

  @Test func controlCharactersInAnOptionAreEscapedOnStandardError() throws {
    let result = try SandboxProcess.run(["--\u{1B}[2J"])
    #expect(result.status == 2)
    #expect(result.errors == "Sandbox: unknown option '--\\u{1B}[2J'; see --help\n")
  }
}
