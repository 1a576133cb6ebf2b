import TestSupport

/// Random Sandbox scripts that follow the grammar, with hostile arguments: most lines are
/// commands with arguments of the right shape, many of them wrong in value; some are mangled
/// with control bytes, bytes that are not UTF-8, stray quotes, or made far too long.
///
/// ```swift
/// var generator = SandboxScriptGenerator(seed: 7, scratchDirectory: "/tmp/x")
/// let script = generator.script(lines: 80)
/// ```
struct SandboxScriptGenerator {
  private var random: SplitMix64
  /// Where `svg` may write: every path it is given is in here, `/dev/null`, or not writable.
  let scratchDirectory: String

  /// A generator whose scripts are fixed by `seed`.
  init(seed: UInt64, scratchDirectory: String) {
    random = SplitMix64(seed: seed)
    self.scratchDirectory = scratchDirectory
  }

  /// A script of `lines` lines, sometimes ending with `quit`, sometimes without a last newline.
  mutating func script(lines count: Int) -> FuzzScript {
    var lines = (0..<count).map { _ in line() }
    if chance(10) { lines.append(Array("quit".utf8)) }
    var endings = lines.map { _ in chance(4) ? FuzzScript.Ending.crlf : .newline }
    if chance(5) { endings[endings.count - 1] = .none }
    return FuzzScript(lines: lines, endings: endings)
  }

  /// One line: a command (mangled now and then), a stray word, or a line past the limit.
  mutating func line() -> [UInt8] {
    if chance(150) { return longLine() }
    if chance(30) { return Array(pick(["", "   ", "# a comment", "\t#", "\r"]).utf8) }
    let words = chance(15) ? [anyWord()] + (0..<int(0...3)).map { _ in anyWord() } : command()
    var line = Array(words.joined(separator: chance(20) ? "  " : " ").utf8)
    // `svg` writes files: its path is always one of ``svgPath()``'s, never mangled.
    if chance(8), words.first != "svg" { line = mangle(line) }
    return line
  }

  // MARK: Commands

  private mutating func command() -> [String] {
    switch int(0...37) {
    case 0...3:
      return ["add", count()] + (chance(2) ? [pick(["to", "from", "into"]), count()] : [])
    case 4...5:
      return ["remove", count()] + (chance(2) ? [pick(["from", "to"]), count()] : [])
    case 6: return ["add-section"] + (chance(2) ? [count()] : [])
    case 7: return ["remove-section", count()]
    case 8: return [pick(["clear", "reload", "render", "rotate", "begin", "end"])]
    case 9: return [pick(["table", "collection", "presets", "help"])]
    case 10: return ["data", dataList()]
    case 11...13: return emptyCommand()
    case 14...15: return [pick(["detail", "button"]), chance(6) ? "none" : text()]
    case 16:
      return [
        "placeholder", pick(["loading", "failure", "empty", "spinner"]),
        chance(5) ? "none" : text(),
      ]
    case 17:
      let phase = pick(["notloaded", "loading", "loaded", "failed", "sleeping"])
      return ["phase", phase] + (chance(3) ? [text()] : [])
    case 18: return ["preset", pick(["noNetwork", "noOrders", "noGoods", "missing", text()])]
    case 19: return ["option"] + option()
    case 20...21: return ["tap"] + tapTarget()
    case 22...23:
      let which = pick(["header", "footer"])
      return chance(5) ? [which, "none"] : [which, text()] + (chance(2) ? [number()] : [])
    case 24: return ["insets", number(), number(), number(), number()]
    case 25...26: return ["size", size(), size()]
    case 27: return ["svg", svgPath()]
    case 28: return chance(20) ? ["demo"] : ["render"]
    case 29: return ["data", chance(3) ? "none" : manySections()]
    case 30...32: return appearanceCommand()
    default: return ["add", count(), "to", String(int(0...3))]
    }
  }

  /// An appearance, trait or transition command, with arguments often wrong.
  private mutating func appearanceCommand() -> [String] {
    switch int(0...10) {
    case 0:
      return ["align", pick(["top", "center", "bottom", "middle"])]
        + (chance(2) ? [pick(["natural", "center", "left"])] : [])
    case 1: return [pick(["margins", "safe-area"]), number(), number(), number(), number()]
    case 2: return ["safe-area", pick(["respect", "ignore", "maybe"])]
    case 3:
      return [
        "gap", pick(["image-text", "text-detail", "text-button", "buttons", "x"]),
        chance(4) ? "none" : number(),
      ]
    case 4: return ["secondary", chance(4) ? "none" : text()]
    case 5:
      return [
        "background", pick(["#f2f2f7", "#ffffff/#1c1c1e", "none", "red", "#12"]), number(),
        number(),
      ]
    case 6:
      return [
        "traits", pick(["style", "size", "direction"]),
        pick(["dark", "light", "rtl", "ltr", "accessibilityMedium", "gigantic"]),
      ]
    case 7: return ["overflow", pick(["scroll", "truncate", "wrap"])]
    case 8: return ["scroll-placeholder", number()]
    case 9:
      return ["transition", pick(["none", "fade"])]
        + (chance(2) ? [pick(["200ms", "0ms", "2s", "nan"])] : [])
    default: return ["section-strips", number(), number()]
    }
  }

