import Foundation
import TestSupport
import Testing

/// The README and BENCHMARKS.md stay short enough to read: what grows goes into its DocC
/// article, and these files link to it.
@Suite struct DocumentSizeTests {
  /// A file at the package's root, and the most bytes it may hold.
  struct Bar: Sendable, CustomTestStringConvertible {
    let file: String
    let maximumBytes: Int

    var testDescription: String { "\(file) under \(maximumBytes) bytes" }
  }

  static let bars = [
    Bar(file: "README.md", maximumBytes: 10_000),
    Bar(file: "BENCHMARKS.md", maximumBytes: 15_000),
  ]
}

extension DocumentSizeTests {
  @Test(arguments: bars)
  func theFileStaysUnderItsBar(_ bar: Bar) throws {
    let root = DocumentationExamples.packageRoot(from: #filePath)
    let data = try Data(contentsOf: root.appendingPathComponent(bar.file))
    #expect(
      data.count < bar.maximumBytes,
      "\(bar.file) is \(data.count) bytes: move blocks into their DocC articles")
  }
}
