import EmptyStateTesting
import Foundation
import TestSupport
import Testing

@testable import EmptyState

/// What an announcement says: the placeholder's reading, made safe and bounded.
@Suite @MainActor struct AnnouncementTextTests {}

extension AnnouncementTextTests {
  @Test func theTextIsTheTitleThenTheDescription() throws {
    let table = Fixtures.table(SectionsSource([]))
    var told: [String] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement.text) }
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No results", detail: "Try another word.")
    #expect(told == ["No results. Try another word."])
    #expect(told.first == table.emptyView?.accessibilityLabel)
    token.cancel()
  }

  @Test(arguments: ["\u{1B}", "\u{0}", "\u{7F}", "\u{85}", "\u{9B}", "\r\n", "\t", "\u{2028}"])
  func controlCharactersNeverReachTheText(_ control: String) {
    let announcement = EmptyStateAnnouncement(
      text: "\(control)No\(control)\(control)orders\(control)", kind: .empty)
    #expect(
      !announcement.text.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0 == "\u{2028}"
      })
    #expect(announcement.text.hasPrefix("No "))
    #expect(announcement.text.hasSuffix("orders"))
  }

  @Test func aLongTextIsCutToTheMaximumLengthWithAnEllipsis() {
    let long = String(repeating: "word ", count: 1_000)
    let announcement = EmptyStateAnnouncement(text: long, kind: .empty)
    #expect(announcement.text.count == EmptyStateAnnouncement.maximumLength)
    #expect(announcement.text.hasSuffix("…"))
    #expect(!announcement.text.hasSuffix(" …"))
  }

  @Test func aTextOfExactlyTheMaximumLengthIsKept() {
    let text = String(repeating: "a", count: EmptyStateAnnouncement.maximumLength)
    #expect(EmptyStateAnnouncement(text: "  \(text)\n", kind: .empty).text == text)
  }

  @Test func aPlaceholderWithNothingToReadIsNotAnnounced() throws {
    let table = Fixtures.table(SectionsSource([]))
    var told = 0
    let token = table.onEmptyStateAnnouncement { _, _ in told += 1 }
    table.setEmptyView(image: try Fixtures.image())
    #expect(table.emptyState.isShown)
    #expect(told == 0)
    token.cancel()
  }

  @Test(arguments: PlaceholderKind.allCases)
  func onlyAFailureIsAssertive(_ kind: PlaceholderKind) {
    let expected: EmptyStateAnnouncement.Politeness = kind == .failure ? .assertive : .polite
    #expect(EmptyStateAnnouncement.politeness(of: kind) == expected)
    #expect(EmptyStateAnnouncement(text: "x", kind: kind).politeness == expected)
  }

  @Test func theResourceLimitsArticleGivesTheMaximumLength() throws {
    let article = try String(
      contentsOf: DocumentationExamples.packageRoot().appendingPathComponent(
        "Sources/EmptyState/Documentation.docc/Articles/ResourceLimits.md"),
      encoding: .utf8)
    #expect(article.contains("`EmptyStateAnnouncement.maximumLength` = 500"))
    #expect(article.contains("`EmptyStateOptions.Announcements.maximumInterval`, a minute"))
  }
}

/// The entry point for placeholders the list's own decision does not show (sections).
extension AnnouncementTextTests {
  @Test func aSectionAnnouncementIsSpokenAtTheEndOfThePassWithItsSection() {
    let table = Fixtures.table(SectionsSource([2]))
    table.setEmptyView(title: "No orders yet")
    var told: [EmptyStateAnnouncement] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    table.emptyState.announce("No saved items\u{7}", kind: .empty, section: 1)
    #expect(told == [EmptyStateAnnouncement(text: "No saved items", kind: .empty, section: 1)])
    token.cancel()
  }

  @Test func aWithdrawnSectionAnnouncementIsNotSpoken() async {
    let table = Fixtures.table(SectionsSource([2]))
    let clock = TestClock()
    table.emptyState.clock = clock
    table.setEmptyView(title: "No orders yet")
    var told: [EmptyStateAnnouncement] = []
    let token = table.onEmptyStateAnnouncement { _, announcement in told.append(announcement) }
    table.emptyState.announce("First", kind: .empty, section: 0)
    table.emptyState.announce("Second", kind: .empty, section: 1)  // held: inside the interval
    table.emptyState.withdrawAnnouncement(forSection: 1)
    await clock.advance(by: .seconds(1))
    await table.emptyState.settle()
    #expect(told.map(\.text) == ["First"])
    token.cancel()
  }
}
