import Hooks
import ListViews
import TestSupport
import Testing

/// Reconciliation: a host whose counts changed without a driver call is caught on its next
/// layout (or batch completion), reported, and reloaded from.
@Suite @MainActor struct MirrorReconciliationTests {}

extension MirrorReconciliationTests {
  static let geometry = MirrorGeometry(size: Fixtures.bounds.size)

  @Test func aSectionCountChangedBehindTheDriversBackIsCaughtOnTheNextLayout() {
    let host = HostCounts([1])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    var seen: [ListChange] = []
    let token = mirror.contentHooks.after { _, change in seen.append(change) }
    defer { token.cancel() }
    host.sections = [1, 2]
    mirror.hostDidLayout(Self.geometry)
    #expect(log.entries == [.hostCountsDiverged(section: nil, expected: 1, found: 2)])
    #expect(seen == [.reloadData])
    #expect(shownCounts(of: mirror) == [1, 2])
  }

  @Test func anItemCountChangedBehindTheDriversBackNamesItsSection() {
    let host = HostCounts([2, 3, 4])
    let log = DiagnosticLog()
    let mirror = Fixtures.collectionMirror(host, diagnostics: log)
    host.sections = [2, 0, 4]
    mirror.hostDidLayout(Self.geometry)
    #expect(log.entries == [.hostCountsDiverged(section: 1, expected: 3, found: 0)])
    #expect(shownCounts(of: mirror) == [2, 0, 4])
  }

  @Test func aLayoutWithMatchingCountsReloadsNothingAndReadsEachSectionOnce() {
    let host = HostCounts([2, 0, 5])
    let mirror = Fixtures.tableMirror(host)
    var passes = 0
    let token = mirror.contentHooks.after { _, _ in passes += 1 }
    defer { token.cancel() }
    let reads = host.reads
    for _ in 0..<10 { mirror.hostDidLayout(Self.geometry) }
    #expect(passes == 0)
    #expect(host.reads - reads == 10 * 4)  // the number of sections, then each section
  }

  @Test func aDifferenceIsReportedOnceAndTheNextLayoutFindsNone() {
    let host = HostCounts([1])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    host.sections = [0]
    mirror.hostDidLayout(Self.geometry)
    mirror.hostDidLayout(Self.geometry)
    #expect(log.entries.count == 1)
  }

  @Test func aHostCountTreatedAsZeroIsNoDifference() {
    let host = HostCounts([-3])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    mirror.hostDidLayout(Self.geometry)
    mirror.hostDidLayout(Self.geometry)
    #expect(log.entries == [.negativeCount(section: 0, count: -3)])
  }

  @Test func noCheckRunsWhileTheHostsBatchIsOpen() {
    let host = HostCounts([1])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    mirror.hostBeganBatch()
    host.sections = [2]
    mirror.hostInsertedItems(at: [ListIndexPath(row: 1, section: 0)])
    mirror.hostDidLayout(Self.geometry)
    #expect(log.entries.isEmpty)
    mirror.hostEndedBatch()
    #expect(log.entries.isEmpty)
    #expect(shownCounts(of: mirror) == [2])
  }

  @Test func aBatchsCompletionChecksTheHostsCounts() {
    let host = HostCounts([1])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    mirror.hostBeganBatch()
    mirror.hostEndedBatch()
    host.sections = [5]
    mirror.hostCompletedBatch(finished: true)
    #expect(log.entries == [.hostCountsDiverged(section: 0, expected: 1, found: 5)])
    #expect(shownCounts(of: mirror) == [5])
  }

  @Test func aBatchsCompletionWithMatchingCountsChangesNothing() {
    let host = HostCounts([1])
    let mirror = Fixtures.tableMirror(host)
    var passes = 0
    let token = mirror.contentHooks.after { _, _ in passes += 1 }
    defer { token.cancel() }
    mirror.hostCompletedBatch(finished: false)
    #expect(passes == 0)
  }

  @Test func theDifferenceReadsAsWhatHappenedAndHowItWasRecovered() {
    let sections = ListDiagnostic.hostCountsDiverged(section: nil, expected: 1, found: 2)
    let items = ListDiagnostic.hostCountsDiverged(section: 3, expected: 4, found: 0)
    #expect(sections.description.contains("2 sections"))
    #expect(items.description.contains("section 3"))
    #expect(items.description.hasSuffix("recovered with a full reload"))
  }
}
