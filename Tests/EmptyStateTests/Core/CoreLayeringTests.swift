import Foundation
import TestSupport
import Testing

/// The empty state's folders show its layers: `Core/` holds the pure rules and the values they
/// speak, and names nothing of the runtime, the views, tasks or clocks, so no cycle of folders
/// goes through it.
@Suite struct CoreLayeringTests {
  static let root = DocumentationExamples.packageRoot()

  /// The names each of the other folders declares at their top level.
  static func declaredNames(in folder: String) throws -> Set<String> {
    let declaration =
      /(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|typealias) ([A-Z]\w*)/
    var names: Set<String> = []
    for file in DocumentationExamples.swiftFiles(["Sources/EmptyState/\(folder)"], root: root) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) { names.insert(String(match.1)) }
    }
    return names
  }

  /// The code of `file` without its comments.
  static func code(of file: URL) throws -> String {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    return lines.map { $0.split(separator: "//", omittingEmptySubsequences: false)[0] }
      .joined(separator: "\n")
  }

  @Test func theBehaviourLivesInThreeFoldersBesideThePublicFace() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources/EmptyState").path)
    let expected = [
      "API", "Core", "Documentation.docc", "EmptyState.swift", "PlaceholderView", "Runtime",
    ]
    #expect(folders.sorted() == expected)
  }

  @Test func theCoreNamesNothingOfTheOtherFolders() throws {
    var outside: Set<String> = []
    for folder in ["API", "Runtime", "PlaceholderView"] {
      outside.formUnion(try Self.declaredNames(in: folder))
    }
    #expect(outside.contains("EmptyStateController"))
    #expect(outside.contains("PlaceholderView"))
    let files = DocumentationExamples.swiftFiles(["Sources/EmptyState/Core"], root: Self.root)
    #expect(files.count > 5)
    for file in files {
      let code = try Self.code(of: file)
      #expect(!code.contains("import "), "\(file.lastPathComponent) imports a module")
      for word in ["Task", "Clock", "ViewNode"] + outside.sorted() {
        let pattern = try Regex("\\b\(word)\\b")
        #expect(!code.contains(pattern), "\(file.lastPathComponent) names \(word)")
      }
    }
  }
}
