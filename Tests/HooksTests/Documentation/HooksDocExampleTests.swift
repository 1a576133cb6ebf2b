import Foundation
import Hooks
import TestSupport
import Testing

@Suite @MainActor struct HooksDocExampleTests {}

extension HooksDocExampleTests {
  @Test func everyDocumentedExampleIsCompiledHere() throws {
    let root = DocumentationExamples.packageRoot()
    let source = try String(
      contentsOf: root.appendingPathComponent(
        "Tests/HooksTests/Documentation/HooksDocExamples.swift"), encoding: .utf8)
    var blocks: [(String, String)] = []
    for file in DocumentationExamples.markdownFiles(
      ["Sources/Hooks/Documentation.docc"], root: root)
    {
      for block in DocumentationExamples.swiftBlocks(
        in: try String(contentsOf: file, encoding: .utf8))
      {
        blocks.append((file.lastPathComponent, block))
      }
    }
    for file in DocumentationExamples.swiftFiles(["Sources/Hooks"], root: root) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for block in DocumentationExamples.swiftBlocks(inDocCommentsOf: text) {
        blocks.append((file.lastPathComponent, block))
      }
    }
    #expect(blocks.count >= 5)
    for (file, block) in blocks {
      let missing = DocumentationExamples.missingParagraphs(of: block, in: source)
      #expect(missing.isEmpty, "\(file): not compiled here:\n\(missing.joined(separator: "\n\n"))")
    }
  }

  @Test func basicExamplePrintsWhatItsCommentSays() {
    var printed: [String] = []
    let token = BasicFeedExample.run { printed.append($0.map { "\($0)" }.joined(separator: " ")) }
    #expect(printed == ["refreshed 1"])
    token.cancel()
  }

  @Test func storedTokensKeepTheirHooks() {
    var printed: [String] = []
    let tokens = BasicFeedExample.tokens {
      printed.append($0.map { "\($0)" }.joined(separator: " "))
    }
    #expect(printed == ["refreshed"])
    #expect(tokens.count == 1)
  }

  @Test func typeWideExampleSharesItsRegistry() {
    let first = TypeWideFeedExample.Feed()
    let second = TypeWideFeedExample.Feed()
    #expect(first.refreshHooks.typeWideHooks === second.refreshHooks.typeWideHooks)
  }
}
