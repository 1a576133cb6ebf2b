import Foundation
import Testing

@testable import Sandbox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen Sandbox end to end: the built binary on a pseudo-terminal, driven with keys,
/// mouse reports, resizes and signals as a person's terminal would send them.
///
/// Every wait has a deadline (a hang fails the test); no test measures time.
@Suite(.timeLimit(.minutes(2)))
struct FullScreenTerminalTests {
  /// Seconds before a wait counts as a hang.
  static let timeout = 60.0

  /// Starts the Sandbox on a terminal of `columns` × `rows` and waits for its first picture.
  func start(
    columns: Int = 80, rows: Int = 24, screen: (columns: Int, rows: Int)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (PseudoTerminal, before: termios) {
    let terminal = try PseudoTerminal(columns: columns, rows: rows, screen: screen)
    let before = terminal.initialAttributes
    let drawn = terminal.read(
      until: { $0.screen.contains("No orders yet") && $0.screen.contains("> ") },
      timeout: Self.timeout)
    #expect(drawn, "no first picture:\n\(terminal.screen.text)", sourceLocation: sourceLocation)
    return (terminal, before)
  }

  /// Expects the terminal's attributes to be `before` again and the alternate screen left,
  /// by the last bytes written.
  func expectPutBack(
    _ terminal: PseudoTerminal, as before: termios,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let after = terminal.attributes
    #expect(after.c_lflag == before.c_lflag, sourceLocation: sourceLocation)
    #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
    #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
    #expect(after.c_cflag == before.c_cflag, sourceLocation: sourceLocation)
    #expect(after.c_lflag & tcflag_t(ICANON | ECHO | ISIG) != 0, sourceLocation: sourceLocation)
    #expect(
      terminal.output.suffix(TerminalCodes.leave.utf8.count)
        == Array(TerminalCodes.leave.utf8)[...],
      "last bytes: \(String(decoding: terminal.output.suffix(40), as: UTF8.self).debugDescription)",
      sourceLocation: sourceLocation)
    #expect(!terminal.screen.isOnAlternateScreen, sourceLocation: sourceLocation)
    #expect(!terminal.screen.modes.contains(1000), sourceLocation: sourceLocation)
    #expect(terminal.screen.modes.contains(25), sourceLocation: sourceLocation)
  }

  /// The SGR mouse reports of a click of the primary button at `column`, `row`.
  static func click(column: Int, row: Int) -> String {
    "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m"
  }
}

extension FullScreenTerminalTests {
  @Test func entersTheAlternateScreenWithRawInputAndMouseReporting() throws {
    let (terminal, _) = try start()
    #expect(terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.modes.isSuperset(of: [1000, 1006]))
    #expect(terminal.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
  }

