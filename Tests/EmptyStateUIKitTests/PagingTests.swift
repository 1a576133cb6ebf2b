#if canImport(UIKit)
  import EmptyStateTesting
  import EmptyStateUIKit
  import Testing
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  extension EmptyStateUIKitTests {
    /// The page strip is the mirror's own footer, not a stand-in for the table's: the table's
    /// next layout, which has no footer of its own, keeps it and draws it.
    @Test func thePageStripSurvivesTheTablesNextLayout() async throws {
      let orders = Orders([])
      let (table, window) = emptyStateTable(orders)
      let list: TableView = table.mirror
      let pages = list.loadPages(startingAt: 0, prefetchDistance: 0) { _ in
        LoadedPage(items: 3, next: nil)
      } apply: { _, rows, _ in
        orders.sections = [rows]
        table.reloadData()
      }
      pages.footer = PageFooter(endText: "That's every order")
      await table.emptyState.settle()
      let strip = try #require(table.mirror.footerView)
      table.setNeedsLayout()
      table.layoutIfNeeded()
      #expect(table.mirror.footerView === strip)
      let drawn = table.subviews.flatMap(\.labels).compactMap(\.text)
      #expect(drawn.contains("That's every order"))
      _ = window
    }
  }
#endif
