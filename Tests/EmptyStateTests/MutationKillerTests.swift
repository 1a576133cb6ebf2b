import EmptyStateTesting
import ListViews
import TestSupport
import Testing

@testable import EmptyState

/// Tests that kill the mutants of `Scripts/mutants.txt` the rest of the suite let survive: each
/// names the mutant it kills, and checks the behaviour the mutant breaks.
@Suite struct MutationKillerTests {
  static let area = ViewRect(x: 0, y: 0, width: 320, height: 240)

  func layout(
    _ parts: PlaceholderParts, in area: ViewRect = area,
    measure: MonospacedTextMeasure = MonospacedTextMeasure()
  ) -> PlaceholderLayout {
    PlaceholderLayout(
      parts: parts, in: area, appearance: EmptyStateAppearance(), measure: measure)
  }
}

extension MutationKillerTests {
  /// M24: spaces separate words however many there are; a run of them is one space when
  /// wrapped, and spaces at either end go.
  @Test func runsOfSpacesInATitleWrapAsOneSpace() {
    #expect(layout(PlaceholderParts(title: "  No   orders  ")).titleLines == ["No orders"])
  }

  /// M22: a title whose lines all fit keeps them as they are, without "…", even when the
  /// measure gives lines no height (the part that does not fit goes instead).
  @Test func aTitleThatFitsIsNeverTruncatedWhenAnotherPartGoes() {
    let flat = MonospacedTextMeasure(characterWidth: 8, lineHeight: 0)
    let short = ViewRect(x: 0, y: 0, width: 320, height: 10)
    let result = layout(
      PlaceholderParts(title: "No orders", button: .init(title: "Retry")), in: short, measure: flat)
    #expect(result.titleLines == ["No orders"])
    #expect(result.buttonFrame == nil)
  }
}

extension MutationKillerTests {
  /// M34: the minimum interval restarts with each announcement, so a storm of changes that
  /// lasts five seconds is spoken at most once a second all along, not only in its first second.
  @MainActor @Test func aLongStormOfChangesIsAnnouncedAtMostOnceASecondAllAlong() async throws {
    let list = AnnouncedList()
    try list.setPlaceholders()
    var spokenAt: [Duration] = []
    let token = list.table.emptyState.onAnnouncement { _, _ in
      spokenAt.append(list.clock.now.offset)
    }
    for step in 0..<50 {
      switch step % 3 {
      case 0: list.table.emptyState.beginLoading()
      case 1: list.table.emptyState.failLoading(with: OrdersUnavailable())
      default: list.table.emptyState.finishLoading()
      }
      await list.clock.advance(by: .milliseconds(100))
      await list.table.emptyState.settle()
    }
    let gaps = zip(spokenAt.dropFirst(), spokenAt).map { $0 - $1 }
    #expect(spokenAt.count >= 5)
    #expect(gaps.allSatisfy { $0 >= .seconds(1) }, "spoken at \(spokenAt)")
    token.cancel()
  }

  /// M35: two reports of sections whose emptiness flipped, both before the pass that decides
  /// them (two reloads in a handler of the phase), are joined: each section gets its
  /// placeholder.
  @MainActor @Test func twoReportsBeforeOneSectionPassShowThePlaceholdersOfBoth() {
    let setup = SectionPlaceholderTests.Setup([1, 1, 1])
    let token = setup.table.onEmptyStateEvent { _, event in
      guard event == .didChangePhase(.loading) else { return }
      setup.set([0, 1, 1])
      setup.set([0, 0, 1])
    }
    setup.table.emptyState.beginLoading()
    #expect(setup.shown == [0, 1])
    token.cancel()
  }
}
