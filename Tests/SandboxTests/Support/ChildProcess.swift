import Foundation

/// A child process with pipes on its standard input, output and error, driven by one loop that
/// writes and reads at once (no pipe can fill up and block), with a deadline for every wait.
///
/// Timeouts only detect hangs: a child still running at its deadline is killed and reported as
/// timed out. The peak memory is the child's own high-water mark after it started its program,
/// sampled while it runs (`VmHWM` in `/proc`): `wait4`'s figure also counts the memory of this
/// test process, which the child shares until its `exec` (posix_spawn shares the address space).
///
/// ```swift
/// let child = try ChildProcess(executable: url, arguments: [])
/// child.send(Array("render\n".utf8))
/// child.pump(until: { $0.output.count > 0 }, timeout: 10)
/// let end = child.finish(timeout: 10)
/// ```
final class ChildProcess {
  /// How the child ended.
  struct Termination: Equatable {
    /// The exit status, or the signal's number when ``exited`` is false.
    var status: Int32
    /// Whether the child exited (rather than being ended by a signal).
    var exited: Bool
    /// Whether the child was killed because it ran past its deadline.
    var timedOut: Bool
    /// The most memory the child had resident at once, in bytes.
    var peakResidentBytes: Int
  }

  /// The bytes the child wrote to standard output, up to ``outputLimit``.
  private(set) var output: [UInt8] = []
  /// The bytes the child wrote to standard error, up to ``outputLimit``.
  private(set) var errors: [UInt8] = []
  /// How many bytes the child wrote to standard output and error in all, kept or not.
  private(set) var bytesWritten = 0
  /// The most bytes kept of each output; more is read and dropped.
  let outputLimit: Int

  private let pid: pid_t
  private var input: Int32
  /// The read ends of the child's standard output and error.
  private let outputEnd: Int32
  private let errorEnd: Int32
  /// The read ends not closed yet.
  private var outputs: [Int32]
  /// Input queued for the child; the part before `sentInput` is written already.
  private var pendingInput: [UInt8] = []
  private var sentInput = 0
  private var hasInputToSend: Bool { sentInput < pendingInput.count }
  /// Whether the child was waited for (by ``finish(timeout:)``).
  private var isReaped = false
  private var closesInputWhenSent = false
  /// The highest `VmHWM` seen for the child, in bytes (0 where `/proc` has none).
  private var sampledPeak = 0

