import EmptyState

/// Parses the commands for section placeholders: `section-placeholder`, `section-placeholders`
/// and `section-rule`.
enum SectionCommandParser {
  static let names: Set<String> = ["section-placeholder", "section-placeholders", "section-rule"]

  static let placeholderUsage =
    "section-placeholder S TITLE [--button TEXT] | section-placeholder S none"
  static let placeholdersUsage = "section-placeholders | section-placeholders none"
  static let ruleUsage = "section-rule hide|keep"

  static func parse(_ name: String, _ arguments: [String]) throws(CommandError)
    -> SandboxCommand.SectionPlaceholder
  {
    switch name {
    case "section-placeholders":
      switch arguments {
      case []: return .list
      case ["none"]: return .removeAll
      default:
        throw .usage(name, placeholdersUsage, "takes nothing or 'none'")
      }
    case "section-rule":
      guard arguments.count == 1 else {
        throw .usage(name, ruleUsage, "needs one of hide and keep")
      }
      switch arguments[0] {
      case "hide": return .rule(.hideSectionPlaceholders)
      case "keep": return .rule(.keepSectionPlaceholders)
      default: throw .usage(name, ruleUsage, "'\(arguments[0])' is not hide or keep")
      }
    default:
      return try parsePlaceholder(arguments)
    }
  }

  /// The section of a command: a whole number from 0 below the most sections a list has.
  static func section(_ text: String, _ command: String, _ usage: String) throws(CommandError)
    -> Int
  {
    try ArgumentReader.count(text, command, usage, range: 0...(SandboxLimits.sections - 1))
  }

  private static func parsePlaceholder(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand.SectionPlaceholder
  {
    let name = "section-placeholder"
    guard let first = arguments.first else {
      throw .usage(name, placeholderUsage, "needs a section and a title or 'none'")
    }
    let section = try section(first, name, placeholderUsage)
    let rest = Array(arguments.dropFirst())
    if rest == ["none"] { return .remove(section: section) }
    let flag = rest.firstIndex(of: "--button")
    let titleWords = Array(rest[..<(flag ?? rest.endIndex)])
    let title = try TextArgument.read(titleWords, name, placeholderUsage, what: "title")
    let button = try flag.map { (index) throws(CommandError) in
      try TextArgument.read(
        Array(rest[(index + 1)...]), name, placeholderUsage, what: "button title")
    }
    return .set(section: section, title: title, button: button)
  }
}
