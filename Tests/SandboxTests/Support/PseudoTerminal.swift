import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built Sandbox running on a pseudo-terminal of its own, as on a person's terminal: the
/// pseudo-terminal is its controlling terminal and its standard input, output and error.
///
/// The test writes keys and mouse reports to the master side, reads what the Sandbox draws into
/// a ``ScreenEmulator``, resizes the terminal (the kernel then sends SIGWINCH) and reads the
/// terminal's attributes. It keeps the slave side open too, so that the attributes can still
/// be read after the Sandbox ends. Every wait has a deadline; a Sandbox still running when the
/// test ends is killed.
///
/// ```swift
/// let terminal = try PseudoTerminal(columns: 80, rows: 24)
/// terminal.send("quit\r")
/// let end = terminal.waitForExit(timeout: 30)
/// ```
final class PseudoTerminal {
  /// How the Sandbox ended.
  struct Termination: Equatable {
    /// The exit status, when it exited.
    var status: Int32?
    /// The signal that ended it, when one did.
    var signal: Int32?
  }

  /// Every byte the Sandbox wrote.
  private(set) var output: [UInt8] = []
  /// The screen as a terminal would show it.
  private(set) var screen: ScreenEmulator
  let pid: pid_t
  /// The terminal's attributes before the Sandbox started, as a new terminal has them.
  let initialAttributes: termios
  private let master: Int32
  private let slave: Int32
  private var termination: Termination?

