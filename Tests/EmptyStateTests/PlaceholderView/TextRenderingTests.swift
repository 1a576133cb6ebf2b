import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct TextRenderingTests {
  let snapshots = Snapshot()
}

extension TextRenderingTests {
  @Test func imageOnly() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(image: try Fixtures.image(width: 96, height: 64))
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-image-only.txt")
  }

  @Test func titleOnly() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders yet")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-title-only.txt")
  }

  @Test func imageAndTitle() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(image: try Fixtures.image(width: 96, height: 64), title: "No orders yet")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-image-and-title.txt")
  }

  @Test func headerAndFooterStayVisibleAroundTheEmptyView() throws {
    let table = Scenes.emptyTable(header: "Orders", footer: "Tap to retry")
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 48), title: "No orders yet")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-header-footer.txt")
  }

  @Test func insetsShrinkTheArea() throws {
    let table = Scenes.emptyTable(header: "Orders")
    table.contentInset = ViewInsets(top: 32, left: 40, bottom: 16, right: 40)
    table.setEmptyView(title: "No orders yet, and a title long enough to wrap")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-insets.txt")
  }

  @Test func longTitleWraps() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(
      title: "Nothing here yet: new orders appear as soon as a customer pays. "
        + "Supercalifragilisticexpialidociousandthensomemore")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-wrapped-title.txt")
  }

  @Test func tooSmallAreaDropsTheImageThenLines() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 160, height: 64))
    table.setEmptyView(
      image: try Fixtures.image(width: 96, height: 64),
      title: "No orders yet in this very small list")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-too-small.txt")
  }

  @Test func tableRows() throws {
    let source = SectionsSource([2, 1])
    let table = Scenes.emptyTable(header: "Orders", footer: "End", source: source)
    table.setEmptyView(title: "No orders yet")
    try snapshots.assertMatches(PlainTextRenderer().render(table), "text-table-rows.txt")
  }

  @Test func collectionItems() throws {
    let source = SectionsSource([5, 2])
    let collection = Fixtures.collection(source)
    collection.frame = Scenes.small
    collection.headerView = Scenes.label("Photos")
    collection.setEmptyView(title: "No photos")
    try snapshots.assertMatches(PlainTextRenderer().render(collection), "text-collection-items.txt")
  }

  @Test func emptyCollection() throws {
    let source = SectionsSource([0])
    let collection = Fixtures.collection(source)
    collection.frame = Scenes.small
    collection.setEmptyView(
      image: try Fixtures.image("no-photos", width: 80, height: 48), title: "No photos")
    try snapshots.assertMatches(PlainTextRenderer().render(collection), "text-collection-empty.txt")
  }

  @Test func wideCharactersTakeTwoCells() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "暂无数据 No data")
    let picture = PlainTextRenderer().render(table)
    #expect(picture.contains("暂无数据 No data"))
    let widths = Set(picture.split(separator: "\n").map { MonospacedTextMeasure.columns(of: $0) })
    #expect(widths == [42])
  }

  @Test func colourOnlyWhenAskedFor() {
    let table = Scenes.emptyTable(header: "Orders")
    table.setEmptyView(title: "No orders yet")
    #expect(!PlainTextRenderer().render(table).contains("\u{1B}["))
    #expect(PlainTextRenderer(usesColor: true).render(table).contains("\u{1B}[1;32m"))
  }

  @Test func hiddenEmptyViewIsNotDrawn() {
    let source = SectionsSource([1])
    let table = Scenes.emptyTable(source: source)
    table.setEmptyView(title: "No orders yet")
    #expect(!PlainTextRenderer().render(table).contains("No orders yet"))
  }
}
