import EmptyState
import TestSupport
import Testing

/// The examples of "Telling Screen Readers" do what the article says.
@Suite @MainActor struct AnnouncementDocExampleTests {}

extension AnnouncementDocExampleTests {
  @Test func theHostSpeaksAFailureInterrupting() throws {
    let table = Fixtures.table(SectionsSource([]))
    let screenReader = ScreenReader()
    let token = DocExamples.postingAnnouncements(of: table, to: screenReader)
    table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    table.setEmptyView(title: "No orders yet")
    table.emptyState.configuration.failure = try EmptyStatePlaceholder(title: "Could not load")
    table.emptyState.failLoading(with: OrdersError.offline)
    #expect(screenReader.spoken.map(\.text) == ["No orders yet", "Could not load"])
    #expect(screenReader.spoken.map(\.interrupting) == [false, true])
    token.cancel()
  }

  @Test func thePrintingListenersHearTheEmptyView() {
    let table = Fixtures.table(SectionsSource([]))
    let tokens = DocExamples.printingAnnouncements(of: table)
    table.setEmptyView(title: "No orders yet")
    #expect(tokens.count == 2)
  }

  @Test func turnedOffTheHostHearsNothing() {
    let table = Fixtures.table(SectionsSource([]))
    let screenReader = ScreenReader()
    let token = DocExamples.postingAnnouncements(of: table, to: screenReader)
    DocExamples.turningAnnouncementsOff(of: table)
    table.setEmptyView(title: "No orders yet")
    #expect(screenReader.spoken.isEmpty)
    token.cancel()
  }

  @Test func theTestExampleHearsTheHeldOneAfterTheInterval() async throws {
    let table = Fixtures.table(SectionsSource([]))
    let told = try await DocExamples.testingAnnouncements(of: table)
    #expect(told.map(\.text) == ["No orders yet", "Loading orders"])
  }
}
