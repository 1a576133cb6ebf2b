public import Foundation

/// Checks that documentation's Swift examples are compiled: every paragraph of every ```swift
/// block must appear, line for line (indentation aside), in a test source file.
public enum DocumentationExamples {
  /// The package's root directory, found from a file inside it.
  public static func packageRoot(from filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
      url.pathComponents.count > 1
    {
      url.deleteLastPathComponent()
    }
    return url
  }

  /// The Markdown files of `paths` (files, or folders searched recursively), relative to `root`.
  public static func markdownFiles(_ paths: [String], root: URL) -> [URL] {
    paths.flatMap { path -> [URL] in
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        return []
      }
      guard isDirectory.boolValue, let enumerator = FileManager.default.enumerator(atPath: url.path)
      else { return [url] }
      return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        .map { url.appendingPathComponent($0) }
    }
  }

  /// The contents of the ```swift blocks of `markdown`.
  public static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The Swift files of `paths` (folders searched recursively), relative to `root`.
  public static func swiftFiles(_ paths: [String], root: URL) -> [URL] {
    paths.flatMap { path -> [URL] in
      let url = root.appendingPathComponent(path)
      let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String }
      return (files ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        .map { url.appendingPathComponent($0) }
    }
  }

  /// The ```swift blocks inside the `///` doc comments of a Swift source file.
  public static func swiftBlocks(inDocCommentsOf source: String) -> [String] {
    let comments = source.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
      line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else { return nil }
      let text = trimmed.dropFirst(3)
      return String(text.hasPrefix(" ") ? text.dropFirst() : text)
    }
    return swiftBlocks(in: comments.joined(separator: "\n"))
  }

  /// The paragraphs of `block` (separated by blank lines) not found in `source`.
  ///
  /// Indentation and `import` lines are ignored. Source lines ending in `// probe` (a test
  /// looking at the state between two lines of an example) are skipped.
  public static func missingParagraphs(of block: String, in source: String) -> [String] {
    let haystack = normalizedLines(source).filter { !$0.hasSuffix("// probe") }
    return block.components(separatedBy: "\n\n").filter { paragraph in
      let needle = normalizedLines(paragraph).filter { !$0.hasPrefix("import ") }
      return !contains(haystack, needle)
    }
  }

  private static func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      Array(haystack[start..<start + needle.count]) == needle
    }
  }
}
