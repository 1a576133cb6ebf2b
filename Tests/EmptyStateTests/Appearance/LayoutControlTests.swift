import EmptyState
import TestSupport
import Testing

/// Each layout control, on a shown placeholder: alignment, margins, the safe area, gaps, the
/// background, and each set at each of the three layers of the appearance.
@Suite @MainActor struct LayoutControlTests {
  /// An empty table of 320 × 240 showing a title of 13 characters (104 × 16 points).
  static func table(
    _ overrides: EmptyStateAppearance.Overrides, placeholder: EmptyStateAppearance.Overrides? = nil
  ) throws -> (TableView, PlaceholderView) {
    let table = Scenes.emptyTable()
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No orders yet", appearance: placeholder),
      appearance: overrides)
    return (table, try #require(table.emptyView))
  }
}

extension LayoutControlTests {
  @Test(arguments: [
    (PlaceholderAlignment.Vertical.top, 0.0), (.center, 112), (.bottom, 224),
  ])
  func verticalAlignmentPutsThePlaceholderAtItsEdge(
    _ vertical: PlaceholderAlignment.Vertical, _ y: Double
  ) throws {
    let (table, view) = try Self.table(.init(alignment: PlaceholderAlignment(vertical: vertical)))
    #expect(view.frame.minY == y)
    withExtendedLifetime(table) {}
  }

  @Test func theOffsetMovesThePlaceholderFromWhereItsAlignmentPutsIt() throws {
    let (table, view) = try Self.table(.init(alignment: .top, verticalOffset: 24))
    #expect(view.frame.minY == 24)
    withExtendedLifetime(table) {}
  }

  @Test func naturalAlignmentSetsThePlaceholderAgainstTheLeadingEdge() throws {
    let (table, view) = try Self.table(.init(alignment: .natural))
    #expect(view.frame.minX == 16)
    #expect(view.titleNode.textAlignment == .left)
    table.traitOverrides.layoutDirection = .rightToLeft
    #expect(view.frame.maxX == 320 - 16)
    #expect(view.titleNode.textAlignment == .right)
  }

  @Test func marginsShrinkTheAreaAndMirrorRightToLeft() throws {
    let (table, view) = try Self.table(
      .init(
        alignment: .top,
        layoutMargins: DirectionalInsets(top: 8, leading: 100, bottom: 0, trailing: 0)))
    // The area is 220 wide from x 100: the title is centred in it.
    #expect(view.frame.minY == 8)
    #expect(view.frame.midX == 210)
    table.traitOverrides.layoutDirection = .rightToLeft
    #expect(view.frame.midX == 110)
  }

  @Test func theSafeAreaIsRespectedOrIgnored() throws {
    let (table, view) = try Self.table(.init(alignment: .top))
    table.safeAreaInsets = ViewInsets(top: 44)
    #expect(view.frame.minY == 44)
    table.emptyState.configuration.appearance?.safeArea = .ignore
    #expect(table.emptyView?.frame.minY == 0)
  }

  @Test func insetsThatAlreadyCoverABarAreNotCountedTwice() throws {
    let (table, view) = try Self.table(.init(alignment: .top))
    table.contentInset = ViewInsets(top: 44)
    table.safeAreaInsets = ViewInsets(top: 44)
    #expect(view.frame.minY == 44)
  }

