import TestSupport

/// Random sessions on the full screen: commands typed and run, with loads, fades and `svg`
/// among them (into a FIFO without a reader too), clicks, editing keys, resizes, Ctrl-Z and
/// pauses in which frames play; each fixed by its seed.
///
/// ```swift
/// var generator = FullScreenSessionGenerator(seed: 2, scratchDirectory: "/tmp/x")
/// let steps = generator.session(steps: 30)
/// ```
struct FullScreenSessionGenerator {
  /// One thing done at the terminal.
  enum Step: Equatable, CustomStringConvertible {
    /// Type a command and press Enter.
    case command(String)
    /// Send these bytes as they are (editing keys, a click, hostile bytes).
    case bytes([UInt8])
    /// Resize the terminal.
    case resize(columns: Int, rows: Int)
    /// Press Ctrl-Z, wait for the Sandbox to stop, then continue it.
    case stopAndContinue
    /// Read what is drawn for this many milliseconds: frames play.
    case pause(milliseconds: Int)

    var description: String {
      switch self {
      case .command(let line): return "type \(line.debugDescription)"
      case .bytes(let bytes): return "send \(bytes)"
      case .resize(let columns, let rows): return "resize to \(columns) x \(rows)"
      case .stopAndContinue: return "Ctrl-Z, then SIGCONT"
      case .pause(let milliseconds): return "pause \(milliseconds)ms"
      }
    }
  }

  private var random: SplitMix64
  /// Where `svg` writes: every path it is given is in here or `/dev/null`.
  let scratchDirectory: String
  /// A FIFO in ``scratchDirectory`` that no process reads.
  var fifo: String { scratchDirectory + "/unread.fifo" }

  /// A generator whose sessions are fixed by `seed`.
  init(seed: UInt64, scratchDirectory: String) {
    random = SplitMix64(seed: seed)
    self.scratchDirectory = scratchDirectory
  }

  /// `count` steps.
  mutating func session(steps count: Int) -> [Step] {
    (0..<count).map { _ in step() }
  }

  private mutating func step() -> Step {
    switch int(0...19) {
    case 0...11: return .command(command())
    case 12...13: return .pause(milliseconds: int(20...120))
    case 14:
      return .bytes(
        pick([
          [0x0C], [0x15], [0x7F], [0x08], Array("\u{1B}[<0;5;5M\u{1B}[<0;5;5m".utf8),
          Array("\u{1B}[<65;5;5M".utf8), Array("\u{1B}[<64;5;5M".utf8),
        ]))
    case 15:
      let column = int(-2...300)
      let row = int(-2...80)
      return .bytes(Array("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m".utf8))
    case 16: return .bytes(pick([[0xFF, 0xC0], Array("\u{1B}[".utf8), [0x1B, 0x4F], [0x00]]))
    case 17: return .resize(columns: int(1...160), rows: int(1...60))
    case 18: return chance(3) ? .stopAndContinue : .pause(milliseconds: 50)
    default: return .command(pick(["render", "add 1", "remove 1", "clear"]))
    }
  }

  // MARK: Commands

  private mutating func command() -> String {
    switch int(0...13) {
    case 0...2: return "load \(duration())"
    case 3: return pick(["cancel", "retry", "refresh", "tap retry"])
    case 4:
      return pick([
        "server 2,1", "server none", "server fail offline", "server 0", "pages 5 3",
        "pages \(int(1...40))", "pages fail \(int(1...4))", "scroll end", "scroll by -48",
      ])
    case 5...6:
      let curve = pick(["", " linear", " ease", " bounce"])
      let delay = chance(3) ? " \(duration())" : ""
      return chance(5) ? "transition none" : "transition fade \(duration())\(delay)\(curve)"
    case 7:
      return pick(["add \(int(0...30))", "remove \(int(0...5))", "clear", "data 0,0", "reload"])
    case 8:
      return pick([
        "empty title \"No orders\"", "empty none", "placeholder loading \"Loading…\"",
        "placeholder failure \"Failed\"", "phase notloaded", "phase failed down",
      ])
    case 9: return pick(["timing \(duration()) \(duration())", "timing none", "spinner on"])
    case 10: return "svg \(svgPath())"
    case 11: return "advance \(duration())"
    case 12: return pick(["size 200 160", "rotate", "collection", "table", "help"])
    default: return pick(["search order", "search none", "tap empty", "tap button"])
    }
  }

  /// A duration: mostly short, so that it plays out during the session; sometimes odd.
  private mutating func duration() -> String {
    chance(8) ? pick(["0ms", "-5ms", "3600s", "1e9s", "nan"]) : "\(int(0...400))ms"
  }

  private mutating func svgPath() -> String {
    pick(["/dev/null", fifo, scratchDirectory + "/picture.svg", scratchDirectory])
  }

  // MARK: Randomness

  /// True once in `n` times.
  private mutating func chance(_ n: Int) -> Bool {
    Int.random(in: 0..<n, using: &random) == 0
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }
}
