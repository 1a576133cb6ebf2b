#if canImport(UIKit)
  import EmptyStateUIKit
  import Testing
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  extension EmptyStateUIKitTests {
    @Test func thePlaceholderIsDrawnWithUIKitViewsLaidOutOverTheVisibleContent() throws {
      let (table, window) = emptyStateTable(Orders([0]))
      let placeholder = try #require(table.emptyView)
      #expect(placeholder.superview === table)
      #expect(table.subviews.last === placeholder)
      // It lies inside the part a person sees: below the notch's inset, above the home bar's.
      let seen = placeholder.convert(placeholder.bounds, to: nil)
      #expect(seen.minY >= table.adjustedContentInset.top)
      #expect(seen.maxY <= 844 - table.adjustedContentInset.bottom)
      let title = try #require(placeholder.labels.first)
      #expect(title.text == "No orders yet")
      #expect(title.isShown(in: table))
      #expect(title.frame.width > 0 && title.frame.height > 0)
      _ = window
    }

    @Test func thePlaceholderCarriesTheMirrorsAccessibility() throws {
      let (table, window) = emptyStateTable(Orders([0]))
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(
        title: "No orders yet", detail: "Orders you place show here.",
        accessibilityIdentifier: "orders-empty")
      let mirrored = try #require(table.mirror.emptyView)
      let drawn = try #require(table.emptyView)
      #expect(drawn.isAccessibilityElement == mirrored.isAccessibilityElement)
      #expect(drawn.accessibilityLabel == mirrored.accessibilityLabel)
      #expect(drawn.accessibilityIdentifier == mirrored.accessibilityIdentifier)
      #expect(drawn.accessibilityIdentifier != nil)
      _ = window
    }

    @Test func aTapOnThePlaceholdersButtonRunsItsAction() throws {
      let orders = Orders([0])
      let (table, window) = emptyStateTable(orders)
      var taps = 0
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(
        title: "No orders yet",
        button: PlaceholderButton(title: "Retry") { _ in taps += 1 })
      let button = try #require(table.emptyView?.subviews.compactMap { $0 as? UIButton }.first)
      #expect(button.title(for: .normal) == "Retry")
      Host.tap(button)
      #expect(taps == 1)
      _ = window
    }

    @Test func aTapOnTheEmptyViewReceivesTheTable() throws {
      let (table, window) = emptyStateTable(Orders([0]))
      var tapped: EmptyStateTableView?
      table.setEmptyView(title: "No orders yet") { tapped = $0 }
      let view = try #require(table.emptyView as? UIControl)
      Host.tap(view)
      #expect(tapped === table)
      _ = window
    }

    @Test func theAppearanceOfThePlaceholderIsAnnouncedToVoiceOver() {
      let orders = Orders([2])
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      table.dataSource = orders
      let window = Host.window(holding: table)
      Host.runTurns()
      table.setEmptyView(title: "No orders yet")
      let spoken = Host.announcements {
        orders.sections = [0]
        table.reloadData()
      }
      #expect(spoken == (Host.canDrag ? ["No orders yet"] : []))
      _ = window
    }

    @Test func aPlaceholderBehindTheRowsGoesBehindTheCells() throws {
      let orders = Orders([0])
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      table.dataSource = orders
      let window = Host.window(holding: table)
      table.emptyState.configuration.options.placement = .background
      table.setEmptyView(title: "No orders yet")
      Host.runTurns()
      let placeholder = try #require(table.emptyView)
      #expect(table.subviews.first === placeholder)
      orders.sections = [0, 2]
      table.insertSections(IndexSet(integer: 1), with: .automatic)
      orders.sections = [1, 2]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(table.emptyView == nil)
      _ = window
    }

    @Test func theHostsDarkModeAndTextSizeReachThePlaceholder() throws {
      let (table, window) = emptyStateTable(Orders([0]))
      let before = try #require(table.emptyView?.labels.first?.frame)
      #if !(os(iOS) || os(tvOS) || os(visionOS))
        window.standInTraitCollection = UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark),
          UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
          UITraitCollection(layoutDirection: .rightToLeft),
        ])
        let traits = try #require(table.mirror.emptyView?.traits)
        #expect(traits.interfaceStyle == .dark)
        #expect(traits.layoutDirection == .rightToLeft)
        let after = try #require(table.emptyView?.labels.first?.frame)
        #expect(after.height > before.height)
      #endif
      _ = window
    }

    @Test func aSectionPlaceholderIsDrawnInItsSectionAndScrollsWithIt() throws {
      let orders = Orders([3, 0])
      let (table, window) = emptyStateTable(orders)
      table.emptyState.configuration.sections = SectionPlaceholders { _, section in
        try? EmptyStatePlaceholder(title: "Nothing in section \(section)")
      }
      let node = try #require(table.mirror.emptyState.sectionPlaceholderView(forSection: 1))
      let label = try #require(table.labels.first { $0.text == "Nothing in section 1" })
      #expect(label.isShown(in: table))
      // Its section starts below the three rows of section 0 (44 points each).
      let inContent = label.convert(CGPoint.zero, to: table)
      #expect(inContent.y >= 3 * 44)
      _ = (window, node)
    }

    @Test func theCollectionsFlowLayoutSizesReachTheMirror() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 80)
      layout.minimumLineSpacing = 12
      layout.headerReferenceSize = CGSize(width: 0, height: 30)
      let collection = EmptyStateCollectionView(frame: .zero, collectionViewLayout: layout)
      let orders = Orders([1])
      collection.dataSource = orders
      let window = Host.window(holding: collection)
      Host.runTurns()
      #expect(collection.mirror.itemSize == ViewSize(width: 100, height: 80))
      #expect(collection.mirror.itemSpacing == 12)
      #expect(collection.mirror.sectionHeaderHeight == 30)
      _ = window
    }

    @Test func everyDiffableApplyOfACollectionReachesItsPlaceholder() async {
      let collection = EmptyStateCollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let source = EmptyStateCollectionViewDiffableDataSource<String, Int>(
        collectionView: collection
      ) { _, _, _ in UICollectionViewCell(frame: .zero) }
      let window = Host.window(holding: collection)
      Host.runTurns()
      collection.setEmptyView(title: "No photos")
      var section = NSDiffableDataSourceSectionSnapshot<Int>()
      section.append([1])
      source.apply(section, to: "photos", completion: nil)
      #expect(!collection.emptyState.isShown)
      source.applySnapshotUsingReloadData(
        NSDiffableDataSourceSnapshot<String, Int>(), completion: nil)
      #expect(collection.emptyState.isShown)
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["photos"])
      snapshot.appendItems([1, 2])
      await source.apply(snapshot)
      #expect(!collection.emptyState.isShown)
      await source.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot<String, Int>())
      #expect(collection.emptyState.isShown)
      _ = window
    }
  }
#endif
