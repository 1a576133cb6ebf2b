import Foundation
import Testing

/// Standard input and `--script FILE` are read line by line as they arrive, with a bounded line.
@Suite struct StreamingInputTests {
  /// A deadline for waiting on the Sandbox; only reached when it hangs.
  static let patience = 60.0

  @Test func eachLineRunsBeforeTheInputEnds() throws {
    let sandbox = try SandboxProcess.start()
    sandbox.send(Array("add 1\n".utf8))
    let ranFirst = sandbox.pump(
      until: { String(decoding: $0.output, as: UTF8.self).contains("| Row 0.0") },
      timeout: Self.patience)
    #expect(ranFirst, "the first line did not run while the input was still open")
    sandbox.send(Array("add 1\nquit\n".utf8))
    let end = sandbox.finish(timeout: Self.patience)
    #expect(end.exited && end.status == 0)
    #expect(String(decoding: sandbox.output, as: UTF8.self).contains("| Row 0.1"))
  }

  @Test func endlessInputKeepsRunningInBoundedMemory() throws {
    let sandbox = try SandboxProcess.start()
    sandbox.send(Array(String(repeating: "render\n", count: 4_000).utf8))
    let ranMany = sandbox.pump(
      until: { $0.bytesWritten > 1_000_000 }, timeout: Self.patience)
    #expect(ranMany)
    sandbox.send(Array("quit\n".utf8))
    let end = sandbox.finish(timeout: Self.patience)
    #expect(end.exited && end.status == 0)
    #expect(end.peakResidentBytes < 256 << 20)
  }

  @Test func anOverlongLineIsOneErrorAndTheNextLineRuns() throws {
    let long = String(repeating: "a", count: 3 * 65_536)
    let result = try SandboxProcess.run(input: Data("\(long)\nadd 1\n".utf8))
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "error: line 1: the line is longer than 65536 bytes; "
          + "it is skipped up to its end and nothing changes\n> add 1\n"))
    #expect(result.output.utf8.count < 10_000)
  }

  @Test func aLineOfExactlyTheLimitRuns() throws {
    let line = "#" + String(repeating: "a", count: 65_535)
    let result = try SandboxProcess.run(input: Data("\(line)\nrender\n".utf8))
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("> render\n"))
  }

  @Test func inputWithoutAnyNewlineStaysBounded() throws {
    let result = try SandboxProcess.run(
      input: Data(repeating: UInt8(ascii: "z"), count: 32 << 20), timeout: Self.patience)
    #expect(result.exited && result.status == 1)
    #expect(result.output.components(separatedBy: "\n").count == 2)
    #expect(result.peakResidentBytes < 128 << 20)
  }

  @Test func aLastLineWithoutNewlineRuns() throws {
    let result = try SandboxProcess.run(input: Data("add 1\nadd 2".utf8))
    #expect(result.status == 0)
    #expect(result.output.contains("> add 2"))
  }

  @Test func newlinesOnlyRunNothingAndAreNotTheDemo() throws {
    let result = try SandboxProcess.run(input: Data("\n\r\n".utf8))
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }
}

/// `--script FILE` reads exactly as standard input does.
@Suite struct ScriptFileInputTests {
  /// Runs `bytes` once from a file and once piped.
  func bothWays(_ bytes: [UInt8]) throws -> (
    file: SandboxProcess.Result, piped: SandboxProcess.Result
  ) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-\(UUID().uuidString).sandbox")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return (
      try SandboxProcess.run(["--script", file.path]), try SandboxProcess.run(input: Data(bytes))
    )
  }

  @Test func crlfLineEndingsEndLinesInAScriptFile() throws {
    let runs = try bothWays(Array("add 1\r\nadd 2\r\nrender\r\n".utf8))
    #expect(runs.file.status == 0)
    #expect(runs.file.output.contains("> add 2\ninsert 2 row(s) into section 0"))
    #expect(runs.file.transcript == runs.piped.transcript)
  }

  @Test func invalidUTF8InAScriptFileRunsAsPipedInputDoes() throws {
    let runs = try bothWays([0xFF] + Array(" title\nempty title \"caf".utf8) + [0xC3, 0x0A])
    #expect(runs.file.status == 1)
    #expect(runs.file.output.contains("unknown command '\u{FFFD}'"))
    #expect(runs.file.transcript == runs.piped.transcript)
    #expect(runs.file.errors.isEmpty)
  }

  @Test func anOverlongLineInAScriptFileIsRefusedAsWhenPiped() throws {
    let runs = try bothWays(Array((String(repeating: "b", count: 70_000) + "\nadd 1\n").utf8))
    #expect(runs.file.status == 1)
    #expect(runs.file.transcript == runs.piped.transcript)
  }

  @Test func aDirectoryAsScriptIsABadOptionInOneLine() throws {
    let result = try SandboxProcess.run(["--script", NSTemporaryDirectory()])
    #expect(result.status == 2)
    #expect(result.errors.hasSuffix("Is a directory; see --help\n"))
    #expect(result.errors.components(separatedBy: "\n").count == 2)
  }
}
