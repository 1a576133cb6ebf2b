import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct ContentElementTests {}

extension ContentElementTests {
  @Test func descriptionSitsUnderTheTitleInItsOwnFont() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", detail: "New orders appear here")
    let view = try #require(table.emptyView)
    // Title: 9 × 8 = 72 wide, 16 high. Description at 14 points: 22 × 7 = 154 wide, 14 high.
    #expect(view.titleNode.frame == ViewRect(x: 41, y: 0, width: 72, height: 16))
    #expect(view.detailNode.frame == ViewRect(x: 0, y: 32, width: 154, height: 14))
    #expect(view.detailNode.lines == ["New orders appear here"])
    #expect(view.frame.size == ViewSize(width: 154, height: 46))
  }

  @Test func buttonSitsAtTheBottomSizedByItsContent() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Reload"))
    let button = try #require(table.emptyView?.buttonNode)
    // 6 × 8 = 48 of title + 2 × 16 padding; 16 line + 2 × 8 padding.
    #expect(button.frame == ViewRect(x: 0, y: 32, width: 80, height: 32))
  }

  @Test func buttonWithAnImageAndATitlePutsTheImageFirst() throws {
    let table = Scenes.emptyTable()
    let icon = try Fixtures.image("refresh", width: 24, height: 24)
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      button: PlaceholderButton(title: "Reload", image: icon))
    let button = try #require(table.emptyView?.buttonNode)
    #expect(button.frame.size == ViewSize(width: 24 + 8 + 48 + 32, height: 24 + 16))
    #expect(button.image == icon)
  }

  @Test func buttonActionIsDistinctFromTheViewTap() throws {
    let table = Scenes.emptyTable()
    var taps: [String] = []
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders",
      button: PlaceholderButton(title: "Reload") { _ in taps.append("button") },
      onTap: { _ in taps.append("view") })
    let view = try #require(table.emptyView)
    _ = try #require(view.buttonNode, "the placeholder has a button")
    table.tap(
      at: view.buttonCentre)
    table.tap(at: ViewPoint(x: view.frame.midX, y: view.frame.minY + 4))
    #expect(taps == ["button", "view"])
  }

  @Test func customViewKeepsItsOwnSizeAndReplacesTheStandardParts() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "Ignored",
      customView: CustomPlaceholderView {
        ViewNode(frame: ViewRect(x: 0, y: 0, width: 120, height: 90))
      })
    let view = try #require(table.emptyView)
    let custom = try #require(view.customNode)
    #expect(custom.frame.size == ViewSize(width: 120, height: 90))
    #expect(view.frame == ViewRect(x: 100, y: 75, width: 120, height: 90))
    #expect(view.titleNode.isHidden)
  }

  @Test func customViewTooBigForTheAreaIsScaledDown() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      customView: CustomPlaceholderView {
        ViewNode(frame: ViewRect(x: 0, y: 0, width: 640, height: 240))
      })
    #expect(table.emptyView?.customNode?.frame.size == ViewSize(width: 320, height: 120))
  }

  @Test func descriptionIsDroppedBeforeTheTitleWhenSpaceRunsOut() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", detail: "New orders appear here")
    let view = try #require(table.emptyView)
    #expect(view.detailNode.isHidden)
    #expect(!view.titleNode.isHidden)
  }

  @Test func placeholderWithNothingToShowIsATypedError() {
    #expect(throws: EmptyStateError.nothingToShow) { try EmptyStatePlaceholder<TableView>() }
    #expect(throws: EmptyStateError.nothingToShow) { try PlaceholderButton<TableView>() }
  }
}

extension ContentElementTests {
  @Test func placeholderIsLabelledWithTitleAndDescription() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", detail: "New orders appear here", accessibilityIdentifier: "orders.empty")
    let view = try #require(table.emptyView)
    #expect(view.accessibilityLabel == "No orders. New orders appear here")
    #expect(view.accessibilityIdentifier == "orders.empty")
    #expect(view.isAccessibilityElement)
  }

  @Test func buttonIsExposedAsAButton() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Reload"))
    let view = try #require(table.emptyView)
    let button = try #require(view.buttonNode)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityTraits.contains(.button))
    #expect(button.accessibilityLabel == "Reload")
    // The container is not one element, so that the button stays reachable.
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "No orders")
  }

  @Test func withAButtonAScreenReaderReachesTitleDescriptionThenButton() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", detail: "New orders appear here",
      button: PlaceholderButton(title: "Reload"))
    let view = try #require(table.emptyView)
    let elements = table.accessibilityElements
    #expect(
      elements.map { $0.accessibilityLabel ?? "" } == [
        "No orders", "New orders appear here", "Reload",
      ])
    #expect(elements.first === view.titleNode)
    #expect(elements.last === view.buttonNode)
  }

  @Test func withoutAButtonThePlaceholderIsOneElement() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", detail: "New orders appear here")
    let view = try #require(table.emptyView)
    #expect(table.accessibilityElements.count == 1)
    #expect(table.accessibilityElements.first === view)
  }

  @Test func actionsReceiveTheListAsItsOwnType() throws {
    let table = Scenes.emptyTable()
    var received: [TableView] = []
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders",
      button: PlaceholderButton(title: "Reload") { table in received.append(table) },
      onTap: { table in received.append(table) })
    let view = try #require(table.emptyView)
    table.tap(at: view.buttonCentre)
    table.tap(at: ViewPoint(x: view.frame.minX + 1, y: view.frame.minY + 1))
    #expect(received.count == 2)
    #expect(received.allSatisfy { $0 === table })
  }

  @Test func aPresetBecomesAPlaceholderOfAnyKindOfList() throws {
    var tapped: [String] = []
    let preset = try EmptyStatePreset(
      title: "Offline",
      button: PlaceholderButton(title: "Retry") { list in
        tapped.append(list is TableView ? "table" : "other")
      })
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = EmptyStatePlaceholder(preset: preset)
    let view = try #require(table.emptyView)
    #expect(view.titleNode.text == "Offline")
    table.tap(at: view.buttonCentre)
    #expect(tapped == ["table"])
  }

  @Test func aCustomViewAlreadyInAViewTreeIsRefusedAndReported() throws {
    let log = DiagnosticLog()
    let source = SectionsSource([])
    let table = Fixtures.table(source, diagnostics: log)
    let window = ViewNode(frame: Fixtures.bounds)
    try window.addSubview(table)
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", customView: CustomPlaceholderView { window })
    #expect(window.superview == nil && table.superview === window)
    #expect(table.emptyView?.customNode == nil)
    #expect(table.emptyView?.titleNode.text == "No orders")
    #expect(
      log.entries.first.map { if case .invalidHierarchy = $0 { true } else { false } } == true)
  }

  @Test func imageOnlyButtonIsLabelledWithTheImageName() throws {
    let button = try PlaceholderButton<TableView>(image: Fixtures.image("refresh"))
    #expect(button.accessibilityLabel == "refresh")
  }
}
