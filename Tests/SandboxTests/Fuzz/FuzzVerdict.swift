/// What every fuzz run must satisfy, checked on its result: no crash, no hang, bounded output
/// and memory, no control byte on either output, and the exit status `--help` documents.
enum FuzzVerdict {
  /// The most memory one run may use.
  static let peakMemoryLimit = 512 << 20
  /// The most output one line may cause: a picture of the largest list (10,000 points square,
  /// 1,250 x 625 characters) and the line itself echoed with every byte escaped.
  static func outputLimit(for script: FuzzScript) -> Int {
    script.lines.reduce(0) { $0 + (1 << 20) + 8 * $1.count }
  }

  /// Every rule `result` breaks, in words; empty when the run was good.
  static func problems(of result: SandboxProcess.Result, for script: FuzzScript) -> [String] {
    var problems: [String] = []
    if result.timedOut { problems.append("hung: killed at its deadline") }
    if !result.exited { problems.append("crashed: ended by signal \(result.status)") }
    if result.peakResidentBytes > peakMemoryLimit {
      problems.append("used \(result.peakResidentBytes >> 20) MiB (limit \(peakMemoryLimit >> 20))")
    }
    let written = result.outputBytes.count + result.errorBytes.count
    if written > outputLimit(for: script) {
      problems.append("wrote \(written) bytes for \(script.lines.count) lines")
    }
    if let control = firstControlByte(in: result.outputBytes) {
      problems.append("standard output holds control character \(control)")
    }
    if let control = firstControlByte(in: result.errorBytes) {
      problems.append("standard error holds control character \(control)")
    }
    guard result.exited, !result.timedOut else { return problems }
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let errors = lines.filter { $0.hasPrefix("error: line ") }
    let expectedStatus: Int32 = errors.isEmpty ? 0 : 1
    if result.status != expectedStatus {
      problems.append("exit status \(result.status), but --help says \(expectedStatus)")
    }
    let tooLong = errors.filter { $0.contains("the line is longer than 65536 bytes") }
    let answered = lines.filter { $0.hasPrefix("> ") }.count + tooLong.count
    if answered != script.answeredLines {
      problems.append("answered \(answered) lines, expected \(script.answeredLines)")
    }
    if !result.errors.isEmpty { problems.append("wrote to standard error: \(result.errors)") }
    return problems
  }

  /// The first control character in `bytes` other than a newline (C0, DEL or C1), escaped.
  static func firstControlByte(in bytes: [UInt8]) -> String? {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.first {
      $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    }.map { $0.escaped(asASCII: true) }
  }
}
