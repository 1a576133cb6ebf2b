import EmptyState
import Testing

@testable import Sandbox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen loop on a terminal played by the test: every way out puts the terminal back
/// before anything is reported, and the screen sleeps unless something moves.
@Suite @MainActor struct FullScreenRunnerTests {
  /// A terminal whose waits answer what the test says.
  final class PlayedTerminal: ScreenDevice {
    var size = ScreenSize.fallback
    /// What happened, in order: "enter", "leave", "report: …".
    var log: [String] = []
    var written = ""
    var enterFailure: SystemError?
    var writeFailure: SystemError?
    var readFailure: SystemError?
    /// The timeouts each wait was given.
    var timeouts: [Duration?] = []
    /// The played real time: a wait that times out lets its whole timeout pass.
    var time = Duration.zero
    /// Answers a wait; after 2,000 waits the input ends, so that no test loops for ever.
    var answer: (PlayedTerminal, Duration?) -> ScreenEvent = { _, _ in .endOfInput }

    func enter() throws(SystemError) {
      log.append("enter")
      if let enterFailure { throw enterFailure }
    }

    func leave() {
      log.append("leave")
    }

    /// Whether ``suspend()`` stops, as where SIGTSTP is not ignored.
    var stops = true

    func suspend() throws(SystemError) -> Bool {
      log.append("suspend")
      return stops
    }

    func wait(timeout: Duration?) throws(SystemError) -> ScreenEvent {
      timeouts.append(timeout)
      if let readFailure { throw readFailure }
      return timeouts.count > 2_000 ? .endOfInput : answer(self, timeout)
    }

    /// Lets `timeout` pass, as a terminal where nothing is typed would: a frame falls due.
    func timeOut(_ timeout: Duration) -> ScreenEvent {
      time += timeout
      return .timedOut
    }

    func write(_ text: String) throws(SystemError) {
      if let writeFailure { throw writeFailure }
      written += text
    }

    /// Answers with each of `events` in turn, then the end of the input.
    func answer(with events: [ScreenEvent]) {
      var remaining = events[...]
      answer = { _, _ in remaining.popFirst() ?? .endOfInput }
    }
  }

  func run(_ terminal: PlayedTerminal, session: SandboxSession = SandboxSession()) async -> Int32 {
    await FullScreenRunner(
      session: session, device: terminal, report: { terminal.log.append("report: " + $0) },
      now: { terminal.time }
    ).run()
  }
}

