import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Announcements and batches that a container reports oddly: a container that says a batch is
/// open but runs work at once, and a batch its block left open.
@Suite @MainActor struct BatchAnnouncementTests {
  /// A container that always says a batch is open, and runs what waits for it at once (the
  /// default ``ListContainer/afterContentChange(_:)``): it cannot make an announcement wait.
  @MainActor final class AlwaysBatching: ViewNode, ListContainer {
    let contentHooks = HookPoint<AlwaysBatching, ListChange>(
      label: "AlwaysBatching.content", coalescing: ListChange.coalescing)
    var numberOfSections: Int { 0 }
    var hasOpenBatch: Bool { true }
    var told: [String] = []
    var reported: [ListDiagnostic] = []

    func numberOfItems(inSection section: Int) -> Int { 0 }

    override func report(_ diagnostic: ListDiagnostic) {
      reported.append(diagnostic)
    }
  }
}

extension BatchAnnouncementTests {
  @Test func aContainerThatCannotWaitForItsBatchAnnouncesAtOnce() {
    let list = AlwaysBatching(frame: Fixtures.bounds)
    let token = list.onEmptyStateAnnouncement { list, announcement in
      list.told.append(announcement.text)
    }
    list.setEmptyView(title: "No orders yet")
    #expect(list.told == ["No orders yet"])
    #expect(list.reported.isEmpty)
    token.cancel()
  }

  @Test func aPhaseSetInABatchThatItsBlockLeftOpenIsAnnouncedWhenTheBlockEnds() throws {
    let list = AnnouncedList(announcements: .on(minimumInterval: .zero))
    try list.setPlaceholders()
    let log = DiagnosticLog()
    list.table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    list.table.performBatchUpdates {
      list.table.beginUpdates()
      list.table.emptyState.beginLoading()
    }
    #expect(!list.table.hasOpenBatch)
    #expect(log.entries == [.batchLeftOpen])
    #expect(list.told == [AnnouncedList.empty, AnnouncedList.loading])
  }
}
