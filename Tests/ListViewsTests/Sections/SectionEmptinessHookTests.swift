import Hooks
import ListViews
import TestSupport
import Testing

/// The section emptiness hooks: after a content change, the sections that became empty or not,
/// and nothing when none did.
@Suite @MainActor struct SectionEmptinessHookTests {
  static func followed(_ counts: [Int]) -> (TableView, SectionsSource, Box) {
    let source = SectionsSource(counts)
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.reloadData()
    let box = Box()
    box.token = table.sectionEmptinessHooks?.after { _, change in box.reports.append(change) }
    return (table, source, box)
  }

  @MainActor final class Box {
    var reports: [SectionEmptinessChange] = []
    var token: HookToken?
  }
}

extension SectionEmptinessHookTests {
  @Test func aReloadThatFlipsNothingReportsNothing() {
    let (table, source, box) = Self.followed([1, 0, 2])
    source.sections = [3, 0, 1]
    table.reloadData()
    #expect(box.reports.isEmpty)
  }

  @Test func theSectionsThatFlippedAreReported() {
    let (table, source, box) = Self.followed([1, 0, 2])
    source.sections = [0, 1, 2]
    table.reloadData()
    #expect(box.reports == [SectionEmptinessChange(sections: [0, 1])])
  }

  @Test func insertingASectionReportsEverySection() {
    let (table, source, box) = Self.followed([1, 0])
    source.sections = [1, 1, 0]
    table.insertSections([1])
    #expect(box.reports == [SectionEmptinessChange(sections: nil)])
  }

  @Test func aBatchReportsOnceWhenItEnds() {
    let (table, source, box) = Self.followed([1, 1])
    table.performBatchUpdates {
      source.sections = [0, 0]
      table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
      table.deleteRows(at: [ListIndexPath(row: 0, section: 1)])
      #expect(box.reports.isEmpty)
    }
    #expect(box.reports == [SectionEmptinessChange(sections: [0, 1])])
  }

  @Test func reportsOfAPassThatRunsAgainCoalesce() {
    #expect(
      SectionEmptinessChange.coalescing(.init(sections: [3, 1]), .init(sections: [1, 2]))
        == .init(sections: [1, 2, 3]))
    #expect(
      SectionEmptinessChange.coalescing(.init(sections: [1]), .init(sections: nil))
        == .init(sections: nil))
  }
}

extension SectionEmptinessHookTests {
  @Test func countsFetchedOutsideAPassStillReportTheFlips() {
    let (table, source, box) = Self.followed([1, 1])
    let other = SectionsSource([0, 1])
    table.dataSource = other
    #expect(table.numberOfRows(inSection: 0) == 0)  // fetched outside a content pass
    table.reloadData()
    #expect(box.reports == [SectionEmptinessChange(sections: [0])])
    withExtendedLifetime(source) {}
  }

  @Test func aReloadWithCountsChangedButNoFlipReportsNothing() {
    let (table, source, box) = Self.followed(Array(repeating: 1, count: 600))
    source.sections = (0..<600).map { $0 % 7 + 1 }
    table.reloadData()
    #expect(box.reports.isEmpty)
    source.sections[599] = 0
    table.reloadData()
    #expect(box.reports == [SectionEmptinessChange(sections: [599])])
  }
}

extension SectionEmptinessHookTests {
  @Test func aFollowerThatLeavesAndComesBackHearsOfEverySection() {
    let (table, source, box) = Self.followed([0, 1])
    box.token?.cancel()
    source.sections = [1, 1]
    table.reloadData()  // heard by nobody
    box.token = table.sectionEmptinessHooks?.after { _, change in box.reports.append(change) }
    source.sections = [0, 1]
    table.reloadData()
    #expect(box.reports == [SectionEmptinessChange(sections: nil)])
  }

  @Test func aReportARunawayDroppedMakesTheNextReportOfEverySection() {
    let (table, source, box) = Self.followed([1, 1])
    let log = DiagnosticLog()
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    // Each report flips section 0 again, from inside the hooks, for ever.
    let storm = table.sectionEmptinessHooks?.after { table, _ in
      source.sections = [1 - source.sections[0], 1]
      table.reloadData()
    }
    source.sections = [0, 1]
    table.reloadData()
    storm?.cancel()
    #expect(log.entries.contains { if case .hook = $0 { true } else { false } })
    box.reports.removeAll()
    source.sections = [1 - source.sections[0], 1]
    table.reloadData()
    #expect(box.reports == [SectionEmptinessChange(sections: nil)])
  }
}
