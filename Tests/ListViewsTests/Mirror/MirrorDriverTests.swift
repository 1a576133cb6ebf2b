import Hooks
import ListViews
import TestSupport
import Testing

/// The driver of a mirror: each call is the headless list's method of the same meaning, run
/// through the content hooks, with the counts read from the host only when the driver says so.
@Suite @MainActor struct MirrorDriverTests {}

/// One update of the driver, from a host showing `[2, 3]`.
enum DriverUpdate: CaseIterable, Sendable, CustomTestStringConvertible {
  case insertItems, deleteItems, reloadItems, moveItem
  case insertSections, deleteSections, reloadSections, moveSection

  var testDescription: String { "\(self)" }

  /// The counts the host shows after the update.
  var after: [Int] {
    switch self {
    case .insertItems: [3, 3]
    case .deleteItems: [2, 2]
    case .reloadItems: [2, 3]
    case .moveItem: [1, 4]
    case .insertSections: [2, 0, 3]
    case .deleteSections: [3]
    case .reloadSections: [2, 5]
    case .moveSection: [3, 2]
    }
  }

  /// The update the content hooks receive.
  var update: ListUpdate {
    switch self {
    case .insertItems: .insertItems([ListIndexPath(row: 2, section: 0)])
    case .deleteItems: .deleteItems([ListIndexPath(row: 0, section: 1)])
    case .reloadItems: .reloadItems([ListIndexPath(row: 1, section: 0)])
    case .moveItem:
      .moveItem(from: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 0, section: 1))
    case .insertSections: .insertSections([1])
    case .deleteSections: .deleteSections([0])
    case .reloadSections: .reloadSections([1])
    case .moveSection: .moveSection(from: 0, to: 1)
    }
  }

  /// Tells `mirror` of the update through its driver.
  @MainActor func drive(_ mirror: some ListMirror) {
    switch update {
    case .insertItems(let paths): mirror.hostInsertedItems(at: paths)
    case .deleteItems(let paths): mirror.hostDeletedItems(at: paths)
    case .reloadItems(let paths): mirror.hostReloadedItems(at: paths)
    case .moveItem(let from, let to): mirror.hostMovedItem(at: from, to: to)
    case .insertSections(let sections): mirror.hostInsertedSections(sections)
    case .deleteSections(let sections): mirror.hostDeletedSections(sections)
    case .reloadSections(let sections): mirror.hostReloadedSections(sections)
    case .moveSection(let from, let to): mirror.hostMovedSection(from, toSection: to)
    }
  }
}