  private mutating func emptyCommand() -> [String] {
    let tap = chance(2) ? ["--tap"] : []
    switch int(0...4) {
    case 0: return ["empty", "image", word(), imageSize()] + tap
    case 1, 2: return ["empty", "title", text()] + tap
    case 3: return ["empty", "both", word(), imageSize(), text()] + tap
    default: return ["empty", pick(["none", "shape", ""])] + (chance(5) ? tap : [])
    }
  }

  private mutating func option() -> [String] {
    let options = [
      ("display", ["automatic", "always"]), ("predicate", ["none", "yes", "no"]),
      ("refresh", ["keep", "replace"]), ("scrolling", ["allowed", "blocked"]),
      ("touches", ["placeholder", "through"]), ("button", ["keep", "dismiss"]),
      ("placement", ["front", "background"]), ("colour", ["red"]),
    ]
    let (name, values) = pick(options)
    return [name, chance(6) ? anyWord() : pick(values)]
  }

  private mutating func tapTarget() -> [String] {
    chance(2)
      ? [pick(["empty", "button", "secondary", "header", "footer", "somewhere"])]
      : [number(), number()]
  }

  /// Where `svg` writes: the scratch directory (which the Sandbox also runs in), a file or a
  /// missing directory in it, or `/dev/null`.
  private mutating func svgPath() -> String {
    pick([
      "/dev/null", scratchDirectory, scratchDirectory + "/picture.svg",
      scratchDirectory + "/missing/picture.svg", "picture.svg", ".", "",
    ])
  }

  // MARK: Arguments

  /// A count: mostly small and valid, often at or past a limit, sometimes not a number.
  private mutating func count() -> String {
    chance(3) ? number() : String(int(0...4))
  }

  private mutating func number() -> String {
    chance(3) ? String(int(-2...400)) : pick(HostileWords.numbers)
  }

  private mutating func size() -> String {
    chance(40) ? "10000" : chance(3) ? number() : String(int(16...640))
  }

  private mutating func imageSize() -> String {
    chance(3) ? "\(number())x\(number())" : pick(["64x48", "8x8", "0x0", "10x", "x10", "64*64"])
  }

  private mutating func dataList() -> String {
    (0..<int(1...5)).map { _ in chance(6) ? number() : String(int(0...3)) }.joined(separator: ",")
  }

  /// Up to 120 sections of up to 10,000 rows: the limits of `data`, and one past them.
  private mutating func manySections() -> String {
    (0..<int(90...101)).map { _ in pick(["0", "1", "10000"]) }.joined(separator: ",")
  }

  /// A text argument, quoted or not, sometimes near or past the text limit.
  private mutating func text() -> String {
    if chance(12) {
      return "\"" + String(repeating: pick(["a", "é", "字", "🙂"]), count: int(490...510)) + "\""
    }
    let words = (0..<int(1...4)).map { _ in chance(3) ? pick(HostileWords.texts) : word() }
    let joined = words.joined(separator: " ")
    return chance(2) ? "\"" + joined + "\"" : joined
  }

  private mutating func word() -> String {
    pick(["no-orders", "Orders", "x", "a-b", "img", "📦", "صورة", "画像"])
  }

  /// Any word at all, in any position: grammar words, numbers and texts mixed.
  private mutating func anyWord() -> String {
    switch int(0...3) {
    case 0: return pick(["add", "remove", "empty", "tap", "size", "data", "option", "fly", "☃"])
    case 1: return number()
    default: return pick(HostileWords.texts)
    }
  }

  // MARK: Mangling

  /// `line` with control bytes, bytes that are not UTF-8 or quotes put in at random places.
  private mutating func mangle(_ line: [UInt8]) -> [UInt8] {
    var line = line
    for _ in 0..<int(1...3) {
      let piece: [UInt8] =
        switch int(0...2) {
        case 0: pick(HostileWords.controls)
        case 1: pick(HostileWords.invalidUTF8)
        default: [UInt8(ascii: "\"")]
        }
      line.insert(contentsOf: piece, at: int(0...line.count))
    }
    return line
  }

  /// A line near the 65,536-byte limit (on either side) or far past it.
  private mutating func longLine() -> [UInt8] {
    let length = pick([65_535, 65_536, 65_537, int(60_000...70_000), int(100_000...300_000)])
    let prefix = Array(pick(["empty title ", "detail ", "header ", "# ", "add "]).utf8)
    return prefix + [UInt8](repeating: pick(Array("a字".utf8)), count: max(0, length - prefix.count))
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
