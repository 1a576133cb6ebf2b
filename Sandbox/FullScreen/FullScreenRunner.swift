import EmptyState

/// Runs the Sandbox on the whole terminal: the list drawn in place, the last output under it, a
/// status line and a command line; clicks on the list are taps there, the mouse wheel scrolls
/// it (``FullScreenState/linesPerNotch`` lines a notch), and the list takes the
/// terminal's size whenever it changes.
///
/// The screen is drawn again after input, after a resize and on each frame while the session
/// has something moving (``SandboxSession/nextFrameDelay``); otherwise it sleeps until a key. Whatever ends the
/// session (`quit`, Ctrl-C, Ctrl-D on an empty line, the terminal closing, a failed read or
/// write), the terminal is put back before ``run()`` returns, and a problem is reported only
/// then, on the normal screen. Signals are handled by ``TerminalRestoration``. Ctrl-Z (or
/// SIGTSTP) puts the terminal back and stops the Sandbox; once the shell continues it (`fg`),
/// the terminal is taken again and the screen drawn whole.
@MainActor
struct FullScreenRunner {
  let session: SandboxSession
  let device: any ScreenDevice
  /// Reports a problem in one line (on standard error), after the terminal is put back.
  let report: (String) -> Void
  /// The real time since a fixed moment, which frames are measured on; tests play it.
  var now: () -> Duration = Self.realTime()

  /// The time on the continuous clock since this was called.
  static func realTime() -> () -> Duration {
    let start = ContinuousClock.now
    return { ContinuousClock.now - start }
  }

  /// How a session ended.
  private struct Ending: Error {
    var status: Int32
    var problem: String?
  }

  /// Runs the session until it ends.
  ///
  /// - Returns: The exit status: 0 after `quit`, Ctrl-D or the end of the input, 130 after
  ///   Ctrl-C, 2 when the terminal cannot be used or read, 3 when it cannot be written.
  func run() async -> Int32 {
    let ending: Ending
    do throws(SystemError) {
      try device.enter()
      ending = await loop()
    } catch {
      ending = Ending(
        status: SandboxMain.Status.badOptions, problem: "cannot use the terminal: \(error)")
    }
    device.leave()
    if let problem = ending.problem { report(problem) }
    return ending.status
  }

  private func loop() async -> Ending {
    var screen = FullScreenView(state: FullScreenState(size: device.size))
    InteractiveRunner.start(session)
    let sized = await fitList(to: screen.state.layout)
    screen.state.show(
      ["EmptyState Sandbox, full screen: 'help' lists the commands."] + sized)
    screen.redrawList(session)
    var frames = FrameClock(step: SandboxLoads.tick)
    // When the last frame was played; `nil` while nothing moves.
    var lastFrame: Duration?
    do throws(Ending) {
      while true {
        try draw(&screen)
        let delay = session.nextFrameDelay
        if delay == nil { lastFrame = nil }
        let waited = lastFrame.map { now() - $0 } ?? .zero
        let event = try waitForEvent(timeout: delay.map { max(.zero, $0 - waited) })
        try await handle(event, on: &screen)
        guard let interval = session.nextFrameDelay else { continue }
        let time = now()
        guard let last = lastFrame else {
          lastFrame = time
          continue
        }
        guard time - last >= interval else { continue }
        lastFrame = time
        let fading = session.list.emptyState.isTransitioning
        let happened = await session.playFrame(elapsed: frames.take(time - last))
        if !happened.isEmpty { screen.state.show(happened, asPage: false) }
        // The list changes with something to say (an event, a new phase) and on every frame of
        // a fade, whose opacity moves without an event; otherwise only the clock moves.
        if !happened.isEmpty || fading || session.list.emptyState.isTransitioning {
          screen.redrawList(session)
        } else {
          screen.showClock(of: session)
        }
      }
    } catch {
      return error
    }
  }

  private func handle(_ event: ScreenEvent, on screen: inout FullScreenView) async throws(Ending) {
    switch event {
    case .input(let bytes):
      for key in screen.decoder.decode(bytes) {
        try await handle(key, on: &screen)
      }
    case .resized:
      // The terminal may have cleared or reflowed the screen: draw it whole.
      screen.painter.invalidate()
      if screen.state.resize(to: device.size) {
        screen.state.show(await fitList(to: screen.state.layout), asPage: false)
        screen.redrawList(session)
      }
    case .suspend:
      try await suspend(&screen)
    case .timedOut:
      return
    case .endOfInput:
      throw Ending(status: SandboxMain.Status.success)
    }
  }

  private func handle(_ key: TerminalKey, on screen: inout FullScreenView) async throws(Ending) {
    switch screen.state.handle(key, listSize: session.list.view.frame.size) {
    case nil, .draw?:
      return
    case .drawAll?:
      screen.painter.invalidate()
    case .run(let line)?:
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let command: SandboxCommand?
      do {
        command = try CommandParser.parse(trimmed)
      } catch {
        return screen.state.show(["error: \(error)"])
      }
      guard let command else { return }
      if command == .quit { throw Ending(status: SandboxMain.Status.success) }
      screen.state.show(await output(of: command))
      screen.redrawList(session)
    case .tap(let point)?:
      screen.state.show(await output(of: .tap(.point(point))))
      screen.redrawList(session)
    case .scroll(let distance)?:
      screen.state.show(await output(of: .scroll(.by(distance))))
      screen.redrawList(session)
    case .quit(let status)?:
      throw Ending(status: status)
    case .suspend?:
      try await suspend(&screen)
    }
  }

  /// Stops until the shell continues the Sandbox, then draws the whole screen, at the size the
  /// terminal has then.
  private func suspend(_ screen: inout FullScreenView) async throws(Ending) {
    let stopped: Bool
    do {
      stopped = try device.suspend()
    } catch {
      throw Ending(
        status: SandboxMain.Status.badOptions, problem: "cannot use the terminal: \(error)")
    }
    guard stopped else {
      return screen.state.show(["Ctrl-Z does nothing here: stopping is ignored (no job control)"])
    }
    screen.painter.invalidate()
    if screen.state.resize(to: device.size) {
      screen.state.show(await fitList(to: screen.state.layout), asPage: false)
    }
    screen.redrawList(session)
  }

  /// What `command` prints, without the list drawn again at its end: the screen draws it.
  private func output(of command: SandboxCommand) async -> [String] {
    do {
      let output = try await SessionCommands.output(of: command, in: session)
      return output.last == session.render() ? output.dropLast() : output
    } catch {
      return ["error: \(error)"]
    }
  }

  /// Gives the list the size that fills `layout`'s picture.
  private func fitList(to layout: ScreenLayout) async -> [String] {
    ["the terminal is \(layout.size)"] + (await output(of: .size(layout.listSize)))
  }

  private func draw(_ screen: inout FullScreenView) throws(Ending) {
    let frame = screen.frame()
    guard let text = screen.painter.paint(frame) else { return }
    do {
      try device.write(text)
    } catch {
      throw Ending(
        status: SandboxMain.Status.outputFailed,
        problem: "cannot write to standard output: \(error)")
    }
  }

  private func waitForEvent(timeout: Duration?) throws(Ending) -> ScreenEvent {
    do {
      return try device.wait(timeout: timeout)
    } catch {
      throw Ending(
        status: SandboxMain.Status.badOptions, problem: "cannot read standard input: \(error)")
    }
  }
}
