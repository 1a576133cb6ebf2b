import Foundation
import TestSupport
import Testing

/// The lower layers know nothing of what is built on them: the compiler keeps them from
/// importing the empty-state module, and this keeps their words, code and documentation alike,
/// from naming it.
@Suite struct LayeringTests {
  @Test func noSourceOrArticleOfTheLowerLayersNamesTheEmptyState() throws {
    let root = DocumentationExamples.packageRoot()
    let layers = ["Sources/Hooks", "Sources/ListViews"]
    let files =
      DocumentationExamples.swiftFiles(layers, root: root)
      + DocumentationExamples.markdownFiles(layers, root: root)
    #expect(files.count > 30)
    #expect(files.contains { $0.pathExtension == "md" })
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8).lowercased()
      for word in ["emptystate", "empty state", "empty view", "placeholder"] {
        #expect(!text.contains(word), "\(file.lastPathComponent) names \(word)")
      }
    }
  }

  @Test func virtualTimeNamesNoneOfItsUsers() throws {
    let root = DocumentationExamples.packageRoot()
    let files = DocumentationExamples.swiftFiles(["Sources/VirtualTime"], root: root)
    #expect(files.count > 3)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for word in ["EmptyStateTesting", "TestClock", "TestLoader", "settle(", "Sandbox"] {
        #expect(!text.contains(word), "\(file.lastPathComponent) names \(word)")
      }
    }
  }
}