  @Test func eachPairOfPartsHasItsOwnGap() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(
        image: Fixtures.image(width: 32, height: 32), title: "None", detail: "Later",
        button: PlaceholderButton(title: "Go"), secondaryButton: PlaceholderButton(title: "Help")),
      appearance: .init(
        spacing: 1,
        gaps: PlaceholderGaps(
          imageToText: 2, textToSecondaryText: 3, textToButton: 4, buttonToSecondaryButton: 5)))
    let view = try #require(table.emptyView)
    let button = try #require(view.buttonNode)
    let secondary = try #require(view.secondaryButtonNode)
    #expect(view.titleNode.frame.minY == view.imageNode.frame.maxY + 2)
    #expect(view.detailNode.frame.minY == view.titleNode.frame.maxY + 3)
    #expect(button.frame.minY == view.detailNode.frame.maxY + 4)
    #expect(secondary.frame.minX == button.frame.maxX + 5)
  }

  @Test func aGapNotSetIsTheSpacing() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "None", detail: "Later"),
      appearance: .init(spacing: 7, gaps: PlaceholderGaps(imageToText: 40)))
    let view = try #require(table.emptyView)
    #expect(view.detailNode.frame.minY == view.titleNode.frame.maxY + 7)
  }

  @Test func theBackgroundReachesAsFarAsItsInsetsAndNoFurtherThanTheArea() throws {
    let (table, view) = try Self.table(
      .init(
        backgroundColor: ColorValue(hex: 0xEEEEEE), backgroundCornerRadius: 8,
        backgroundInsets: DirectionalInsets(all: -8)))
    let background = try #require(DisplayList(root: table).first(.placeholderBackground))
    #expect(background.frame == ViewRect(x: 100, y: 104, width: 120, height: 32))
    #expect(background.shape == .background(cornerRadius: 8))
    #expect(view.frame.minY == 112)
    table.emptyState.configuration.appearance?.alignment = .top
    let clipped = try #require(DisplayList(root: table).first(.placeholderBackground))
    #expect(clipped.frame.minY == 0)
    #expect(table.emptyView?.frame.minY == 0)
  }

  @Test func withoutAColourThereIsNoBackground() throws {
    let (table, _) = try Self.table(.init(backgroundCornerRadius: 8))
    #expect(DisplayList(root: table).first(.placeholderBackground) == nil)
  }
}

extension LayoutControlTests {
  /// Every control set by the global default reaches the placeholder, and the list's and the
  /// placeholder's layers each replace it.
  @Test func everyControlIsResolvedInThreeLayers() throws {
    defer { EmptyStateDefaults.reset() }
    let margins = DirectionalInsets(all: 4)
    let gaps = PlaceholderGaps(textToButton: 9)
    let style = TextStyle(font: FontStyle(size: 12), color: ColorValue(hex: 0x101010))
    EmptyStateDefaults.appearance.alignment = .top
    EmptyStateDefaults.appearance.metrics.layoutMargins = margins
    EmptyStateDefaults.appearance.metrics.gaps = gaps
    EmptyStateDefaults.appearance.metrics.safeArea = .ignore
    EmptyStateDefaults.appearance.metrics.overflow = .scroll
    EmptyStateDefaults.appearance.secondaryButtonStyle = style
    EmptyStateDefaults.appearance.background = PlaceholderBackground(
      color: ColorValue(hex: 0xFAFAFA), cornerRadius: 6, insets: margins)
    let (globalTable, global) = try Self.table(.init())
    #expect(global.appearance == EmptyStateDefaults.appearance)
    let (listTable, list) = try Self.table(
      .init(alignment: .bottom, gaps: PlaceholderGaps(imageToText: 3), overflow: .truncate))
    #expect(list.appearance.alignment == .bottom)
    #expect(list.appearance.metrics.gaps == PlaceholderGaps(imageToText: 3, textToButton: 9))
    #expect(list.appearance.metrics.overflow == .truncate)
    #expect(list.appearance.metrics.layoutMargins == margins)
    let (placeholderTable, placeholder) = try Self.table(
      .init(alignment: .bottom),
      placeholder: .init(
        secondaryButtonStyle: EmptyStateAppearance().titleStyle, backgroundCornerRadius: 0,
        alignment: .natural, layoutMargins: .zero, safeArea: .respect))
    #expect(placeholder.appearance.alignment == .natural)
    #expect(placeholder.appearance.background.cornerRadius == 0)
    #expect(placeholder.appearance.background.color == ColorValue(hex: 0xFAFAFA))
    #expect(placeholder.appearance.metrics.layoutMargins == .zero)
    #expect(placeholder.appearance.metrics.safeArea == .respect)
    #expect(placeholder.appearance.secondaryButtonStyle == EmptyStateAppearance().titleStyle)
    withExtendedLifetime((globalTable, listTable, placeholderTable)) {}
  }

  @Test(arguments: [
    EmptyStateAppearance.Overrides(layoutMargins: DirectionalInsets(top: -1)),
    EmptyStateAppearance.Overrides(gaps: PlaceholderGaps(textToButton: .nan)),
    EmptyStateAppearance.Overrides(backgroundCornerRadius: -2),
    EmptyStateAppearance.Overrides(backgroundInsets: DirectionalInsets(leading: .infinity)),
  ])
  func anInvalidControlIsReportedAndTheDefaultUsed(_ overrides: EmptyStateAppearance.Overrides)
    throws
  {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "None"), appearance: overrides)
    #expect(table.emptyView?.appearance == EmptyStateDefaults.appearance)
    #expect(log.entries.count == 1)
  }
}
