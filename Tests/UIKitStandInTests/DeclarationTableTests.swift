import Foundation
import Testing

/// Every UIKit declaration of the stand-in has its row in the article "Hosting in UIKit", under
/// the heading of its type, written as the stand-in declares it (Apple's declaration).
extension UIKitStandInTests {
  @Test func everyStandInDeclarationHasItsRowInTheArticle() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/EmptyStateUIKit/Documentation.docc/Articles/HostingInUIKit.md"),
      encoding: .utf8)
    let rows = ArticleRows(article)
    let declarations = try StandInDeclarations(
      root.appendingPathComponent("Sources/UIKitStandIn"))
    #expect(declarations.all.count > 150)
    // HOSTING_ARTICLE_ROWS=1 prints the rows to write, type by type, when a declaration is new.
    if ProcessInfo.processInfo.environment["HOSTING_ARTICLE_ROWS"] != nil {
      for (type, declaration) in declarations.all { print("ROW\t\(type)\t\(declaration)") }
    }
    for (type, declaration) in declarations.all {
      #expect(
        rows.contains(declaration, under: type),
        "no row for `\(declaration)` under ### `\(type)` in HostingInUIKit.md")
    }
  }
}

/// The article's declaration rows, by the type heading they are under.
struct ArticleRows {
  private var rows: [String: [String]] = [:]

  init(_ article: String) {
    var type = ""
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("### `"), let name = line.split(separator: "`").dropFirst().first {
        type = String(name)
      } else if line.hasPrefix("| `") {
        let cell = line.dropFirst(3).prefix { $0 != "`" }
        rows[type, default: []].append(String(cell))
      }
    }
  }

  func contains(_ declaration: String, under type: String) -> Bool {
    rows[type]?.contains(declaration) ?? false
  }
}

/// The public declarations of the stand-in's sources (not its test-only `@_spi`), each with the
/// type it is declared in, normalized to one line as the article writes them.
struct StandInDeclarations {
  private(set) var all: [(type: String, declaration: String)] = []

  init(_ directory: URL) throws {
    let files =
      FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path } ?? []
    for file in files { try read(file) }
  }

  /// Reads one file: tracks the enclosing types by their braces, collects each public
  /// declaration from its first line to its body or its end.
  private mutating func read(_ file: URL) throws {
    let lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(Self.code)
    var stack: [(name: String, depth: Int, isSPI: Bool, isProtocol: Bool)] = []
    var depth = 0
    var attributes = ""
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      if line.hasPrefix("@") && !line.contains(" func ") && !line.contains(" var ") {
        attributes += line
        depth += Self.count("{", line) - Self.count("}", line)
        continue
      }
      var text = line
      let inProtocol = stack.last?.isProtocol ?? false
      let startsDeclaration =
        Self.isPublic(line)
        || (inProtocol && (line.hasPrefix("func ") || line.hasPrefix("var ")))
      if startsDeclaration {
        // A type's declaration runs to its body's brace (a generic one spans lines).
        func continues() -> Bool {
          let next = index < lines.count ? lines[index].trimmingCharacters(in: .whitespaces) : ""
          return next.hasPrefix("->") || next.hasPrefix("where") || next.hasPrefix("throws")
        }
        while !Self.isComplete(text) || (Self.typeName(text) != nil && !text.contains("{"))
          || (!text.contains("{") && continues()),
          index < lines.count
        {
          text += " " + lines[index].trimmingCharacters(in: .whitespaces)
          index += 1
        }
      }
      let isSPI = attributes.contains("@_spi") || stack.contains { $0.isSPI }
      let opens = Self.count("{", text) - Self.count("}", text)
      if let typeName = Self.typeName(text) {
        let qualified = stack.last.map { "\($0.name).\(typeName)" } ?? typeName
        let name = text.hasPrefix("extension ") ? typeName : qualified
        if startsDeclaration, !isSPI {
          all.append((name, Self.normalized(text)))
        }
        if opens > 0 {
          stack.append((name, depth + 1, isSPI, Self.normalized(text).hasPrefix("protocol ")))
        }
      } else if startsDeclaration, !isSPI {
        all.append((stack.last?.name ?? "(top level)", Self.normalized(text)))
      }
      depth += opens
      while let last = stack.last, last.depth > depth { stack.removeLast() }
      attributes = ""
    }
  }

  /// The line without string literals' contents and without a trailing comment.
  private static func code(_ line: Substring) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          result.append(character)
        }
        continue
      }
      if character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" { inString = true }
      result.append(character)
      previous = character
    }
    return result
  }

  private static func count(_ character: Character, _ text: String) -> Int {
    text.filter { $0 == character }.count
  }

  /// Whether `line` starts a public or open declaration (or an extension, whose members are).
  private static func isPublic(_ line: String) -> Bool {
    line.hasPrefix("public ") || line.hasPrefix("open ") || line.hasPrefix("extension ")
  }

  /// Whether a declaration's text is whole: its brackets close, and it opens its body or
  /// nothing follows it.
  private static func isComplete(_ text: String) -> Bool {
    let angles = text.replacingOccurrences(of: "->", with: "")
      .replacingOccurrences(of: "<<", with: "").replacingOccurrences(of: ">>", with: "")
    let balanced =
      count("(", text) == count(")", text) && count("[", text) == count("]", text)
      && count("<", angles) == count(">", angles)
    guard balanced else { return false }
    let end = text.trimmingCharacters(in: .whitespaces)
    return
      !(end.hasSuffix(",") || end.hasSuffix("->") || end.hasSuffix(":")
      || end.hasSuffix("where") || end.hasSuffix("&") || end.hasSuffix("="))
  }

  /// The name of the type `text` declares or extends, if it does.
  private static func typeName(_ text: String) -> String? {
    let words = normalized(text).split(separator: " ")
    guard let kind = words.first,
      ["class", "struct", "enum", "protocol", "extension"].contains(String(kind)),
      words.count > 1, !["func", "var", "let"].contains(String(words[1]))
    else { return nil }
    return String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// The declaration on one line, without its body, its initial value and the modifiers that
  /// are not part of Apple's declaration.
  static func normalized(_ text: String) -> String {
    var text = text
    if let body = text.range(of: "{") { text = String(text[..<body.lowerBound]) }
    var words = text.split(separator: " ").map(String.init).filter {
      ![
        "public", "open", "final", "override", "required", "convenience", "nonisolated",
        "@MainActor", "@discardableResult", "private(set)", "internal(set)",
      ].contains($0)
    }
    let keyword = words.first { !["static", "class", "weak"].contains($0) }
    if ["var", "let"].contains(keyword ?? ""), let value = words.firstIndex(of: "=") {
      words = Array(words[..<value])
    }
    return words.joined(separator: " ").replacingOccurrences(of: "( ", with: "(")
      .replacingOccurrences(of: " )", with: ")").trimmingCharacters(in: .whitespaces)
  }
}