extension FullScreenRunnerTests {
  @Test func quitPutsTheTerminalBackWithZero() async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    terminal.answer(with: [.input(Array("quit\r".utf8)), .input(Array("add 1\r".utf8))])
    #expect(await run(terminal) == 0)
    #expect(terminal.log == ["enter", "leave"])
    #expect(terminal.timeouts.count == 1)
  }

  /// A failure of the terminal's output or input, the status it ends with, and its report.
  enum Failure: CaseIterable {
    case write
    case read
  }

  @Test(arguments: Failure.allCases)
  func aFailureEndsTheSessionAndIsReportedAfterPuttingTheTerminalBack(_ failure: Failure) async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    let error = SystemError(code: failure == .write ? EIO : EBADF)
    if failure == .write { terminal.writeFailure = error } else { terminal.readFailure = error }
    let status = await run(terminal)
    #expect(
      status
        == (failure == .write ? SandboxMain.Status.outputFailed : SandboxMain.Status.badOptions))
    let problem =
      failure == .write ? "cannot write to standard output" : "cannot read standard input"
    #expect(terminal.log == ["enter", "leave", "report: \(problem): \(error)"])
  }

  @Test func aTerminalThatCannotBeSwitchedIsPutBackAndReported() async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    terminal.enterFailure = SystemError(code: ENOTTY)
    #expect(await run(terminal) == SandboxMain.Status.badOptions)
    #expect(terminal.log.first == "enter")
    #expect(terminal.log.dropFirst().first == "leave")
    #expect(terminal.written.isEmpty)
  }

  @Test func theListTakesTheTerminalsSizeAtTheStartAndAfterAResize() async {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    let terminal = PlayedTerminal()
    var sizes: [ViewSize] = []
    terminal.answer = { terminal, _ in
      sizes.append(session.list.view.frame.size)
      guard sizes.count == 1 else { return .endOfInput }
      terminal.size = ScreenSize(clampingColumns: 100, rows: 30)
      return .resized
    }
    #expect(await run(terminal, session: session) == 0)
    #expect(sizes == [ViewSize(width: 624, height: 256), ViewSize(width: 784, height: 352)])
  }

  @Test func theScreenSleepsUntilAKeyWhileNothingMoves() async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    terminal.answer(with: [.input(Array("add 1\r".utf8)), .timedOut])
    #expect(await run(terminal) == 0)
    #expect(terminal.timeouts == [nil, nil, nil])
  }

  @Test func aLoadPlaysOutInFramesAndThenTheScreenSleepsAgain() async {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    let terminal = PlayedTerminal()
    terminal.answer = { _, timeout in
      if terminal.timeouts.count == 1 { return .input(Array("load 100ms\r".utf8)) }
      guard let timeout else { return .endOfInput }
      return terminal.timeOut(timeout)
    }
    #expect(await run(terminal, session: session) == 0)
    #expect(session.data.sections == [3])
    #expect(terminal.timeouts.contains { $0 != nil })
    #expect(terminal.timeouts.last == .some(nil))
    #expect(terminal.written.contains("Row 0.0"))
  }

  @Test func aFadePlaysOutInFramesAndThenTheScreenSleepsAgain() async {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    let terminal = PlayedTerminal()
    var commands = ["empty title \"None\"", "transition fade 100ms", "add 1"][...]
    var sawTheFade = false
    terminal.answer = { _, timeout in
      if let command = commands.popFirst() { return .input(Array((command + "\r").utf8)) }
      sawTheFade = sawTheFade || session.list.emptyState.isTransitioning
      guard let timeout else { return .endOfInput }
      return terminal.timeOut(timeout)
    }
    #expect(await run(terminal, session: session) == 0)
    #expect(sawTheFade)
    #expect(terminal.timeouts.contains { $0 != nil })
    #expect(terminal.timeouts.last == .some(nil))
    #expect(!session.list.emptyState.isTransitioning)
    #expect(!session.list.emptyState.isShown)
  }

  @Test func aFadesIntermediateOpacitiesAreDrawn() async throws {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    var commands = ["empty title \"None\"", "transition fade 2s linear", "add 1"][...]
    terminal.answer = { terminal, timeout in
      if let command = commands.popFirst() { return .input(Array((command + "\r").utf8)) }
      guard let timeout else { return .endOfInput }
      return terminal.timeOut(timeout)
    }
    #expect(await run(terminal) == 0)
    let drawn = try Regex(#"opacity (0\.[0-9]+)"#)
    let opacities = Set(
      terminal.written.matches(of: drawn).compactMap { Double($0.output[1].substring ?? "") })
    // 20 frames a second for two seconds: many steps between fully shown and gone.
    #expect(opacities.count > 10, "opacities drawn: \(opacities.sorted())")
    #expect(opacities.contains { $0 > 0.4 && $0 < 0.6 })
  }

  /// Ctrl-Z typed, or SIGTSTP (from the device's signal pipe).
  @Test(arguments: [ScreenEvent.input([0x1A]), .suspend])
  func aStopRequestSuspendsAndThenDrawsTheWholeScreenAgain(_ request: ScreenEvent) async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    var drawnBefore = ""
    terminal.answer = { terminal, _ in
      guard terminal.timeouts.count == 1 else { return .endOfInput }
      drawnBefore = terminal.written
      return request
    }
    #expect(await run(terminal) == 0)
    #expect(terminal.log == ["enter", "suspend", "leave"])
    // Drawn whole after the stop: the picture again, not only what changed.
    let after = terminal.written.dropFirst(drawnBefore.count)
    #expect(after.contains(TerminalCodes.clearScreen))
    #expect(after.contains("No orders yet"))
  }

  @Test func ctrlZWhereStoppingIsIgnoredSaysSoAndGoesOn() async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    terminal.stops = false
    terminal.answer(with: [.input([0x1A])])
    #expect(await run(terminal) == 0)
    #expect(terminal.written.contains("Ctrl-Z does nothing here"))
  }

  @Test func ctrlCInTheMiddleOfTypingLeavesWith130() async {
    defer { EmptyStateDefaults.reset() }
    let terminal = PlayedTerminal()
    terminal.answer(with: [.input(Array("add".utf8) + [0x03] + Array(" 1\r".utf8))])
    #expect(await run(terminal) == SandboxMain.Status.interrupted)
    #expect(terminal.log == ["enter", "leave"])
  }
}
