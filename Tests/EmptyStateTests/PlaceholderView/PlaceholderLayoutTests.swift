import Testing

@testable import EmptyState

/// The pure layout rule of a placeholder, without any view: stacking, centring, wrapping, and
/// what goes first when the area is too small.
@Suite struct PlaceholderLayoutTests {
  static let area = ViewRect(x: 0, y: 0, width: 320, height: 240)

  func layout(
    _ parts: PlaceholderParts, in area: ViewRect = area,
    appearance: EmptyStateAppearance = EmptyStateAppearance()
  ) -> PlaceholderLayout {
    PlaceholderLayout(
      parts: parts, in: area, appearance: appearance, measure: MonospacedTextMeasure())
  }
}

extension PlaceholderLayoutTests {
  @Test func titleAloneIsCentredInTheArea() {
    let result = layout(PlaceholderParts(title: "No orders"))
    #expect(result.titleLines == ["No orders"])
    #expect(result.frame.midX == Self.area.midX)
    #expect(result.frame.midY == Self.area.midY)
    #expect(result.imageFrame == nil)
  }

  @Test func partsStackImageTitleDetailButtonWithTheSpacingBetween() throws {
    let result = layout(
      PlaceholderParts(
        image: ViewSize(width: 64, height: 64), title: "None", detail: "Later",
        button: .init(title: "Retry")))
    let image = try #require(result.imageFrame)
    let title = try #require(result.titleFrame)
    let detail = try #require(result.detailFrame)
    let button = try #require(result.buttonFrame)
    #expect(title.minY == image.maxY + 16)
    #expect(detail.minY == title.maxY + 16)
    #expect(button.minY == detail.maxY + 16)
  }

  @Test func longTitleWrapsAtSpacesWithinThePadding() {
    let result = layout(
      PlaceholderParts(title: "Nothing here yet: new orders appear as soon as a customer pays"))
    #expect(result.titleLines.count > 1)
    let widest = result.titleLines.map { MonospacedTextMeasure.columns(of: $0[...]) }.max() ?? 0
    #expect(Double(widest) * 8 <= Self.area.width - 32)
  }

  @Test func tooShortAnAreaDropsTheImageFirst() {
    let short = ViewRect(x: 0, y: 0, width: 320, height: 40)
    let result = layout(
      PlaceholderParts(image: ViewSize(width: 64, height: 64), title: "None"), in: short)
    #expect(result.imageFrame == nil)
    #expect(result.titleFrame != nil)
  }

  @Test func thenTheDescriptionBeforeTheTitle() {
    let short = ViewRect(x: 0, y: 0, width: 320, height: 20)
    let result = layout(PlaceholderParts(title: "None", detail: "Later"), in: short)
    #expect(result.detailFrame == nil)
    #expect(result.titleLines == ["None"])
  }

  @Test func imageAloneIsScaledDownKeepingItsAspectRatio() throws {
    let small = ViewRect(x: 0, y: 0, width: 100, height: 32)
    let result = layout(PlaceholderParts(image: ViewSize(width: 128, height: 64)), in: small)
    let image = try #require(result.imageFrame)
    #expect(image.width == 64 && image.height == 32)
  }

  @Test func placeholderNeverLeavesItsArea() {
    var appearance = EmptyStateAppearance()
    appearance.metrics.verticalOffset = 10_000
    let result = layout(PlaceholderParts(title: "None"), appearance: appearance)
    #expect(Self.area.contains(result.frame))
  }

  @Test func customViewKeepsItsSizeWhenItFits() {
    let result = layout(PlaceholderParts(custom: ViewSize(width: 120, height: 90)))
    #expect(result.customFrame?.size == ViewSize(width: 120, height: 90))
    #expect(result.frame.size == ViewSize(width: 120, height: 90))
  }

  @Test func fitNeverScalesUp() {
    let size = PlaceholderLayout.fit(
      ViewSize(width: 10, height: 10), into: ViewSize(width: 100, height: 100))
    #expect(size == ViewSize(width: 10, height: 10))
  }
}
