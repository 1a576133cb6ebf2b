/// Reads numeric arguments, with an error that names the argument and the expected range.
enum ArgumentReader {
  static func count(
    _ text: String, _ command: String, _ usage: String, range: ClosedRange<Int>
  ) throws(CommandError) -> Int {
    guard let value = Int(text) else {
      throw .usage(command, usage, "'\(text)' is not a whole number")
    }
    guard range.contains(value) else {
      throw .usage(
        command, usage, "\(value) is out of range \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  static func number(
    _ text: String, _ command: String, _ usage: String, allowNegative: Bool
  ) throws(CommandError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw .usage(command, usage, "'\(text)' is not a finite number")
    }
    guard allowNegative || value >= 0 else {
      throw .usage(command, usage, "\(text) is negative")
    }
    guard abs(value) <= SandboxLimits.length else {
      throw .usage(command, usage, "\(text) is larger than \(Int(SandboxLimits.length))")
    }
    return value
  }
}
