import EmptyState
import Hooks
import TestSupport
import Testing

/// The list's traits reach its placeholder: text and spacing scale with the text size, and a
/// change of traits lays out the shown placeholder again, and does nothing else.
@Suite @MainActor struct PlaceholderTraitTests {
  static func table() throws -> (TableView, PlaceholderView) {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      image: Fixtures.image(width: 32, height: 32), title: "No orders yet")
    return (table, try #require(table.emptyView))
  }
}

extension PlaceholderTraitTests {
  @Test func fontsAndSpacingScaleWithTheTextSize() throws {
    let (table, view) = try Self.table()
    table.traitOverrides.textSize = .accessibilityMedium
    let scale = ViewTraits.TextSize.accessibilityMedium.scale
    #expect(view.titleNode.style?.font.size == 16 * scale)
    #expect(view.titleNode.frame.minY - view.imageNode.frame.maxY == 16 * scale)
    // The image keeps its size.
    #expect(view.imageNode.frame.size == ViewSize(width: 32, height: 32))
    // The resolved appearance stays the unscaled one: scaling happens where the view is drawn.
    #expect(view.appearance.titleStyle.font.size == 16)
  }

  @Test func aTraitChangeLaysOutTheShownPlaceholderAndNothingElse() throws {
    let (table, _) = try Self.table()
    var predicateCalls = 0
    table.emptyState.configuration.shouldDisplay = { _ in
      predicateCalls += 1
      return true
    }
    let view = try #require(table.emptyView)
    let events = EventLog(observing: table.emptyState)
    var hooks = 0
    let token = table.contentHooks.after { _, _ in hooks += 1 }
    predicateCalls = 0
    let layouts = view.layoutCount
    let listLayouts = table.contentLayoutCount
    table.traitOverrides.textSize = .extraExtraLarge
    #expect(view.layoutCount == layouts + 1)
    #expect(table.contentLayoutCount == listLayouts)
    #expect(events.events.isEmpty)
    #expect(hooks == 0)
    #expect(predicateCalls == 0)
    token.cancel()
  }

  @Test func aHiddenPlaceholderTakesTheNewTraitsWhenItShowsAgain() throws {
    let source = SectionsSource([])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    source.sections = [1]
    table.reloadData()
    let layouts = view.layoutCount
    table.traitOverrides.layoutDirection = .rightToLeft
    #expect(view.layoutCount == layouts)
    source.sections = []
    table.reloadData()
    #expect(view.traits.layoutDirection == .rightToLeft)
    #expect(view.layoutCount == layouts + 1)
  }

  @Test func colourPairsFollowTheInterfaceStyle() throws {
    let (table, _) = try Self.table()
    #expect(DisplayList(root: table).first(.title)?.textStyle?.color == ColorValue(hex: 0x333333))
    table.traitOverrides.interfaceStyle = .dark
    #expect(DisplayList(root: table).first(.title)?.textStyle?.color == ColorValue(hex: 0xEEEEEE))
  }

  @Test func theLargestTextStillFitsTheArea() throws {
    let (table, view) = try Self.table()
    table.traitOverrides.textSize = .accessibilityExtraExtraExtraLarge
    #expect(table.contentArea.contains(view.frame))
    #expect(!view.titleNode.lines.isEmpty)
  }
}
