import TestSupport
import Testing

@testable import ListViews

/// Tests that kill the mutants of `Scripts/mutants.txt` the rest of the suite let survive: each
/// names the mutant it kills, and checks the behaviour the mutant breaks.
@Suite @MainActor struct MutationKillerTests {
  /// Whether `log` holds exactly one diagnostic, an invalid update naming `update`.
  func reportsOneInvalidUpdate(_ log: DiagnosticLog, _ update: ListUpdate) -> Bool {
    guard log.entries.count == 1, case .invalidUpdate(let named, _) = log.entries[0] else {
      return false
    }
    return named == update
  }
}

extension MutationKillerTests {
  /// M01: a count of -1 is as negative as any other.
  @Test func aCountOfMinusOneIsTreatedAsZeroAndReported() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([2, -1]), diagnostics: log)
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(log.entries == [.negativeCount(section: 1, count: -1)])
  }

  /// M03: exactly the largest number of sections is within the limit.
  @Test func exactlyTheLargestNumberOfSectionsIsAcceptedWithoutADiagnostic() {
    var counts = SectionCounts()
    let problems = counts.load(sectionCount: ListLimits.maximumSections) { _ in 0 }
    #expect(problems.isEmpty)
    #expect(counts.numberOfSections == ListLimits.maximumSections)
  }

  /// M03: one section more than the limit is clamped and reported.
  @Test func oneSectionMoreThanTheLimitIsClampedAndReported() {
    var counts = SectionCounts()
    let problems = counts.load(sectionCount: ListLimits.maximumSections + 1) { _ in 0 }
    #expect(
      problems == [
        .tooManySections(count: ListLimits.maximumSections + 1, limit: ListLimits.maximumSections)
      ])
    #expect(counts.numberOfSections == ListLimits.maximumSections)
  }

  /// M06: an insert at the new count (one past the last row) does not exist.
  @Test func insertingOnePastTheLastRowIsAnInvalidUpdate() {
    let log = DiagnosticLog()
    let source = SectionsSource([2])
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [3]
    let path = ListIndexPath(row: 3, section: 0)
    table.insertRows(at: [path])
    #expect(reportsOneInvalidUpdate(log, .insertItems([path])))
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  /// M06: the last row of the new count is a valid place to insert.
  @Test func insertingAtTheLastRowOfTheNewCountIsValid() {
    let source = SectionsSource([2])
    let table = Fixtures.table(source)
    source.sections = [3]
    table.insertRows(at: [ListIndexPath(row: 2, section: 0)])
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  /// M07: the row at the old count does not exist, so it cannot be deleted.
  @Test func deletingOnePastTheLastRowIsAnInvalidUpdate() {
    let log = DiagnosticLog()
    let source = SectionsSource([2])
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [1]
    let path = ListIndexPath(row: 2, section: 0)
    table.deleteRows(at: [path])
    #expect(reportsOneInvalidUpdate(log, .deleteItems([path])))
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  /// M10: a section inserted at the new number of sections lies past the end.
  @Test func insertingASectionOnePastTheEndIsAnInvalidUpdate() {
    let log = DiagnosticLog()
    let source = SectionsSource([1])
    let table = Fixtures.table(source, diagnostics: log)
    source.sections = [1, 0]
    table.insertSections([2])
    #expect(reportsOneInvalidUpdate(log, .insertSections([2])))
    #expect(table.numberOfSections == 2)
  }
}
