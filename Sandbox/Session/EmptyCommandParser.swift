import EmptyState

/// Parses `empty ...`: which label to attach, and whether it takes taps.
enum EmptyCommandParser {
  static let usage =
    "empty image NAME WxH [--tap] | empty title TEXT [--tap] | "
    + "empty both NAME WxH TEXT [--tap] | empty none"

  static func parse(_ arguments: [String]) throws(CommandError) -> SandboxCommand {
    var words = arguments
    let tappable = words.last == "--tap"
    if tappable { words.removeLast() }
    guard let kind = words.first else { throw .usage("empty", usage, "needs a kind") }
    let rest = Array(words.dropFirst())
    switch kind {
    case "none":
      guard rest.isEmpty, !tappable else {
        throw .usage("empty", usage, "'none' takes nothing more")
      }
      return .empty(nil, tappable: false)
    case "image":
      guard rest.count == 2 else { throw .usage("empty", usage, "'image' needs a name and a size") }
      return .empty(.image(try image(rest[0], rest[1])), tappable: tappable)
    case "title":
      return .empty(.title(try title(rest)), tappable: tappable)
    case "both":
      guard rest.count >= 3 else {
        throw .usage("empty", usage, "'both' needs a name, a size and a title")
      }
      return .empty(
        .imageAndTitle(try image(rest[0], rest[1]), try title(Array(rest.dropFirst(2)))),
        tappable: tappable)
    default:
      throw .usage("empty", usage, "unknown kind '\(kind)'")
    }
  }

  private static func title(_ words: [String]) throws(CommandError) -> String {
    try TextArgument.read(words, "empty", usage, what: "title")
  }

  private static func image(_ name: String, _ size: String) throws(CommandError) -> ViewImage {
    let parts = size.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .usage("empty", usage, "size '\(size)' is not WIDTHxHEIGHT, e.g. 64x64")
    }
    let width = try ArgumentReader.number(String(parts[0]), "empty", usage, allowNegative: false)
    let height = try ArgumentReader.number(String(parts[1]), "empty", usage, allowNegative: false)
    let name = try TextArgument.read([name], "empty", usage, what: "image name")
    do {
      return try ViewImage(name: name, width: width, height: height)
    } catch {
      throw .usage("empty", usage, error.description)
    }
  }
}
