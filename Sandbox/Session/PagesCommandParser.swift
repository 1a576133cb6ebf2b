import EmptyState

/// Parses the commands for paged loading and scrolling: `pages` and `scroll`.
enum PagesCommandParser {
  static let pagesUsage = "pages SIZE [END] | pages fail PAGE"
  static let scrollUsage = "scroll Y | scroll by DY | scroll end"

  static func parse(_ name: String, _ arguments: [String]) throws(CommandError) -> SandboxCommand {
    name == "pages" ? .pages(try parsePages(arguments)) : .scroll(try parseScroll(arguments))
  }

  private static func parsePages(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand.Pages
  {
    let usage = pagesUsage
    guard let first = arguments.first else {
      throw .usage("pages", usage, "needs a page size or 'fail'")
    }
    if first == "fail" {
      guard arguments.count == 2 else { throw .usage("pages", usage, "needs one page number") }
      return .fail(
        page: try ArgumentReader.count(
          arguments[1], "pages", usage, range: 1...SandboxLimits.pages))
    }
    guard arguments.count <= 2 else { throw .usage("pages", usage, "too many arguments") }
    let size = try ArgumentReader.count(first, "pages", usage, range: 1...SandboxLimits.count)
    guard arguments.count == 2 else { return .start(size: size, end: nil) }
    let end = try ArgumentReader.count(
      arguments[1], "pages", usage, range: 1...SandboxLimits.pages)
    guard size * end <= SandboxLimits.sectionItems else {
      throw .usage(
        "pages", usage,
        "\(size) x \(end) rows is more than a section holds (\(SandboxLimits.sectionItems))")
    }
    return .start(size: size, end: end)
  }

  private static func parseScroll(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand.ScrollTarget
  {
    let usage = scrollUsage
    switch arguments.count {
    case 1 where arguments[0] == "end":
      return .end
    case 1:
      return .to(try offset(arguments[0], allowNegative: false))
    case 2 where arguments[0] == "by":
      return .by(try offset(arguments[1], allowNegative: true))
    default:
      throw .usage("scroll", usage, "needs an offset, 'by' and a distance, or 'end'")
    }
  }

  /// An offset or distance in points, finite and at most ``SandboxLimits/scrollOffset``.
  private static func offset(_ text: String, allowNegative: Bool) throws(CommandError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw .usage("scroll", scrollUsage, "'\(text)' is not a finite number")
    }
    guard allowNegative || value >= 0 else {
      throw .usage("scroll", scrollUsage, "\(text) is negative")
    }
    guard abs(value) <= SandboxLimits.scrollOffset else {
      throw .usage(
        "scroll", scrollUsage, "\(text) is larger than \(Int(SandboxLimits.scrollOffset))")
    }
    return value
  }
}
