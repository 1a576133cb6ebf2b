import EmptyState
import TestSupport
import Testing

/// One bad input the public API can receive, its documented outcome, and the check that the
/// outcome happens and the state stays consistent.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  let input: String
  let outcome: String
  let check: @MainActor @Sendable () async throws -> Void

  var testDescription: String { input }
}

/// A table over `counts`, reloaded, collecting its diagnostics.
@MainActor
struct BadInputScene {
  let source: SectionsSource
  let table: TableView
  let log = DiagnosticLog()

  init(_ counts: [Int] = [2]) {
    source = SectionsSource(counts)
    table = Fixtures.table(source, diagnostics: log)
  }

  var counts: [Int] {
    (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
  }

  /// Whether the table's counts are the data source's, and exactly `count` diagnostics came.
  func isConsistent(diagnostics count: Int = 1) -> Bool {
    counts == source.sections.map { max(0, $0) } && log.entries.count == count
  }
}
