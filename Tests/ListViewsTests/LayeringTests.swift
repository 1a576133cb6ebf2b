import Foundation
import TestSupport
import Testing

/// The lists layer knows nothing of what is built on it: the compiler keeps it from importing
/// the empty-state module, and this keeps its words from naming it.
@Suite struct LayeringTests {
  @Test func noSourceOfTheListsLayerNamesTheEmptyState() throws {
    let files = DocumentationExamples.swiftFiles(
      ["Sources/ListViews"], root: DocumentationExamples.packageRoot())
    #expect(files.count > 20)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8).lowercased()
      for word in ["emptystate", "empty state", "empty view", "placeholder"] {
        #expect(!text.contains(word), "\(file.lastPathComponent) names \(word)")
      }
    }
  }
}