  /// Starts `executable` with `arguments` and the test process's environment plus
  /// `environment`.
  ///
  /// - Parameters:
  ///   - executable: The program to run.
  ///   - arguments: Its arguments, after its name.
  ///   - environment: Variables added to the test process's environment.
  ///   - outputPath: A file the child's standard output goes to (opened for writing), instead
  ///     of a pipe to this object; ``output`` then stays empty.
  ///   - workingDirectory: The directory the child runs in (through `/bin/sh`, which `exec`s
  ///     it, so the child is still the process waited for); the test process's by default.
  ///   - outputLimit: The most bytes kept of each output.
  /// - Throws: `POSIXError` when the pipes cannot be made or the program cannot start.
  init(
    executable: URL, arguments: [String], environment: [String: String] = [:],
    outputPath: String? = nil, workingDirectory: String? = nil, outputLimit: Int = 64 << 20
  ) throws {
    Self.ignoreBrokenPipes
    self.outputLimit = outputLimit
    // Pipes are made close-on-exec and the child started under one lock, so that a child
    // another test starts at the same time never holds these pipes open.
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    let pipes = try (Self.makePipe(), Self.makePipe(), Self.makePipe())
    var actions = Self.fileActions()
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes.0.read, 0)
    if let outputPath {
      posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, pipes.1.write, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, pipes.2.write, 2)
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    let program = workingDirectory == nil ? executable.path : "/bin/sh"
    let shell = workingDirectory.map { ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, $0] }
    let argv = (shell ?? []) + [executable.path] + arguments
    let envp = env.map { "\($0.key)=\($0.value)" }
    var spawned: pid_t = 0
    let result = Self.withCStrings(argv) { argv in
      Self.withCStrings(envp) { envp in
        posix_spawn(&spawned, program, &actions, nil, argv, envp)
      }
    }
    for fd in [pipes.0.read, pipes.1.write, pipes.2.write] { close(fd) }
    guard result == 0 else {
      for fd in [pipes.0.write, pipes.1.read, pipes.2.read] { close(fd) }
      throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO)
    }
    pid = spawned
    input = pipes.0.write
    outputEnd = pipes.1.read
    errorEnd = pipes.2.read
    outputs = [outputEnd, errorEnd]
    if outputPath != nil {
      close(outputEnd)
      outputs = [errorEnd]
    }
    for fd in [input] + outputs { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    for fd in [input] + outputs where fd >= 0 { close(fd) }
    if !isReaped {
      // A test that stopped early: end the child rather than leave it running or a zombie.
      kill(pid, SIGKILL)
      while waitpid(pid, nil, 0) < 0, errno == EINTR {}
    }
  }

  /// Queues `bytes` for the child's standard input; they are written while pumping.
  func send(_ bytes: [UInt8]) {
    pendingInput += bytes
  }

  /// Closes the child's standard input once everything queued is written.
  func closeInput() {
    closesInputWhenSent = true
    if !hasInputToSend { closeInputNow() }
  }

  /// Writes queued input and reads output until `done` holds, both outputs end, or `timeout`
  /// seconds pass.
  ///
  /// - Returns: Whether `done` holds.
  @discardableResult
  func pump(until done: (ChildProcess) -> Bool, timeout: Double) -> Bool {
    let deadline = Self.now + timeout
    while !done(self) {
      guard !outputs.isEmpty || (input >= 0 && hasInputToSend) else { return false }
      let remaining = deadline - Self.now
      guard remaining > 0 else { return false }
      step(waitingAtMost: min(remaining, 1))
    }
    return true
  }

  /// Sends what is queued, closes the input, reads until the child closes its outputs and
  /// waits for it; kills it if that takes more than `timeout` seconds.
  func finish(timeout: Double) -> Termination {
    closeInput()
    let ended = pump(until: { $0.outputs.isEmpty }, timeout: timeout)
    if !ended { kill(pid, SIGKILL) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    isReaped = true
    let exited = status & 0x7F == 0
    #if os(Linux)
      let peak = usage.ru_maxrss * 1024
    #else
      let peak = usage.ru_maxrss
    #endif
    return Termination(
      status: exited ? (status >> 8) & 0xFF : status & 0x7F, exited: exited, timedOut: !ended,
      peakResidentBytes: sampledPeak > 0 ? sampledPeak : Int(peak))
  }

  /// One round: waits until a pipe is ready (at most `seconds`), then writes and reads.
  private func step(waitingAtMost seconds: Double) {
    var fds = outputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    if input >= 0, hasInputToSend {
      fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0))
    }
    let ready = poll(&fds, nfds_t(fds.count), Int32(seconds * 1000))
    samplePeak()
    guard ready > 0 else { return }
    for entry in fds where entry.revents != 0 {
      if entry.fd == input { writeInput() } else { readOutput(entry.fd) }
    }
  }

  /// Reads the child's high-water mark of resident memory, while it has one (not once it ended).
  private func samplePeak() {
    guard
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return }
    sampledPeak = max(sampledPeak, kilobytes * 1024)
  }

  private func writeInput() {
    let written = pendingInput[sentInput...].withUnsafeBytes {
      write(input, $0.baseAddress, $0.count)
    }
    if written > 0 {
      sentInput += written
    } else if written < 0, errno != EAGAIN, errno != EINTR {
      sentInput = pendingInput.count  // the child closed its input: the rest is dropped
    }
    if !hasInputToSend {
      pendingInput = []
      sentInput = 0
      if closesInputWhenSent { closeInputNow() }
    }
  }

  private func readOutput(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0, errno == EAGAIN || errno == EINTR { return }
    guard count > 0 else {
      close(fd)
      outputs.removeAll { $0 == fd }
      return
    }
    bytesWritten += count
    let room = max(0, outputLimit - (fd == outputEnd ? output.count : errors.count))
    if fd == outputEnd {
      output += buffer.prefix(min(count, room))
    } else {
      errors += buffer.prefix(min(count, room))
    }
  }

  private func closeInputNow() {
    guard input >= 0 else { return }
    close(input)
    input = -1
  }

  /// The monotonic clock, in seconds: for deadlines.
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Held while descriptors are made and a child is started (here and in
  /// ``PseudoTerminal``), so that no child inherits another test's descriptors.
  static let spawning = NSLock()

  /// Writing to a child that has exited must fail with an error, not end the test process.
  private static let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
  }

  #if os(Linux)
    private static func fileActions() -> posix_spawn_file_actions_t {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      return actions
    }
  #else
    private static func fileActions() -> posix_spawn_file_actions_t? {
      var actions: posix_spawn_file_actions_t?
      posix_spawn_file_actions_init(&actions)
      return actions
    }
  #endif

  /// Calls `body` with `strings` as C strings, ended by a null pointer (for `argv`, `envp`).
  static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
