import EmptyState

/// Turns a line of text into a ``SandboxCommand``, or a ``CommandError`` saying what is wrong.
///
/// Words are separated by spaces; double quotes group words. Nothing here changes any state.
enum CommandParser {
  static func parse(_ line: String) throws(CommandError) -> SandboxCommand? {
    let words = try Tokenizer.words(in: line)
    guard let name = words.first else { return nil }
    let arguments = Array(words.dropFirst())
    switch name {
    case "help", "?": return try noArguments(.help, name, arguments)
    case "quit", "exit": return try noArguments(.quit, name, arguments)
    case "demo": return try noArguments(.demo, name, arguments)
    case "render": return try noArguments(.render, name, arguments)
    case "reload": return try noArguments(.reload, name, arguments)
    case "clear": return try noArguments(.clear, name, arguments)
    case "begin": return try noArguments(.begin, name, arguments)
    case "end": return try noArguments(.end, name, arguments)
    case "rotate": return try noArguments(.rotate, name, arguments)
    case "announce": return try parseAnnounce(arguments)
    case "table": return try noArguments(.table, name, arguments)
    case "collection": return try noArguments(.collection, name, arguments)
    case "host": return try parseHost(arguments)
    case "add", "remove": return try parseRows(name, arguments)
    case "add-section": return try parseAddSection(arguments)
    case "remove-section": return try parseRemoveSection(arguments)
    case "data": return try parseData(arguments)
    case "empty": return try EmptyCommandParser.parse(arguments)
    case "tap": return try parseTap(arguments)
    case "header", "footer": return try parseAccessory(name, arguments)
    case "insets": return try parseInsets(arguments)
    case "size": return try parseSize(arguments)
    case "svg": return try parseSVG(arguments)
    case "phase", "placeholder", "detail", "button", "preset", "presets", "option":
      return try StateCommandParser.parse(name, arguments)
    case "server", "load", "refresh", "retry", "cancel", "advance", "search", "timing", "spinner":
      return try LoadCommandParser.parse(name, arguments)
    case "snapshot": return .snapshot(try SnapshotCommandParser.parse(arguments))
    case "pages", "scroll": return try PagesCommandParser.parse(name, arguments)
    case _ where SectionCommandParser.names.contains(name):
      return .sectionPlaceholder(try SectionCommandParser.parse(name, arguments))
    case _ where AppearanceCommandParser.names.contains(name):
      return .appearance(try AppearanceCommandParser.parse(name, arguments))
    default: throw .unknown(name)
    }
  }

  private static func parseAnnounce(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    switch arguments {
    case ["on"]: return .announce(true)
    case ["off"]: return .announce(false)
    default: throw .usage("announce", "announce on|off", "needs 'on' or 'off'")
    }
  }

  private static func parseHost(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    guard arguments.count == 1, let host = ActiveList.Host(rawValue: arguments[0]) else {
      throw .usage("host", "host uikit | host headless", "needs 'uikit' or 'headless'")
    }
    return .host(host)
  }

  private static func noArguments(
    _ command: SandboxCommand, _ name: String, _ arguments: [String]
  ) throws(CommandError) -> SandboxCommand {
    guard arguments.isEmpty else {
      throw .usage(name, name, "takes no arguments, got '\(arguments.joined(separator: " "))'")
    }
    return command
  }

  private static func parseRows(
    _ name: String, _ arguments: [String]
  ) throws(CommandError) -> SandboxCommand {
    let usage = name == "add" ? "add N [to SECTION]" : "remove N [from SECTION]"
    let preposition = name == "add" ? "to" : "from"
    guard arguments.count == 1 || arguments.count == 3 else {
      throw .usage(name, usage, "wrong number of arguments")
    }
    let count = try ArgumentReader.count(arguments[0], name, usage, range: 1...SandboxLimits.count)
    var section: Int?
    if arguments.count == 3 {
      guard arguments[1] == preposition else {
        throw .usage(
          name, usage, "expected '\(preposition)' before the section, got '\(arguments[1])'")
      }
      section = try ArgumentReader.count(arguments[2], name, usage, range: 0...SandboxLimits.count)
    }
    return name == "add"
      ? .add(count: count, section: section) : .remove(count: count, section: section)
  }

  private static func parseAddSection(_ arguments: [String]) throws(CommandError) -> SandboxCommand
  {
    let usage = "add-section [N]"
    guard arguments.count <= 1 else { throw .usage("add-section", usage, "too many arguments") }
    let count = try arguments.first.map { (text) throws(CommandError) in
      try ArgumentReader.count(text, "add-section", usage, range: 0...SandboxLimits.count)
    }
    return .addSection(count: count ?? 0)
  }

