import EmptyState

/// Parses the commands for appearance, traits and transitions: `align`, `margins`,
/// `safe-area`, `spacing`, `gap`, `secondary`, `background`, `color`, `traits`, `overflow`,
/// `scroll-placeholder`, `transition` and `section-strips`.
enum AppearanceCommandParser {
  /// The command words this parser reads.
  static let names: Set<String> = [
    "align", "margins", "safe-area", "spacing", "gap", "secondary", "background", "color",
    "traits", "overflow", "scroll-placeholder", "transition", "section-strips",
  ]

  static func parse(_ name: String, _ arguments: [String]) throws(CommandError)
    -> AppearanceCommand
  {
    switch name {
    case "align": return try parseAlign(arguments)
    case "margins":
      let values = try numbers(arguments, count: 4, name, "margins TOP LEADING BOTTOM TRAILING")
      return .margins(
        DirectionalInsets(
          top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
    case "safe-area": return try parseSafeArea(arguments)
    case "spacing": return .spacing(try numbers(arguments, count: 1, name, "spacing N")[0])
    case "gap": return try parseGap(arguments)
    case "secondary":
      let usage = "secondary TEXT | secondary none"
      guard !arguments.isEmpty else { throw .usage(name, usage, "needs a text or 'none'") }
      return .secondary(
        arguments == ["none"] ? nil : try TextArgument.read(arguments, name, usage))
    case "background": return try parseBackground(arguments)
    case "color": return try parseColor(arguments)
    case "traits": return .trait(try parseTrait(arguments))
    case "overflow":
      let usage = "overflow truncate|scroll"
      guard arguments.count == 1, let overflow = EmptyStateMetrics.Overflow(rawValue: arguments[0])
      else { throw .usage(name, usage, "needs 'truncate' or 'scroll'") }
      return .overflow(overflow)
    case "scroll-placeholder":
      let usage = "scroll-placeholder Y"
      guard arguments.count == 1 else { throw .usage(name, usage, "needs one offset") }
      return .scrollPlaceholder(
        try ArgumentReader.number(arguments[0], name, usage, allowNegative: false))
    case "transition": return .transition(try parseTransition(arguments))
    default:
      let values = try numbers(arguments, count: 2, name, "section-strips HEADER FOOTER")
      return .sectionStrips(header: values[0], footer: values[1])
    }
  }

  private static func parseAlign(_ arguments: [String]) throws(CommandError) -> AppearanceCommand {
    let usage = "align top|center|bottom [center|natural]"
    guard (1...2).contains(arguments.count),
      let vertical = PlaceholderAlignment.Vertical(rawValue: arguments[0])
    else { throw .usage("align", usage, "needs top, center or bottom") }
    let horizontal =
      arguments.count == 2 ? PlaceholderAlignment.Horizontal(rawValue: arguments[1]) : .center
    guard let horizontal else {
      throw .usage("align", usage, "'\(arguments[1])' is not center or natural")
    }
    return .align(PlaceholderAlignment(vertical: vertical, horizontal: horizontal))
  }

  private static func parseSafeArea(_ arguments: [String]) throws(CommandError)
    -> AppearanceCommand
  {
    let usage = "safe-area TOP LEFT BOTTOM RIGHT | safe-area respect|ignore"
    if arguments.count == 1, let rule = EmptyStateMetrics.SafeArea(rawValue: arguments[0]) {
      return .safeAreaRule(rule)
    }
    let values = try numbers(arguments, count: 4, "safe-area", usage)
    return .safeArea(
      ViewInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
  }

  private static func parseGap(_ arguments: [String]) throws(CommandError) -> AppearanceCommand {
    let usage = "gap image-text|text-detail|text-button|buttons N|none"
    guard arguments.count == 2, let gap = AppearanceCommand.Gap(rawValue: arguments[0]) else {
      throw .usage("gap", usage, "needs a pair of parts and a gap")
    }
    if arguments[1] == "none" { return .gap(gap, nil) }
    return .gap(gap, try ArgumentReader.number(arguments[1], "gap", usage, allowNegative: false))
  }

  private static func parseBackground(_ arguments: [String]) throws(CommandError)
    -> AppearanceCommand
  {
    let usage = "background COLOR[/DARK] [RADIUS [INSET]] | background none"
    if arguments == ["none"] { return .background(nil, cornerRadius: 0, inset: 0) }
    guard (1...3).contains(arguments.count) else {
      throw .usage("background", usage, "needs a colour, then a radius and an inset if any")
    }
    let color = try self.color(arguments[0], "background", usage)
    let radius =
      arguments.count > 1
      ? try ArgumentReader.number(arguments[1], "background", usage, allowNegative: false) : 0
    let inset =
      arguments.count > 2
      ? try ArgumentReader.number(arguments[2], "background", usage, allowNegative: true) : 0
    return .background(color, cornerRadius: radius, inset: inset)
  }

  private static func parseColor(_ arguments: [String]) throws(CommandError)
    -> AppearanceCommand
  {
    let usage = "color title|detail|button|secondary COLOR[/DARK]"
    guard arguments.count == 2, let part = AppearanceCommand.Part(rawValue: arguments[0]) else {
      throw .usage("color", usage, "needs a part and a colour")
    }
    return .color(part, try color(arguments[1], "color", usage))
  }

  private static func parseTrait(_ arguments: [String]) throws(CommandError)
    -> AppearanceCommand.Trait
  {
    let usage = "traits style light|dark | traits size NAME | traits direction ltr|rtl"
    guard arguments.count == 2 else { throw .usage("traits", usage, "needs a trait and a value") }
    let value = arguments[1]
    switch arguments[0] {
    case "style":
      guard let style = ViewTraits.InterfaceStyle(rawValue: value) else { break }
      return .style(style)
    case "size":
      guard let size = ViewTraits.TextSize(rawValue: value) else {
        let names = ViewTraits.TextSize.allCases.map(\.rawValue).joined(separator: ", ")
        throw .usage("traits", usage, "'\(value)' is not a text size (\(names))")
      }
      return .textSize(size)
    case "direction":
      let directions: [String: ViewTraits.LayoutDirection] = [
        "ltr": .leftToRight, "rtl": .rightToLeft,
      ]
      guard let direction = directions[value] else { break }
      return .direction(direction)
    default:
      throw .usage("traits", usage, "unknown trait '\(arguments[0])'")
    }
    throw .usage("traits", usage, "'\(value)' is not a value of \(arguments[0])")
  }

  private static func parseTransition(_ arguments: [String]) throws(CommandError)
    -> EmptyStateOptions.Transitions
  {
    let usage = "transition none | transition fade DURATION [DELAY] [linear|ease]"
    if arguments == ["none"] { return .none }
    guard arguments.first == "fade", (2...4).contains(arguments.count) else {
      throw .usage("transition", usage, "needs 'none' or 'fade' and a duration")
    }
    let duration = try LoadCommandParser.duration(
      arguments[1], "transition", usage, allowsZero: false)
    var delay = Duration.zero
    var curve = PlaceholderFade.Curve.easeInOut
    for argument in arguments.dropFirst(2) {
      switch argument {
      case "linear": curve = .linear
      case "ease": curve = .easeInOut
      default:
        delay = try LoadCommandParser.duration(argument, "transition", usage, allowsZero: true)
      }
    }
    return .fade(duration: duration, delay: delay, curve: curve)
  }

  /// `count` finite numbers, each at most ``SandboxLimits/length`` and not negative.
  private static func numbers(
    _ arguments: [String], count: Int, _ command: String, _ usage: String
  ) throws(CommandError) -> [Double] {
    guard arguments.count == count else {
      throw .usage(command, usage, "needs \(count == 1 ? "one number" : "\(count) numbers")")
    }
    var values: [Double] = []
    for argument in arguments {
      values.append(try ArgumentReader.number(argument, command, usage, allowNegative: false))
    }
    return values
  }

  /// A colour written `#rrggbb`, or a light and dark pair `#rrggbb/#rrggbb`.
  private static func color(
    _ text: String, _ command: String, _ usage: String
  ) throws(CommandError) -> ColorValue {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    var colors: [ColorValue] = []
    for part in parts {
      guard part.count == 7, part.hasPrefix("#"), let hex = UInt32(part.dropFirst(), radix: 16)
      else {
        throw .usage(command, usage, "'\(text)' is not a colour such as #f2f2f7 or #ffffff/#1c1c1e")
      }
      colors.append(ColorValue(hex: hex))
    }
    switch colors.count {
    case 1: return colors[0]
    case 2: return ColorValue(light: colors[0], dark: colors[1])
    default:
      throw .usage(command, usage, "'\(text)' has more than a light and a dark colour")
    }
  }
}