  @Test func quitLeavesTheAlternateScreenAndPutsTheTerminalBack() throws {
    let (terminal, before) = try start()
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test func ctrlCLeavesWithStatus130AndPutsTheTerminalBack() throws {
    let (terminal, before) = try start()
    terminal.send("add 1")
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 130, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test func ctrlDOnAnEmptyLineEndsTheInputAndPutsTheTerminalBack() throws {
    let (terminal, before) = try start()
    terminal.send([0x04])
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalPutsTheTerminalBackAndThenEndsTheSandbox(signal: Int32) throws {
    let (terminal, before) = try start()
    terminal.signal(signal)
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: nil, signal: signal))
    expectPutBack(terminal, as: before)
  }

  /// A crash's signal (sent here, as a crash would raise it) puts the terminal back before
  /// the runtime, or a sanitizer, reports the crash on the normal screen.
  @Test(arguments: [SIGSEGV, SIGABRT])
  func aCrashSignalPutsTheTerminalBackBeforeTheCrashIsReported(signal: Int32) throws {
    // No core file (the test process's soft limit, which the Sandbox inherits, is lowered),
    // and no interactive crash report waiting for a key.
    #if os(Linux)
      let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    #else
      let core = RLIMIT_CORE
    #endif
    var limit = rlimit()
    getrlimit(core, &limit)
    limit.rlim_cur = 0
    setrlimit(core, &limit)
    let terminal = try PseudoTerminal(
      columns: 80, rows: 24, environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(terminal.waitForScreen(containing: "No orders yet"))
    terminal.signal(signal)
    #expect(terminal.waitForExit(timeout: Self.timeout) != nil)
    #expect(terminal.attributes.c_lflag == terminal.initialAttributes.c_lflag)
    #expect(terminal.attributes.c_iflag == terminal.initialAttributes.c_iflag)
    #expect(String(decoding: terminal.output, as: UTF8.self).contains(TerminalCodes.leave))
  }

  /// Ctrl-Z, typed as the raw terminal delivers it (a byte), or SIGTSTP from `kill`.
  enum StopRequest: CaseIterable {
    case ctrlZ
    case signal
  }

  @Test(arguments: StopRequest.allCases)
  func aStopPutsTheTerminalBackAndContinuingTakesItAndRedraws(_ request: StopRequest) throws {
    let (terminal, before) = try start()
    terminal.send("button Retry\r")
    #expect(terminal.waitForScreen(containing: "[ Retry ]"))
    switch request {
    case .ctrlZ: terminal.send([0x1A])
    case .signal: terminal.signal(SIGTSTP)
    }
    #expect(terminal.waitForStop(timeout: Self.timeout))
    expectPutBack(terminal, as: before)
    let stoppedAt = terminal.output.count
    terminal.signal(SIGCONT)
    let redrawn = terminal.read(
      until: {
        $0.screen.isOnAlternateScreen && $0.screen.contains("[ Retry ]")
          && $0.output.count > stoppedAt
      }, timeout: Self.timeout)
    #expect(redrawn, "screen:\n\(terminal.screen.text)")
    let after = String(decoding: terminal.output[stoppedAt...], as: UTF8.self)
    #expect(after.hasPrefix(TerminalCodes.enter))
    #expect(after.contains("[ Retry ]"))
    #expect(terminal.screen.modes.isSuperset(of: [1000, 1006]))
    #expect(terminal.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test func svgIntoAFIFOWithoutAReaderSaysSoAndTheScreenGoesOn() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("p.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let (terminal, before) = try start(columns: 200, rows: 24)
    terminal.send("svg \(fifo)\r")
    #expect(
      terminal.waitForScreen(containing: "no reader"), "screen:\n\(terminal.screen.text)")
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test func clickingThePlaceholdersButtonRunsItsTap() throws {
    let (terminal, _) = try start()
    terminal.send("button Retry\r")
    #expect(terminal.waitForScreen(containing: "[ Retry ]"))
    let button = try #require(terminal.screen.position(of: "[ Retry ]"))
    terminal.send(Self.click(column: button.column + 4, row: button.row))
    #expect(
      terminal.waitForScreen(containing: "button tapped"), "screen:\n\(terminal.screen.text)")
  }

  @Test func clickingTheTappablePlaceholderRunsItsTapBlock() throws {
    let (terminal, _) = try start()
    let title = try #require(terminal.screen.position(of: "No orders yet"))
    terminal.send(Self.click(column: title.column + 3, row: title.row))
    #expect(terminal.waitForScreen(containing: "placeholder tapped"))
    #expect(terminal.waitForScreen(containing: "| Row 0.0"), "screen:\n\(terminal.screen.text)")
  }

  @Test func aClickOnTheBorderOrBelowTheListTapsNothing() throws {
    let (terminal, _) = try start()
    terminal.send(Self.click(column: 1, row: 1) + Self.click(column: 40, row: 23))
    #expect(terminal.waitForScreen(containing: "(column 40, row 23) does nothing"))
    #expect(!terminal.screen.contains("tap at"))
    #expect(terminal.screen.contains("No orders yet"))
  }

  @Test func resizingTheTerminalLaysTheListOutAgain() throws {
    let (terminal, _) = try start()
    terminal.resize(columns: 100, rows: 30)
    #expect(terminal.waitForScreen(containing: "size is now 784 x 352"))
    #expect(terminal.screen.line(1) == "+" + String(repeating: "-", count: 98) + "+")
    #expect(terminal.screen.contains("No orders yet"))
  }

  @Test func aLoadPlaysAsFramesUntilItsAnswerArrives() throws {
    let (terminal, _) = try start()
    terminal.send("load 300ms\r")
    // The status line is drawn below the rows, so a read can end between the two: wait for both.
    #expect(
      terminal.read(
        until: { $0.screen.contains("| Row 0.0") && $0.screen.contains("phase loaded") },
        timeout: 30), "screen:\n\(terminal.screen.text)")
  }

  /// A terminal that reports no size, the smallest, and the largest a terminal can report.
  @Test(arguments: [
    (columns: 0, rows: 0, shows: "size is now 624 x 256"),
    (columns: 3, rows: 3, shows: "tab"),
    (columns: 65_535, rows: 65_535, shows: "size is now 10000 x 10000"),
  ])
  func anyTerminalSizeIsDrawnWithinTheLimits(columns: Int, rows: Int, shows: String) throws {
    let screen = (columns: min(max(columns, 80), 1_300), rows: min(max(rows, 24), 700))
    let terminal = try PseudoTerminal(columns: columns, rows: rows, screen: screen)
    #expect(terminal.waitForScreen(containing: shows), "screen:\n\(terminal.screen.text)")
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
  }

  @Test func hostileBytesNeverCrashItAndCtrlCStillLeaves() throws {
    let (terminal, before) = try start()
    let hostile: [[UInt8]] = [
      Array("\u{1B}[<0;99999999999999999999;-5M".utf8),  // huge and negative coordinates
      Array("\u{1B}[<0;0;0M\u{1B}[<64;10;10M\u{1B}[<2;10;10M".utf8),  // zero, wheel, right
      Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "9"), count: 100_000),  // endless
      [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90],  // not UTF-8
      Array("\u{1B}[M!!!\u{1B}O\u{1B}\u{1B}[A\u{1B}[200~".utf8),  // legacy mouse, keys, paste
      Array(repeating: UInt8(ascii: "x"), count: 70_000),  // past the command line's limit
      [0x1B, 0x5B, 0x3C],  // cut off in the middle
    ]
    for bytes in hostile { terminal.send(bytes) }
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 130, signal: nil))
    expectPutBack(terminal, as: before)
  }

  @Test(arguments: [
    (arguments: ["--lines"], term: "xterm-256color"), (arguments: [], term: "dumb"),
  ])
  func theLinePromptDrawsNoFullScreen(arguments: [String], term: String) throws {
    let terminal = try PseudoTerminal(
      arguments: arguments, columns: 80, rows: 24, environment: ["TERM": term])
    #expect(terminal.waitForScreen(containing: "sandbox>"), "screen:\n\(terminal.screen.text)")
    terminal.send("quit\r")
    #expect(terminal.waitForExit(timeout: Self.timeout) == .init(status: 0, signal: nil))
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1049h"))
  }
}
