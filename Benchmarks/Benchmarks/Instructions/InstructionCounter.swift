import Foundation

/// Counts the instructions one step of a profile loop costs, exactly, with callgrind.
///
/// The benchmark runs itself under `valgrind --tool=callgrind` with `--profile NAME N` and
/// `--profile NAME 2N`: the difference of the two totals divided by N is the cost of one step,
/// with start-up and set-up cancelled out. Valgrind reads a copy of the binary with its debug
/// information stripped (the valgrind of this machine kind cannot read the toolchain's).
struct InstructionCounter {
  private let binary: String

  /// A counter, or `nil` when valgrind (or the binary) cannot be used here.
  init?() {
    guard Self.which("valgrind") != nil else { return nil }
    let source = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("emptystate-benchmarks-\(getpid())").path
    do {
      try? FileManager.default.removeItem(atPath: copy)
      try FileManager.default.copyItem(atPath: source, toPath: copy)
    } catch {
      return nil
    }
    if Self.which("strip") != nil { _ = Self.execute("strip", ["--strip-debug", copy]) }
    binary = copy
  }

  /// The instructions one step of `scene` costs, or `nil` when a run failed.
  func instructionsPerStep(_ scene: String, steps: Int) -> Double? {
    guard let single = total(scene, steps: steps), let double = total(scene, steps: 2 * steps)
    else { return nil }
    return Double(double - single) / Double(steps)
  }

  /// Removes the copy of the binary.
  func cleanUp() {
    try? FileManager.default.removeItem(atPath: binary)
  }

  /// The instructions of a whole run of `scene` (with `steps` steps, when it takes a number).
  func total(_ scene: String, steps: Int?) -> Int? {
    let output = Self.execute(
      "valgrind",
      [
        "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "--profile", scene,
      ] + (steps.map { ["\($0)"] } ?? []))
    guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let number = line.split(separator: ":").last.map({ $0.trimmingCharacters(in: .whitespaces) })
    else { return nil }
    return Int(number)
  }

  private static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `tool` and returns what it wrote to standard output and standard error.
  private static func execute(_ tool: String, _ arguments: [String]) -> String {
    guard let path = which(tool) else { return "" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    // The same hash seed in every run, so that both runs of a scene do the same start-up work.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return ""
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
