import Foundation
import Testing

@Suite @MainActor struct ReadmeTests {}

extension ReadmeTests {
  @Test func everySwiftBlockOfTheReadmeIsCompiledHere() throws {
    let examples = try Self.normalizedLines(
      of: Self.source("Tests/EmptyStateTests/Readme/ReadmeExamples.swift"))
    let blocks = try Self.swiftBlocks(in: Self.source("README.md"))
    #expect(blocks.count >= 2)
    for block in blocks {
      // Each paragraph of a block (lines between blank lines) must appear here contiguously.
      for paragraph in block.components(separatedBy: "\n\n") {
        let lines = Self.normalizedLines(of: paragraph).filter { !$0.hasPrefix("import ") }
        #expect(
          Self.contains(examples, lines),
          "README lines not found in ReadmeExamples.swift:\n\(paragraph)")
      }
    }
  }

  @Test func oneLineExamplePrintsWhatTheReadmeSays() {
    var printed: [String] = []
    ReadmeExamples.oneLine { printed.append("\($0)") }
    #expect(printed == ["true", "false"])
  }

  @Test func hookingExamplePrintsWhatTheReadmeSays() {
    var printed: [String] = []
    ReadmeExamples.hooking { printed.append("\($0)") }
    #expect(printed == ["reloadData -> 0 section(s)"])
  }
}

extension ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func source(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static func normalizedLines(of text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      Array(haystack[start..<start + needle.count]) == needle
    }
  }
}
