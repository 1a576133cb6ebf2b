import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random sessions on the full screen, on a pseudo-terminal.
///
/// Loads and fades play out in real time, `svg` writes into files, `/dev/null` and a FIFO
/// nobody reads, with clicks, resizes and Ctrl-Z among them. Whatever happens, the Sandbox
/// keeps drawing, leaves when asked, and puts the terminal back.
///
/// Seeded: a failure names its seed and every step. Bounded: a few short sessions, each step a
/// few milliseconds, about two seconds in all (`EMPTYSTATE_LONG_RUN=1` runs more and longer).
@Suite(.timeLimit(.minutes(2)))
struct FullScreenFuzzTests {
  static let seeds = 0..<UInt64(SandboxFuzzTests.isLongRun ? 64 : 4)
  static let stepsPerSession = SandboxFuzzTests.isLongRun ? 120 : 24
  /// Seconds before a wait counts as a hang.
  static let deadline = 20.0

  static func scratchDirectory(seed: UInt64) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "sandbox-screen-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(seed)")
  }

  /// Whether the Sandbox has the terminal in raw mode.
  static func takesRawInput(_ terminal: PseudoTerminal) -> Bool {
    terminal.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
  }

  /// Plays `steps` on a new terminal and lists the rules the Sandbox broke.
  static func problems(of steps: [FullScreenSessionGenerator.Step], seed: UInt64) throws
    -> [String]
  {
    let directory = scratchDirectory(seed: seed)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let generator = FullScreenSessionGenerator(seed: seed, scratchDirectory: directory.path)
    guard mkfifo(generator.fifo, 0o600) == 0 else { return ["cannot make the FIFO"] }
    let terminal = try PseudoTerminal(columns: 80, rows: 24, screen: (160, 60))
    let before = terminal.initialAttributes
    var problems: [String] = []
    if !terminal.waitForScreen(containing: "> ", timeout: deadline) {
      problems.append("no first picture")
    }
    for step in steps where problems.isEmpty {
      switch step {
      case .command(let line): terminal.send(line + "\r")
      case .bytes(let bytes): terminal.send(bytes)
      case .resize(let columns, let rows):
        terminal.resize(columns: columns, rows: rows, screen: (160, 60))
      case .stopAndContinue:
        terminal.send([0x1A])
        if !terminal.waitForStop(timeout: deadline) { problems.append("\(step): no stop") }
        terminal.signal(SIGCONT)
        // Until the Sandbox takes the terminal again, the line discipline is cooked: it would
        // echo what comes next (a false "Fuzzed") and turn control keys into signals.
        let raw = terminal.read(until: Self.takesRawInput, timeout: deadline)
        if !raw { problems.append("\(step): the terminal was not taken again") }
      case .pause(let milliseconds):
        terminal.read(until: { _ in false }, timeout: Double(milliseconds) / 1_000)
      }
    }
    // Still answering: a command runs and its output is drawn.
    terminal.resize(columns: 100, rows: 30, screen: (160, 60))
    if problems.isEmpty, !terminal.read(until: Self.takesRawInput, timeout: deadline) {
      problems.append("the terminal is not in raw mode before the last command")
    }
    terminal.send([0x15] + Array("header Fuzzed\r".utf8))
    if problems.isEmpty, !terminal.waitForScreen(containing: "Fuzzed", timeout: deadline) {
      problems.append("stopped answering:\n\(terminal.screen.text)")
    }
    terminal.send([0x03])
    let end = terminal.waitForExit(timeout: deadline)
    if end != .init(status: 130, signal: nil) {
      problems.append("Ctrl-C ended it with \(String(describing: end)), not status 130")
    }
    let after = terminal.attributes
    if after.c_lflag != before.c_lflag || after.c_iflag != before.c_iflag {
      problems.append("the terminal's modes were not put back")
    }
    if terminal.screen.isOnAlternateScreen || terminal.screen.modes.contains(1000) {
      problems.append("the alternate screen or mouse reporting was left on")
    }
    return problems
  }
}

extension FullScreenFuzzTests {
  @Test(arguments: seeds)
  func randomSessionsKeepDrawingAndPutTheTerminalBack(seed: UInt64) throws {
    var generator = FullScreenSessionGenerator(
      seed: seed, scratchDirectory: Self.scratchDirectory(seed: seed).path)
    let steps = generator.session(steps: Self.stepsPerSession)
    let problems = try Self.problems(of: steps, seed: seed)
    guard !problems.isEmpty else { return }
    Issue.record(
      """
      seed \(seed): \(problems.joined(separator: "; "))
      steps:
      \(steps.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test func sessionsHoldLoadsFadesAndSVGIntoAFIFO() {
    var commands: [String] = []
    for seed in Self.seeds {
      var generator = FullScreenSessionGenerator(seed: seed, scratchDirectory: "/scratch")
      for case .command(let line) in generator.session(steps: Self.stepsPerSession) {
        commands.append(line)
      }
    }
    #expect(commands.contains { $0.hasPrefix("load ") })
    #expect(commands.contains { $0.hasPrefix("transition fade ") })
    #expect(commands.contains("svg /scratch/unread.fifo"))
  }

  @Test func theSameSeedGivesTheSameSession() {
    var first = FullScreenSessionGenerator(seed: 5, scratchDirectory: "/s")
    var second = FullScreenSessionGenerator(seed: 5, scratchDirectory: "/s")
    #expect(first.session(steps: 40) == second.session(steps: 40))
  }
}
