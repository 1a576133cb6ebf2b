import EmptyState
import Foundation
import TestSupport
import Testing

/// The article "Resource Limits" gives the numbers the code uses.
@Suite struct ResourceLimitsTests {
  /// Each constant, as the article names it and as it writes its value.
  @MainActor static let limits: [(name: String, value: Int)] = [
    ("ListLimits.maximumSections", ListLimits.maximumSections),
    ("HookDefaults.maximumPasses", HookDefaults.maximumPasses),
    ("HookDefaults.largestMaximumPasses", HookDefaults.largestMaximumPasses),
    ("ViewNode.maximumDepth", ViewNode.maximumDepth),
    ("DisplayList.maximumCells", DisplayList.maximumCells),
    ("DisplayList.maximumItems", DisplayList.maximumItems),
    ("DisplayList.maximumDepth", DisplayList.maximumDepth),
    ("PlainTextRenderer.maximumCells", PlainTextRenderer.maximumCells),
  ]

  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    guard digits.count > 3 else { return digits }
    return grouped(value / 1_000) + "," + digits.suffix(3)
  }

  @Test @MainActor func theArticleGivesEveryLibraryLimitItsValue() throws {
    let article = try String(
      contentsOf: DocumentationExamples.packageRoot().appendingPathComponent(
        "Sources/EmptyState/Documentation.docc/Articles/ResourceLimits.md"),
      encoding: .utf8)
    for (name, value) in Self.limits {
      #expect(article.contains("`\(name)` = \(Self.grouped(value))"), "\(name)")
    }
  }

  @Test func theArticleGivesTheLengthOfACursorInAPagingError() throws {
    let article = try String(
      contentsOf: DocumentationExamples.packageRoot().appendingPathComponent(
        "Sources/EmptyState/Documentation.docc/Articles/ResourceLimits.md"),
      encoding: .utf8)
    let limit = PageLoadingError.maximumCursorLength
    #expect(article.contains("`PageLoadingError.maximumCursorLength` = \(Self.grouped(limit))"))
  }

  @Test func aDiagnosticNamesEightPositions() {
    let description = ListUpdate.insertSections(Array(0..<9)).description
    #expect(description.hasSuffix("7, … and 1 more])"))
  }
}
