import ListViews
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
