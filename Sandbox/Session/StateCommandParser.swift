import EmptyState

/// Parses the commands for phases, placeholders, presets and options.
enum StateCommandParser {
  static func parse(_ name: String, _ arguments: [String]) throws(CommandError) -> SandboxCommand {
    switch name {
    case "phase": return try parsePhase(arguments)
    case "placeholder": return try parsePlaceholder(arguments)
    case "detail", "button":
      let usage = "\(name) TEXT | \(name) none"
      guard !arguments.isEmpty else { throw .usage(name, usage, "needs a text or 'none'") }
      let text = arguments == ["none"] ? nil : try TextArgument.read(arguments, name, usage)
      return name == "detail" ? .detail(text) : .button(text)
    case "preset":
      guard arguments.count == 1 else { throw .usage("preset", "preset NAME", "needs one name") }
      return .preset(arguments[0])
    case "presets":
      guard arguments.isEmpty else { throw .usage("presets", "presets", "takes no arguments") }
      return .presets
    default:
      return .option(try OptionParser.parse(arguments))
    }
  }

  private static func parsePhase(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    let usage = "phase notloaded | phase loading | phase loaded | phase failed [MESSAGE]"
    guard let word = arguments.first else { throw .usage("phase", usage, "needs a phase") }
    let rest = arguments.dropFirst().joined(separator: " ")
    let kinds: [String: ContentPhase.Kind] = [
      "notloaded": .notLoaded, "loading": .loading, "loaded": .loaded, "failed": .failed,
    ]
    guard let kind = kinds[word] else { throw .usage("phase", usage, "unknown phase '\(word)'") }
    guard rest.isEmpty || kind == .failed else {
      throw .usage("phase", usage, "only 'failed' takes a message")
    }
    return .phase(
      kind,
      message: rest.isEmpty ? nil : try TextArgument.read([rest], "phase", usage, what: "message"))
  }

  private static func parsePlaceholder(_ arguments: [String]) throws(CommandError)
    -> SandboxCommand
  {
    let usage = "placeholder loading TEXT | placeholder failure TEXT | placeholder KIND none"
    guard arguments.count >= 2 else {
      throw .usage("placeholder", usage, "needs a kind and a text")
    }
    guard let kind = PlaceholderKind(rawValue: arguments[0]), kind != .empty else {
      throw .usage(
        "placeholder", usage, "unknown kind '\(arguments[0])' (the empty one is set with 'empty')")
    }
    let rest = Array(arguments.dropFirst())
    return .placeholder(
      kind, text: rest == ["none"] ? nil : try TextArgument.read(rest, "placeholder", usage))
  }
}

/// Parses `option NAME VALUE`.
enum OptionParser {
  static let usage =
    "option display automatic|always | option predicate none|yes|no | "
    + "option refresh keep|replace | option scrolling allowed|blocked | "
    + "option touches placeholder|through | option button keep|dismiss | "
    + "option placement front|background"

  static func parse(_ arguments: [String]) throws(CommandError) -> SandboxCommand.Option {
    guard arguments.count == 2 else { throw .usage("option", usage, "needs a name and a value") }
    let (name, value) = (arguments[0], arguments[1])
    let option: SandboxCommand.Option?
    switch name {
    case "display":
      option = ["automatic": .display(.automatic), "always": .display(.always)][value]
    case "predicate":
      option = ["none": .predicate(nil), "yes": .predicate(true), "no": .predicate(false)][value]
    case "refresh":
      option = ["keep": .refresh(.keepContent), "replace": .refresh(.replaceContent)][value]
    case "scrolling":
      option = ["allowed": .scrolling(.allowed), "blocked": .scrolling(.blocked)][value]
    case "touches":
      option = ["placeholder": .touches(.placeholder), "through": .touches(.passThrough)][value]
    case "button":
      option =
        ["keep": .buttonTap(.keepPlaceholder), "dismiss": .buttonTap(.dismissPlaceholder)][value]
    case "placement":
      option = ["front": .placement(.front), "background": .placement(.background)][value]
    default:
      throw .usage("option", usage, "unknown option '\(name)'")
    }
    guard let option else { throw .usage("option", usage, "'\(value)' is not a value of \(name)") }
    return option
  }
}
