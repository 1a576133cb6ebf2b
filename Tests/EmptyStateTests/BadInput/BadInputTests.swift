import EmptyState
import Foundation
import TestSupport
import Testing

/// Every bad input the public API can receive, with its documented outcome: a typed error or a
/// diagnostic, the state left consistent, nothing crashing, nothing silently ignored.
@Suite @MainActor struct BadInputTests {
  @Test(arguments: BadInputCase.all)
  func badInputHasItsDocumentedOutcome(_ example: BadInputCase) async throws {
    try await example.check()
  }

  @Test func theDocumentationListsEveryCaseWithItsOutcome() throws {
    let article = try String(
      contentsOf: DocumentationExamples.packageRoot()
        .appendingPathComponent("Sources/EmptyState/Documentation.docc/Articles/BadInput.md"),
      encoding: .utf8)
    for example in BadInputCase.all {
      #expect(article.contains("| \(example.input) | \(example.outcome) |"), "\(example.input)")
    }
  }
}
