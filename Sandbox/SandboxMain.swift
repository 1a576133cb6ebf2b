import EmptyState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Sandbox: a full-screen session on a terminal (a line-by-line prompt with `--lines` or on
/// a terminal that cannot show it), a script runner on a pipe or with `--script FILE`, and the
/// narrated demo when there is no input at all.
@main
struct SandboxMain {
  /// The exit statuses, as `--help` lists them.
  enum Status {
    static let success: Int32 = 0
    static let badLine: Int32 = 1
    static let badOptions: Int32 = 2
    static let outputFailed: Int32 = 3
    /// Ctrl-C on the full screen, as a shell reports a program ended by SIGINT.
    static let interrupted: Int32 = 130
    /// Every status the Sandbox exits with; `--help` lists each.
    static let all = [success, badLine, badOptions, outputFailed, interrupted]
    /// What a shell reports for a process that `signal` ended: the Sandbox ends by the signals
    /// of ``TerminalRestoration/signals`` after putting the terminal back, and by any other
    /// signal it does not catch.
    static func endedBy(_ signal: Int32) -> Int32 { 128 + signal }
  }

  @MainActor
  static func main() async {
    // A closed pipe is then a failed write, reported with its own status, not a silent signal.
    signal(SIGPIPE, SIG_IGN)
    exit(await run(arguments: Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the Sandbox with `arguments` on the process's standard input and output, and returns
  /// the exit status.
  @MainActor
  static func run(arguments: [String]) async -> Int32 {
    let interactive =
      (arguments.isEmpty && Terminal.inputIsTerminal) || arguments == [Self.linesOption]
    let output = TerminalWriter(
      fileDescriptor: STDOUT_FILENO, keepsColours: interactive && Terminal.usesColor)
    let status = await run(arguments: arguments, interactive: interactive, output: output)
    guard let failure = output.failure else { return status }
    reportError("cannot write to standard output: \(failure)")
    return Status.outputFailed
  }

  @MainActor
  private static func run(arguments: [String], interactive: Bool, output: TerminalWriter)
    async -> Int32
  {
    switch arguments.first {
    case "--help", "-h":
      output.writeLine(SandboxHelp.usage)
      return Status.success
    case "--demo":
      guard arguments.count == 1 else { return usageError("--demo takes no value") }
      return runDemo(output: output)
    case "--script":
      guard arguments.count == 2 else { return usageError("--script needs exactly one FILE") }
      return await runScriptFile(arguments[1], output: output)
    case linesOption:
      guard arguments.count == 1 else { return usageError("\(linesOption) takes no value") }
    case nil where interactive && Terminal.canShowFullScreen:
      return await runFullScreen()
    case let option?:
      return usageError("unknown option '\(option)'")
    case nil:
      break
    }
    let reader = LineReader(fileDescriptor: STDIN_FILENO)
    // Writing stops at the first failure; so does reading, so that an endless input ends.
    let next = { output.failure == nil ? reader.next() : nil }
    if interactive {
      let session = SandboxSession()
      session.renderer.usesColor = output.keepsColours
      return await InteractiveRunner(
        session: session, write: output.writeLine, prompt: output.write, readLine: next
      ).run()
    }
    guard let first = next() else {
      if let error = reader.readError { return inputError("cannot read standard input: \(error)") }
      return reader.readAnything ? Status.success : runDemo(output: output)
    }
    var pending: InputLine? = first
    return await runScript(reader: reader, output: output) {
      defer { pending = nil }
      return pending ?? next()
    }
  }

  /// The option for the line-by-line prompt instead of the full screen.
  private static let linesOption = "--lines"

  @MainActor
  private static func runFullScreen() async -> Int32 {
    let session = SandboxSession()
    session.renderer.usesColor = Terminal.usesColor
    let device = TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)
    return await FullScreenRunner(session: session, device: device, report: reportError).run()
  }

  @MainActor
  private static func runScriptFile(_ path: String, output: TerminalWriter) async -> Int32 {
    let fileDescriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard fileDescriptor >= 0 else {
      return usageError("cannot read script '\(path)': \(SystemError.current)")
    }
    defer { _ = close(fileDescriptor) }
    var status = stat()
    if fstat(fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      return usageError("cannot read script '\(path)': \(SystemError(code: EISDIR))")
    }
    let reader = LineReader(fileDescriptor: fileDescriptor)
    return await runScript(reader: reader, output: output) {
      output.failure == nil ? reader.next() : nil
    }
  }

  @MainActor
  private static func runScript(
    reader: LineReader, output: TerminalWriter, next: () -> InputLine?
  ) async -> Int32 {
    let status = await ScriptRunner(session: SandboxSession(), write: output.writeLine).run(next)
    if let error = reader.readError { return inputError("cannot read the script: \(error)") }
    return status
  }

  @MainActor
  private static func runDemo(output: TerminalWriter) -> Int32 {
    do {
      try NarratedDemo(narrator: Narrator(write: output.writeLine)).run()
      return Status.success
    } catch {
      output.writeLine("demo failed: \(error)")
      return Status.badLine
    }
  }

  private static func usageError(_ problem: String) -> Int32 {
    reportError("\(problem); see --help")
    return Status.badOptions
  }

  private static func inputError(_ problem: String) -> Int32 {
    reportError(problem)
    return Status.badOptions
  }

  /// Writes one line to standard error, made safe for a terminal like all output.
  private static func reportError(_ problem: String) {
    TerminalWriter(fileDescriptor: STDERR_FILENO, keepsColours: false)
      .writeLine("Sandbox: \(problem)")
  }
}
