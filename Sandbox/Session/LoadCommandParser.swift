import EmptyState

/// Parses the commands for loads on the virtual clock: `server`, `load`, `refresh`, `retry`,
/// `cancel`, `advance`, `search`, `timing` and `spinner`.
enum LoadCommandParser {
  /// The longest duration accepted: an hour.
  static let maximumMilliseconds: Int64 = 3_600_000

  static func parse(_ name: String, _ arguments: [String]) throws(CommandError) -> SandboxCommand {
    switch name {
    case "server": return .server(try parseServer(arguments))
    case "load", "advance":
      let usage = "\(name) DURATION   (such as 300ms or 2s, a multiple of 10ms)"
      guard arguments.count == 1 else { throw .usage(name, usage, "needs one duration") }
      let duration = try Self.duration(arguments[0], name, usage, allowsZero: false)
      return name == "load" ? .load(duration) : .advance(duration)
    case "refresh", "retry", "cancel":
      guard arguments.isEmpty else { throw .usage(name, name, "takes no arguments") }
      return name == "refresh" ? .refresh : name == "retry" ? .retry : .cancel
    case "search":
      guard !arguments.isEmpty else {
        throw .usage("search", "search TEXT | search none", "needs a text or 'none'")
      }
      return .search(
        arguments == ["none"] ? nil : try TextArgument.read(arguments, "search", "search TEXT"))
    case "timing": return .timing(try parseTiming(arguments))
    default:
      let usage = "spinner on | spinner off"
      guard arguments.count == 1, let on = ["on": true, "off": false][arguments[0]] else {
        throw .usage("spinner", usage, "needs 'on' or 'off'")
      }
      return .spinner(on)
    }
  }

  private static func parseServer(_ arguments: [String]) throws(CommandError) -> ServerResponse {
    let usage = "server N,N,... | server none | server fail MESSAGE"
    guard let first = arguments.first else {
      throw .usage("server", usage, "needs section counts, 'none' or 'fail'")
    }
    if first == "fail" {
      let words = Array(arguments.dropFirst())
      return .failure(
        words.isEmpty ? "failed" : try TextArgument.read(words, "server", usage, what: "message"))
    }
    guard arguments.count == 1 else { throw .usage("server", usage, "too many arguments") }
    if first == "none" { return .sections([]) }
    let parts = first.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= SandboxLimits.sections else {
      throw .usage("server", usage, "at most \(SandboxLimits.sections) sections")
    }
    var counts: [Int] = []
    for part in parts {
      counts.append(
        try ArgumentReader.count(
          String(part), "server", usage, range: 0...SandboxLimits.count))
    }
    return .sections(counts)
  }

  private static func parseTiming(
    _ arguments: [String]
  ) throws(CommandError) -> EmptyStateOptions.LoadingTiming {
    let usage = "timing DELAY MINIMUM | timing none   (durations such as 250ms, 0ms for none)"
    if arguments == ["none"] { return .immediate }
    guard arguments.count == 2 else {
      throw .usage("timing", usage, "needs a show delay and a minimum display time")
    }
    let delay = try duration(arguments[0], "timing", usage, allowsZero: true)
    let minimum = try duration(arguments[1], "timing", usage, allowsZero: true)
    return EmptyStateOptions.LoadingTiming(
      showDelay: delay == .zero ? nil : delay, minimumDisplay: minimum == .zero ? nil : minimum)
  }

  /// A duration written as whole milliseconds (`300ms`) or seconds (`2s`), a multiple of the
  /// virtual clock's 10 ms step.
  static func duration(
    _ text: String, _ command: String, _ usage: String, allowsZero: Bool
  ) throws(CommandError) -> Duration {
    let milliseconds: Int64?
    if text.hasSuffix("ms") {
      milliseconds = Int64(text.dropLast(2))
    } else if text.hasSuffix("s") {
      milliseconds = Int64(text.dropLast()).flatMap { $0.multipliedReportingOverflow(by: 1_000) }
        .flatMap { $0.overflow ? nil : $0.partialValue }
    } else {
      milliseconds = nil
    }
    guard let milliseconds else {
      throw .usage(command, usage, "'\(text)' is not a duration in ms or s")
    }
    guard milliseconds >= (allowsZero ? 0 : 10), milliseconds <= maximumMilliseconds else {
      throw .usage(command, usage, "'\(text)' is out of range \(allowsZero ? 0 : 10)ms...1h")
    }
    guard milliseconds % 10 == 0 else {
      throw .usage(command, usage, "'\(text)' is not a multiple of 10ms")
    }
    return .milliseconds(milliseconds)
  }
}
