import Foundation
import TestSupport
import Testing

/// The built Sandbox, driven end to end by scripts, compared with golden transcripts.
@Suite struct SandboxTranscriptTests {
  static let scripts = [
    "content-combinations", "header-footer-insets", "updates-and-batches", "layout-and-kinds",
    "bad-input", "phases-and-retry", "presets-and-options", "bad-input-states", "limits",
    "loads-stale", "loads-fast", "loads-slow", "loads-retry", "snapshots", "appearance",
    "traits", "transitions", "paging",
  ]

  @Test(arguments: scripts)
  func scriptTranscriptMatchesItsGoldenFile(_ name: String) throws {
    let script = try SandboxScripts.script("\(name).sandbox")
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(result.exited)
    try SandboxScripts.snapshots.assertMatches(result.transcript, "\(name).txt")
  }

  @Test func scriptWithBadLinesExitsNonZeroAndGoesOn() throws {
    let result = try SandboxProcess.run(input: Data("fly\nadd 1\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("error: line 1: unknown command 'fly'"))
    #expect(result.output.contains("> add 1"))
  }

  @Test func validScriptExitsZero() throws {
    let result = try SandboxProcess.run(input: Data("add 1\nreload\n".utf8))
    #expect(result.status == 0)
  }

  @Test func quitStopsTheScript() throws {
    let result = try SandboxProcess.run(input: Data("add 1\nquit\nadd 2\n".utf8))
    #expect(result.status == 0)
    #expect(!result.output.contains("> add 2"))
  }

  @Test func scriptFileOptionGivesTheSameTranscriptAsStandardInput() throws {
    let script = try SandboxScripts.script("updates-and-batches.sandbox")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-\(UUID().uuidString).sandbox")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try SandboxProcess.run(["--script", file.path])
    let fromInput = try SandboxProcess.run(input: Data(script.utf8))
    #expect(fromFile.transcript == fromInput.transcript)
    #expect(fromFile.errors == fromInput.errors)
  }

  @Test func scriptOutputHasNoEscapeCodes() throws {
    let script = try SandboxScripts.script("content-combinations.sandbox")
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(!result.output.contains("\u{1B}"))
  }
}

@Suite struct SandboxOptionTests {
  @Test func noInputRunsTheNarratedDemo() throws {
    let result = try SandboxProcess.run()
    #expect(result.status == 0)
    try SandboxScripts.snapshots.assertMatches(result.transcript, "demo.txt")
  }

  @Test func demoOptionRunsTheNarratedDemo() throws {
    let result = try SandboxProcess.run(["--demo"], input: Data("add 1\n".utf8))
    #expect(result.status == 0)
    #expect(result.output.contains("== A table =="))
  }

  @Test func helpPrintsUsage() throws {
    let result = try SandboxProcess.run(["--help"])
    #expect(result.status == 0)
    try SandboxScripts.snapshots.assertMatches(result.transcript, "help.txt")
  }

  @Test func unknownOptionExitsWithTwo() throws {
    let result = try SandboxProcess.run(["--fly"])
    #expect(result.status == 2)
    #expect(result.errors.contains("unknown option '--fly'"))
  }

  @Test func missingScriptFileExitsWithTwo() throws {
    let result = try SandboxProcess.run(["--script", "/nonexistent/script.sandbox"])
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot read script"))
  }

  @Test func svgCommandWritesAWellFormedPicture() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let script = "empty title \"No orders\"\nsvg \(file.path)\n"
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(result.status == 0)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains(#"id="empty-view""#))
  }

  @Test func svgToAnUnwritablePathIsAnErrorLine() throws {
    let result = try SandboxProcess.run(input: Data("svg /nonexistent/dir/x.svg\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("error: line 1: svg: cannot write '/nonexistent/dir/x.svg'"))
  }
}

@Suite struct ReadmePictureTests {
  static let root = SandboxScripts.snapshots.directory
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let script = """
    header Orders
    footer "Tap to retry"
    empty both no-orders 96x64 "No orders yet" --tap

    """

  /// The article "Seeing It" holds the line-by-line picture (the README shows the full screen
  /// and the SVG).
  static let seeingIt = "Sources/EmptyState/Documentation.docc/Articles/SeeingIt.md"

  @Test func seeingItsTextPictureIsWhatTheSandboxPrints() throws {
    let result = try SandboxProcess.run(input: Data(Self.script.utf8))
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(Self.seeingIt), encoding: .utf8)
    let lastPicture = result.output.components(separatedBy: "> empty both").last ?? ""
    let picture = lastPicture.split(separator: "\n").drop { !$0.hasPrefix("table,") }
      .joined(separator: "\n")
    #expect(!picture.isEmpty)
    #expect(article.contains(picture))
  }

  @Test func readmeSVGIsWhatTheSandboxExports() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try SandboxProcess.run(input: Data((Self.script + "svg \(file.path)\n").utf8))
    #expect(result.status == 0)
    let committed = Self.root.appendingPathComponent("docs/empty-table.svg")
    if Snapshot.isRecording {
      try FileManager.default.removeItem(at: committed)
      try FileManager.default.copyItem(at: file, to: committed)
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == String(contentsOf: committed, encoding: .utf8))
  }
}