/// The counts a list shows, section by section.
@MainActor func shownCounts(of list: ListView) -> [Int] {
  (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
}

extension MirrorDriverTests {
  @Test(arguments: DriverUpdate.allCases)
  func eachDriverUpdateRunsTheListUpdateThroughTheContentHooks(update: DriverUpdate) {
    let host = HostCounts([2, 3])
    let mirror = Fixtures.tableMirror(host)
    var seen: [ListChange] = []
    let token = mirror.contentHooks.after { _, change in seen.append(change) }
    defer { token.cancel() }
    host.sections = update.after
    update.drive(mirror)
    #expect(seen == [.update(update.update)])
    #expect(shownCounts(of: mirror) == update.after)
  }

  @Test(arguments: DriverUpdate.allCases)
  func eachDriverUpdateOnACollectionMirrorReachesTheHostsCounts(update: DriverUpdate) {
    let host = HostCounts([2, 3])
    let mirror = Fixtures.collectionMirror(host)
    host.sections = update.after
    update.drive(mirror)
    #expect(shownCounts(of: mirror) == update.after)
  }

  @Test func hostDidReloadFetchesEveryCountFromTheHost() {
    let host = HostCounts([1])
    let mirror = Fixtures.tableMirror(host)
    var seen: [ListChange] = []
    let token = mirror.contentHooks.after { _, change in seen.append(change) }
    defer { token.cancel() }
    host.sections = [4, 0, 2]
    mirror.hostDidReload()
    #expect(seen == [.reloadData])
    #expect(shownCounts(of: mirror) == [4, 0, 2])
  }

  @Test func theMirrorReadsTheHostOnlyWhenTheDriverSaysSo() {
    let host = HostCounts([2, 3])
    let mirror = Fixtures.tableMirror(host)
    let reads = host.reads
    host.sections = [9]
    _ = mirror.numberOfSections
    _ = mirror.numberOfRows(inSection: 1)
    _ = mirror.isContentEmpty
    _ = mirror.frameForRow(at: ListIndexPath(row: 2, section: 1))
    #expect(host.reads == reads)
    #expect(shownCounts(of: mirror) == [2, 3])
  }

  @Test func theFirstLayoutFetchesTheCountsWithoutRunningTheHooks() {
    let host = HostCounts([3])
    let mirror = TableMirror()
    mirror.host = host
    var passes = 0
    let token = mirror.contentHooks.after { _, _ in passes += 1 }
    defer { token.cancel() }
    mirror.hostDidLayout(MirrorGeometry(size: Fixtures.bounds.size))
    #expect(host.reads == 2)
    #expect(passes == 0)
    #expect(mirror.numberOfRows(inSection: 0) == 3)
  }

  @Test func aBatchAppliesItsUpdatesAsOneChangeWhenTheHostEndsIt() {
    let host = HostCounts([2, 3])
    let mirror = Fixtures.tableMirror(host)
    var seen: [ListChange] = []
    let token = mirror.contentHooks.after { _, change in seen.append(change) }
    defer { token.cancel() }
    host.sections = [3, 2]
    mirror.hostBeganBatch()
    mirror.hostInsertedItems(at: [ListIndexPath(row: 0, section: 0)])
    mirror.hostDeletedItems(at: [ListIndexPath(row: 2, section: 1)])
    #expect(seen.isEmpty)
    #expect(mirror.hasOpenBatch)
    mirror.hostEndedBatch()
    #expect(
      seen == [
        .batchUpdates([
          .insertItems([ListIndexPath(row: 0, section: 0)]),
          .deleteItems([ListIndexPath(row: 2, section: 1)]),
        ])
      ])
    #expect(shownCounts(of: mirror) == [3, 2])
  }

  @Test func anUpdateThatDoesNotMatchTheHostIsReportedAndRecoveredWithAReload() {
    let host = HostCounts([2])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    host.sections = [4]
    mirror.hostInsertedItems(at: [ListIndexPath(row: 0, section: 0)])
    #expect(log.entries == [.inconsistentUpdate(section: 0, expected: 3, actual: 4)])
    #expect(shownCounts(of: mirror) == [4])
  }

  @Test func anEndWithoutABeganBatchIsReported() {
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(HostCounts([1]), diagnostics: log)
    mirror.hostEndedBatch()
    #expect(log.entries == [.unbalancedEndUpdates])
  }

  @Test func settingADataSourceOnAMirrorIsRefusedAndItKeepsCountingFromItsHost() {
    let host = HostCounts([2])
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(host, diagnostics: log)
    let source = SectionsSource([7, 7])
    mirror.dataSource = source
    #expect(mirror.dataSource == nil)
    #expect(log.entries.count == 1)
    guard case .invalidConfiguration = log.entries.first else {
      Issue.record("expected invalidConfiguration, got \(log.entries)")
      return
    }
    mirror.hostDidReload()
    #expect(shownCounts(of: mirror) == [2])
    #expect(source.totalQueries == 0)
  }

  @Test func settingADataSourceOnACollectionMirrorIsRefused() {
    let log = DiagnosticLog()
    let mirror = Fixtures.collectionMirror(HostCounts([2]), diagnostics: log)
    let source = SectionsSource([7])
    mirror.dataSource = source
    #expect(mirror.dataSource == nil)
    #expect(log.entries.count == 1)
    mirror.hostDidReload()
    #expect(shownCounts(of: mirror) == [2])
  }

  @Test func aReleasedHostLeavesTheMirrorEmptyAndIsReportedOnce() {
    let log = DiagnosticLog()
    let mirror = TableMirror(frame: Fixtures.bounds)
    mirror.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    do {
      let host = HostCounts([3])
      mirror.host = host
      mirror.hostDidReload()
      #expect(shownCounts(of: mirror) == [3])
    }
    mirror.hostDidLayout(MirrorGeometry(size: Fixtures.bounds.size))
    mirror.hostDidLayout(MirrorGeometry(size: Fixtures.bounds.size))
    mirror.hostDidReload()
    #expect(mirror.numberOfSections == 0)
    #expect(log.entries == [.dataSourceReleased])
  }
}