  /// Starts the Sandbox with `arguments` on a new terminal of `columns` × `rows`.
  ///
  /// - Parameters:
  ///   - arguments: The Sandbox's arguments.
  ///   - columns: The terminal's width; 0 reports no size.
  ///   - rows: Its height; 0 reports no size.
  ///   - screen: The size of the emulated screen the test reads, when it differs.
  ///   - environment: Variables added to the test process's (`TERM` is `xterm-256color`
  ///     unless given).
  /// - Throws: `POSIXError` when the terminal cannot be made or the Sandbox cannot start.
  init(
    arguments: [String] = [], columns: Int, rows: Int,
    screen: (columns: Int, rows: Int)? = nil, environment: [String: String] = [:]
  ) throws {
    self.screen = ScreenEmulator(
      columns: screen?.columns ?? columns, rows: screen?.rows ?? rows)
    ChildProcess.spawning.lock()
    defer { ChildProcess.spawning.unlock() }
    let functions = try PseudoTerminalFunctions()
    let master = functions.open(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw POSIXError(.EMFILE) }
    var name = [CChar](repeating: 0, count: 256)
    guard functions.grant(master) == 0, functions.unlock(master) == 0,
      functions.name(master, &name, name.count) == 0
    else {
      close(master)
      throw POSIXError(.ENOTTY)
    }
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      throw POSIXError(.ENOENT)
    }
    for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    self.master = master
    self.slave = slave
    Self.setSize(of: master, columns: columns, rows: rows)
    var attributes = termios()
    tcgetattr(slave, &attributes)
    initialAttributes = attributes
    do {
      pid = try Self.spawn(arguments, terminal: path, environment: environment)
    } catch {
      close(master)
      close(slave)
      throw error
    }
  }

  deinit {
    if termination == nil {
      kill(pid, SIGKILL)
      while waitpid(pid, nil, 0) < 0, errno == EINTR {}
    }
    close(master)
    close(slave)
  }

  /// The terminal's attributes now (raw or cooked, echo or not).
  var attributes: termios {
    var attributes = termios()
    tcgetattr(slave, &attributes)
    return attributes
  }

  /// Types `text`.
  func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends `bytes` as typed, reading what the Sandbox draws meanwhile.
  func send(_ bytes: [UInt8]) {
    var sent = 0
    let deadline = ChildProcess.now + 10
    while sent < bytes.count, ChildProcess.now < deadline {
      let written = bytes[sent...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        sent += written
      } else {
        readAvailable(waiting: 0.05)
      }
    }
  }

  /// Changes the terminal's size, as a person resizing the window does.
  func resize(columns: Int, rows: Int, screen: (columns: Int, rows: Int)? = nil) {
    self.screen.resize(columns: screen?.columns ?? columns, rows: screen?.rows ?? rows)
    Self.setSize(of: master, columns: columns, rows: rows)
  }

  /// Sends `signal` to the Sandbox.
  func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Reads what the Sandbox draws until `done` holds or `timeout` seconds pass.
  ///
  /// - Returns: Whether `done` holds.
  @discardableResult
  func read(until done: (PseudoTerminal) -> Bool, timeout: Double) -> Bool {
    let deadline = ChildProcess.now + timeout
    while !done(self) {
      guard ChildProcess.now < deadline else { return false }
      // All that is there before looking again: a large screen comes in many small reads.
      guard readAvailable(waiting: 0.05) else { continue }
      while readAvailable(waiting: 0) {}
    }
    return true
  }

  /// Reads until the screen shows `text` or `timeout` seconds pass.
  ///
  /// - Returns: Whether it shows.
  @discardableResult
  func waitForScreen(containing text: String, timeout: Double = 30) -> Bool {
    read(until: { $0.screen.contains(text) }, timeout: timeout)
  }

  /// Waits for the Sandbox to end, reading all it writes; kills it after `timeout` seconds.
  ///
  /// - Returns: How it ended; `nil` when it had to be killed.
  func waitForExit(timeout: Double) -> Termination? {
    let deadline = ChildProcess.now + timeout
    var status: Int32 = 0
    while true {
      readAvailable(waiting: 0.02)
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if ChildProcess.now >= deadline {
        kill(pid, SIGKILL)
        while waitpid(pid, nil, 0) < 0, errno == EINTR {}
        termination = Termination(status: nil, signal: SIGKILL)
        return nil
      }
    }
    while readAvailable(waiting: 0) {}
    let signal = status & 0x7F
    let ended =
      signal == 0
      ? Termination(status: (status >> 8) & 0xFF, signal: nil)
      : Termination(status: nil, signal: signal)
    termination = ended
    return ended
  }

  /// Waits for the Sandbox to stop (SIGSTOP, SIGTSTP), reading all it writes meanwhile.
  ///
  /// - Returns: Whether it stopped within `timeout` seconds.
  func waitForStop(timeout: Double) -> Bool {
    let deadline = ChildProcess.now + timeout
    var status: Int32 = 0
    while ChildProcess.now < deadline {
      readAvailable(waiting: 0.02)
      // A stopped child's status: 0x7F in the low byte.
      if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid, status & 0xFF == 0x7F {
        while readAvailable(waiting: 0) {}
        return true
      }
    }
    return false
  }

  /// Reads what is there after waiting at most `seconds` for something.
  ///
  /// - Returns: Whether anything was read.
  @discardableResult
  private func readAvailable(waiting seconds: Double) -> Bool {
    var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, Int32(seconds * 1000)) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { readBytes(master, $0) }
    guard count > 0 else { return false }
    output += buffer[..<count]
    screen.feed(buffer[..<count])
    return true
  }

  private static func setSize(of master: Int32, columns: Int, rows: Int) {
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Starts the Sandbox in a session of its own, with `terminal` as its controlling terminal
  /// (opened after `setsid`, without `O_NOCTTY`) and its standard input, output and error.
  private static func spawn(
    _ arguments: [String], terminal: String, environment: [String: String]
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Signals as a shell leaves them for a program it starts: none blocked, none ignored.
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGPIPE] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let flags = Self.newSession | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm-256color"
    env.merge(environment) { _, new in new }
    let argv = [SandboxProcess.executable.path] + arguments
    let envp = env.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let result = ChildProcess.withCStrings(argv) { argv in
      ChildProcess.withCStrings(envp) { envp in
        posix_spawn(&pid, SandboxProcess.executable.path, &actions, &attributes, argv, envp)
      }
    }
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
    return pid
  }

  /// `POSIX_SPAWN_SETSID`, which the C library defines but Swift does not import.
  #if os(Linux)
    private static let newSession: Int32 = 0x80
  #else
    private static let newSession: Int32 = 0x400
  #endif
}

/// `read(2)` (inside ``PseudoTerminal`` its own `read` hides it).
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}

/// The C library's pseudo-terminal functions, which Swift does not import (they need
/// `_XOPEN_SOURCE`), looked up by name.
private struct PseudoTerminalFunctions {
  typealias Open = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  let open: Open
  let grant: Open
  let unlock: Open
  let name: Name

  init() throws {
    let library = dlopen(nil, RTLD_NOW)
    guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
      let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r")
    else { throw POSIXError(.ENOSYS) }
    self.open = unsafeBitCast(open, to: Open.self)
    self.grant = unsafeBitCast(grant, to: Open.self)
    self.unlock = unsafeBitCast(unlock, to: Open.self)
    self.name = unsafeBitCast(name, to: Name.self)
  }
}