  private static func parseRemoveSection(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand
  {
    let usage = "remove-section SECTION"
    guard arguments.count == 1 else {
      throw .usage("remove-section", usage, "needs one section index")
    }
    return .removeSection(
      try ArgumentReader.count(
        arguments[0], "remove-section", usage, range: 0...SandboxLimits.count))
  }

  private static func parseData(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage = "data N[,N...]   (counts per section, e.g. data 0,3,2; 'data none' for no sections)"
    guard arguments.count == 1 else { throw .usage("data", usage, "needs one list of counts") }
    if arguments[0] == "none" { return .data([]) }
    let parts = arguments[0].split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= SandboxLimits.sections else {
      throw .usage("data", usage, "at most \(SandboxLimits.sections) sections")
    }
    var counts: [Int] = []
    for part in parts {
      counts.append(
        try ArgumentReader.count(String(part), "data", usage, range: 0...SandboxLimits.count))
    }
    return .data(counts)
  }

  private static func parseTap(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage =
      "tap X Y | tap empty | tap button | tap secondary | tap header | tap footer | tap retry"
    if arguments.first == "section" { return try parseSectionTap(Array(arguments.dropFirst())) }
    switch arguments.count {
    case 1:
      switch arguments[0] {
      case "retry": return .tap(.retry)
      case "empty": return .tap(.emptyView)
      case "button": return .tap(.button)
      case "secondary": return .tap(.secondaryButton)
      case "header": return .tap(.header)
      case "footer": return .tap(.footer)
      default: throw .usage("tap", usage, "unknown target '\(arguments[0])'")
      }
    case 2:
      let x = try ArgumentReader.number(arguments[0], "tap", usage, allowNegative: true)
      let y = try ArgumentReader.number(arguments[1], "tap", usage, allowNegative: true)
      return .tap(.point(ViewPoint(x: x, y: y)))
    default:
      throw .usage("tap", usage, "wrong number of arguments")
    }
  }

  /// `tap section S [button]`: the placeholder of section S, or its button.
  private static func parseSectionTap(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand
  {
    let usage = "tap section S [button]"
    guard arguments.count == 1 || (arguments.count == 2 && arguments[1] == "button") else {
      throw .usage("tap", usage, "needs a section, then 'button' or nothing")
    }
    let section = try SectionCommandParser.section(arguments[0], "tap", usage)
    return .tap(.section(section, button: arguments.count == 2))
  }

  private static func parseAccessory(
    _ name: String, _ arguments: [String]
  ) throws(CommandError) -> SandboxCommand {
    let usage = "\(name) TEXT [HEIGHT] | \(name) none"
    let accessory = SandboxCommand.Accessory(rawValue: name) ?? .header
    guard let text = arguments.first else { throw .usage(name, usage, "needs a text or 'none'") }
    if text == "none", arguments.count == 1 { return .accessory(accessory, text: nil, height: 0) }
    guard arguments.count <= 2 else {
      throw .usage(name, usage, "too many arguments (quote a text with spaces)")
    }
    let height =
      try arguments.count == 2
      ? ArgumentReader.number(arguments[1], name, usage, allowNegative: false) : 32
    return .accessory(
      accessory, text: try TextArgument.read([text], name, usage), height: height)
  }

  private static func parseInsets(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage = "insets TOP LEFT BOTTOM RIGHT"
    guard arguments.count == 4 else { throw .usage("insets", usage, "needs four numbers") }
    var values: [Double] = []
    for argument in arguments {
      values.append(try ArgumentReader.number(argument, "insets", usage, allowNegative: false))
    }
    return .insets(ViewInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
  }

  private static func parseSize(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage = "size WIDTH HEIGHT   (each between 16 and 10000)"
    guard arguments.count == 2 else { throw .usage("size", usage, "needs a width and a height") }
    let width = try ArgumentReader.number(arguments[0], "size", usage, allowNegative: false)
    let height = try ArgumentReader.number(arguments[1], "size", usage, allowNegative: false)
    guard width >= 16, height >= 16 else { throw .usage("size", usage, "too small") }
    return .size(ViewSize(width: width, height: height))
  }

  private static func parseSVG(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage = "svg FILE"
    guard arguments.count == 1, !arguments[0].isEmpty else {
      throw .usage("svg", usage, "needs one file name")
    }
    guard !arguments[0].unicodeScalars.contains("\0") else {
      throw .usage("svg", usage, "a file name cannot hold a NUL character")
    }
    return .svg(path: arguments[0])
  }
}
