import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct EmptyViewContentTests {}

extension EmptyViewContentTests {
  @Test func imageOnlyViewHasTheImageSizeAndIsCentred() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 48))
    let view = try #require(table.emptyView)
    #expect(view.frame == ViewRect(x: 128, y: 216, width: 64, height: 48))
    #expect(view.imageNode.frame == ViewRect(x: 0, y: 0, width: 64, height: 48))
    #expect(view.titleNode.isHidden)
  }

  @Test func titleOnlyViewHasTheMeasuredTitleSizeAndIsCentred() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    // 13 characters of 8 points, one 16-point line.
    #expect(view.frame == ViewRect(x: 108, y: 232, width: 104, height: 16))
    #expect(view.titleNode.lines == ["No orders yet"])
    #expect(view.imageNode.isHidden)
  }

  @Test func imageAndTitleStackWithTheSpacingAndCentreAsAGroup() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 64), title: "No orders yet")
    let view = try #require(table.emptyView)
    // 64 image + 16 spacing + 16 title = 96 high; the title (104) is the wider part.
    #expect(view.frame == ViewRect(x: 108, y: 192, width: 104, height: 96))
    #expect(view.imageNode.frame == ViewRect(x: 20, y: 0, width: 64, height: 64))
    #expect(view.titleNode.frame == ViewRect(x: 0, y: 80, width: 104, height: 16))
  }

  @Test func textMeasurementIsReplaceable() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "abcd")
    let view = try #require(table.emptyView)
    view.textMeasure = MonospacedTextMeasure(characterWidth: 10, lineHeight: 20)
    #expect(view.titleNode.frame.size == ViewSize(width: 40, height: 20))
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(MonospacedTextMeasure.columns(of: "没有数据") == 8)
    #expect(MonospacedTextMeasure.columns(of: "abc") == 3)
  }

  @Test func optionalFormWithBothMissingThrowsAndKeepsTheCurrentView() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "Kept")
    #expect(throws: EmptyStateError.nothingToShow) {
      try table.setEmptyView(optionalImage: nil, optionalTitle: nil)
    }
    #expect(table.emptyView?.label == .title("Kept"))
    #expect(table.emptyState.isShown)
  }

  @Test func optionalFormWithOnePartPicksTheMatchingCombination() throws {
    let table = Fixtures.table(SectionsSource([]))
    try table.setEmptyView(optionalImage: nil, optionalTitle: "Only title")
    #expect(table.emptyView?.label == .title("Only title"))
    let image = try Fixtures.image()
    try table.setEmptyView(optionalImage: image, optionalTitle: nil)
    #expect(table.emptyView?.label == .image(image))
  }

  @Test(arguments: [
    (-1.0, 10.0), (10.0, -1.0), (Double.nan, 10.0), (10.0, Double.infinity),
    (-Double.infinity, 0.0),
  ])
  func invalidImageSizeIsATypedError(width: Double, height: Double) {
    #expect(throws: ViewImageError.self) {
      try ViewImage(name: "x", width: width, height: height)
    }
  }

  @Test func invalidImageSizeErrorNamesTheSize() {
    let error = ViewImageError.invalidSize(width: -1, height: 2)
    #expect(error.description.contains("-1.0 x 2.0"))
  }

  @Test func emptyImageNameIsATypedError() {
    #expect(throws: ViewImageError.emptyName) {
      try ViewImage(name: "", width: 1, height: 1)
    }
  }

  @Test func resizingTheListLaysTheShownViewOutAgain() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "Nothing")
    table.frame = ViewRect(x: 0, y: 0, width: 480, height: 320)
    let view = try #require(table.emptyView)
    #expect(view.frame.midX == 240)
    #expect(view.frame.midY == 160)
    #expect(view.layoutCount == 2)
  }
}
