import Foundation
import Testing

/// Random scripts that follow the Sandbox's grammar, with hostile arguments, run through the
/// built Sandbox; every run is checked by ``FuzzVerdict``.
///
/// Seeded and reproducible: a failure names its seed and the shortest script found that still
/// fails. `EMPTYSTATE_LONG_RUN=1` runs 100 times more seeds, with longer scripts.
@Suite struct SandboxFuzzTests {
  static let isLongRun = ProcessInfo.processInfo.environment["EMPTYSTATE_LONG_RUN"] == "1"
  static let seeds = 0..<UInt64(isLongRun ? 1_600 : 16)
  static let linesPerScript = isLongRun ? 200 : 80
  /// Seconds before a run counts as hung: far more than any script needs.
  static let deadline = 120.0

  /// The directory a run happens in, and where its `svg` commands write; removed after it.
  static func scratchDirectory(seed: UInt64) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "sandbox-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(seed)")
  }

  static func script(seed: UInt64) -> FuzzScript {
    var generator = SandboxScriptGenerator(
      seed: seed, scratchDirectory: scratchDirectory(seed: seed).path)
    return generator.script(lines: linesPerScript)
  }

  /// Runs `script` in the scratch directory of `seed` and lists the rules it broke.
  static func problems(of script: FuzzScript, seed: UInt64) throws -> [String] {
    let directory = scratchDirectory(seed: seed)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try SandboxProcess.run(
      input: Data(script.bytes), workingDirectory: directory.path, timeout: deadline)
    return FuzzVerdict.problems(of: result, for: script)
  }

  @Test(arguments: seeds)
  func randomScriptsKeepEveryRule(seed: UInt64) throws {
    let script = Self.script(seed: seed)
    let problems = try Self.problems(of: script, seed: seed)
    guard !problems.isEmpty else { return }
    let shortest = try Self.shrink(script, seed: seed)
    Issue.record(
      """
      seed \(seed): \(problems.joined(separator: "; "))
      shortest failing script (\(shortest.lines.count) lines):
      \(shortest)
      """)
  }

  /// Drops lines while the script still fails, halving the pieces tried: at most 64 runs.
  static func shrink(_ script: FuzzScript, seed: UInt64) throws -> FuzzScript {
    var current = script
    var chunk = max(1, current.lines.count / 2)
    var runs = 0
    while chunk >= 1, runs < 64 {
      var start = 0
      var removed = false
      while start < current.lines.count, runs < 64 {
        var candidate = current
        let range = start..<min(start + chunk, current.lines.count)
        candidate.lines.removeSubrange(range)
        candidate.endings.removeSubrange(range)
        runs += 1
        if !candidate.lines.isEmpty, try !problems(of: candidate, seed: seed).isEmpty {
          current = candidate
          removed = true
        } else {
          start += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    return current
  }
}

extension SandboxFuzzTests {
  @Test func theSameSeedGivesTheSameScript() {
    #expect(Self.script(seed: 3).bytes == Self.script(seed: 3).bytes)
    #expect(Self.script(seed: 3).bytes != Self.script(seed: 4).bytes)
  }

  @Test func svgOnlyWritesIntoTheScratchDirectoryOrDevNull() {
    for seed in Self.seeds {
      let scratch = Self.scratchDirectory(seed: seed).path
      for line in Self.script(seed: seed).lines where line.starts(with: Array("svg".utf8)) {
        let path = String(decoding: line.dropFirst(4), as: UTF8.self)
        #expect(
          path.isEmpty || path == "/dev/null" || path.hasPrefix(scratch) || !path.hasPrefix("/"),
          "seed \(seed) writes to \(path)")
        #expect(!path.contains("\u{FFFD}") && !path.unicodeScalars.contains { $0.value < 0x20 })
      }
    }
  }

  @Test func scriptsHoldEveryKindOfHostileInput() {
    let lines = Self.seeds.flatMap { Self.script(seed: $0).lines }
    let short = Array(lines.filter { $0.count < 2_000 }.joined(separator: [0x0A]))
    let text = String(decoding: short, as: UTF8.self)
    #expect(short.contains(0x1B), "an escape")
    #expect(short.contains(0xFF) || short.contains(0xC0), "bytes that are not UTF-8")
    #expect(text.contains("注文") && text.contains("🧑‍🍳") && text.contains("طلبات"))
    #expect(text.contains("9223372036854775808") && text.contains("nan"))
    #expect(lines.contains { $0.count > 65_536 }, "a line past the limit")
  }
}

/// The verdict catches each kind of bad run: a fuzzer that cannot fail proves nothing.
@Suite struct FuzzVerdictTests {
  static let script = FuzzScript(lines: [Array("render".utf8)], endings: [.newline])

  static func result(
    output: String = "> render\n", errors: String = "", status: Int32 = 0, exited: Bool = true,
    timedOut: Bool = false, peak: Int = 10 << 20
  ) -> SandboxProcess.Result {
    SandboxProcess.Result(
      status: status, output: output, errors: errors, exited: exited, timedOut: timedOut,
      outputBytes: Array(output.utf8), errorBytes: Array(errors.utf8), peakResidentBytes: peak)
  }

  @Test func aGoodRunHasNoProblem() {
    #expect(FuzzVerdict.problems(of: Self.result(), for: Self.script).isEmpty)
  }

  @Test(arguments: [
    result(exited: false), result(timedOut: true), result(peak: 1 << 30),
    result(output: "> render\n\u{1B}[2J"), result(errors: "\u{9B}"), result(status: 1),
    result(output: "> render\nerror: line 1: bad\n"), result(output: ""),
    result(output: String(repeating: "x", count: 2 << 20)),
  ])
  func aBadRunIsCaught(result: SandboxProcess.Result) {
    #expect(!FuzzVerdict.problems(of: result, for: Self.script).isEmpty)
  }

  @Test func theAnsweredLinesFollowTheReadingRules() {
    let script = FuzzScript(
      lines: [
        Array("  ".utf8), Array("# note".utf8), Array("add 1\r".utf8),
        [UInt8](repeating: 0x61, count: 65_537), [UInt8](repeating: 0x61, count: 65_536) + [0x0D],
        Array("render".utf8),
      ],
      endings: [.newline, .crlf, .newline, .newline, .crlf, .none])
    #expect(script.answeredLines == 4)
  }
}
