import EmptyState
import Testing

@testable import Sandbox

/// `announce on` prints what a screen reader is told in the log, once per announcement.
@Suite @MainActor struct AnnouncementLogTests {
  /// Runs `lines` in `session`, as typed, and returns everything they printed.
  func run(_ lines: [String], in session: SandboxSession) async throws -> String {
    var output: [String] = []
    for line in lines {
      guard let command = try CommandParser.parse(line) else { continue }
      output += try await SessionCommands.output(of: command, in: session)
    }
    return output.joined(separator: "\n")
  }
}

extension AnnouncementLogTests {
  @Test func announceOnPrintsEachAnnouncementOnce() async throws {
    defer { EmptyStateDefaults.reset() }
    let output = try await run(
      ["announce on", "empty title \"No orders yet\"", "reload", "reload"], in: SandboxSession())
    let line = "announces (polite, empty): \"No orders yet\""
    #expect(output.split(separator: "\n").filter { $0 == line }.count == 1)
  }

  @Test func aHeldAnnouncementIsPrintedWhenTheClockPassesTheInterval() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    _ = try await run(
      [
        "announce on", "empty title \"No orders yet\"", "phase failed",
        "placeholder failure \"Could not load\"",
      ], in: session)
    let output = try await run(["advance 1s"], in: session)
    #expect(output.contains("announces (assertive, failure): \"Could not load"))
  }

  @Test func withoutAnnounceOnNothingIsPrinted() async throws {
    defer { EmptyStateDefaults.reset() }
    let output = try await run(
      ["empty title \"No orders yet\"", "announce off"], in: SandboxSession())
    #expect(!output.contains("announces"))
  }

  @Test func announceNeedsOnOrOff() {
    #expect(throws: CommandError.self) { try CommandParser.parse("announce loudly") }
  }
}
