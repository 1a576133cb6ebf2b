import EmptyState

/// Parses `snapshot ...`: building a snapshot, applying it, and what counts as content.
enum SnapshotCommandParser {
  static let usage =
    "snapshot SECTION:ITEM,ITEM... [SECTION:...] | snapshot empty | snapshot apply | "
    + "snapshot reload | snapshot ignore SECTION,...|none | snapshot off | "
    + "snapshot present decision|completion"
  /// The most sections and items a built snapshot may have: the Sandbox's limits.
  static let maximumSections = SandboxLimits.sections
  static let maximumItems = SandboxLimits.count

  static func parse(_ arguments: [String]) throws(CommandError) -> SandboxCommand.Snapshot {
    guard let first = arguments.first else {
      throw .usage("snapshot", usage, "needs sections to build, or what to do")
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "apply", "reload", "off", "empty":
      guard rest.isEmpty else {
        throw .usage("snapshot", usage, "'snapshot \(first)' takes no more arguments")
      }
      return ["apply": .apply, "reload": .reload, "off": .off][first] ?? .build([])
    case "present":
      let values: [String: EmptyStateOptions.Presentation] = [
        "decision": .atDecision, "completion": .afterCompletion,
      ]
      guard rest.count == 1, let presentation = values[rest[0]] else {
        throw .usage("snapshot", usage, "'snapshot present' needs 'decision' or 'completion'")
      }
      return .presentation(presentation)
    case "ignore":
      guard rest.count == 1 else {
        throw .usage("snapshot", usage, "'snapshot ignore' needs sections, or 'none'")
      }
      return .ignore(rest[0] == "none" ? [] : try names(rest[0]))
    default:
      return .build(try sections(arguments))
    }
  }

  private static func sections(_ arguments: [String]) throws(CommandError)
    -> [SandboxCommand.SnapshotSection]
  {
    guard arguments.count <= maximumSections else {
      throw .usage("snapshot", usage, "at most \(maximumSections) sections")
    }
    var sections: [SandboxCommand.SnapshotSection] = []
    var items = 0
    for argument in arguments {
      guard let colon = argument.firstIndex(of: ":") else {
        throw .usage(
          "snapshot", usage, "'\(TerminalText.visible(argument))' is not SECTION:ITEM,ITEM...")
      }
      let typed = String(argument[..<colon])
      guard !typed.isEmpty else { throw .usage("snapshot", usage, "a section needs a name") }
      let name = try TextArgument.read([typed], "snapshot", usage, what: "name")
      let list = argument[argument.index(after: colon)...]
      let sectionItems = list.isEmpty ? [] : try names(String(list))
      items += sectionItems.count
      guard items <= maximumItems else {
        throw .usage("snapshot", usage, "at most \(maximumItems) items")
      }
      sections.append(SandboxCommand.SnapshotSection(name: name, items: sectionItems))
    }
    return sections
  }

  /// Comma-separated names, none of them empty, each at most
  /// ``SandboxLimits/textCharacters`` long, with control characters made visible.
  private static func names(_ text: String) throws(CommandError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !names.contains(where: \.isEmpty) else {
      throw .usage("snapshot", usage, "an empty name in '\(TerminalText.visible(text))'")
    }
    return try names.map { name throws(CommandError) in
      try TextArgument.read([name], "snapshot", usage, what: "name")
    }
  }
}
