import EmptyState
import TestSupport
import Testing

/// Tests that touch ``EmptyStateDefaults`` restore it; they run on the main actor one at a time.
@Suite @MainActor struct AppearanceTests {}

extension AppearanceTests {
  @Test func globalDefaultAppliesToNewPlaceholders() throws {
    defer { EmptyStateDefaults.reset() }
    EmptyStateDefaults.appearance.metrics.verticalOffset = -40
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "No orders yet")
    #expect(table.emptyView?.frame.minY == Double(112 - 40))
  }

  @Test func listOverridesReplaceOnlyWhatTheySet() throws {
    defer { EmptyStateDefaults.reset() }
    EmptyStateDefaults.appearance.metrics.verticalOffset = -40
    EmptyStateDefaults.appearance.metrics.spacing = 4
    let table = Scenes.emptyTable()
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(spacing: 20)
    table.setEmptyView(image: try Fixtures.image(width: 32, height: 32), title: "None")
    let view = try #require(table.emptyView)
    #expect(view.appearance.metrics.spacing == 20)
    #expect(view.appearance.metrics.verticalOffset == -40)
    #expect(view.titleNode.frame.minY == 32 + 20)
  }

  @Test func placeholderOverridesBeatTheListsOverrides() throws {
    let table = Scenes.emptyTable()
    let red = ColorValue(hex: 0xFF0000)
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      backgroundColor: ColorValue(hex: 0x00FF00), spacing: 20)
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "None", appearance: EmptyStateAppearance.Overrides(backgroundColor: red))
    let view = try #require(table.emptyView)
    #expect(view.appearance.backgroundColor == red)
    #expect(view.appearance.metrics.spacing == 20)
  }

  @Test func titleFontSizeChangesTheMeasuredSize() throws {
    let table = Scenes.emptyTable()
    var style = EmptyStateAppearance().titleStyle
    style.font.size = 32
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(titleStyle: style)
    table.setEmptyView(title: "abcd")
    #expect(table.emptyView?.titleNode.frame.size == ViewSize(width: 64, height: 32))
  }

  @Test func stylesReachTheRenderedPicture() throws {
    let table = Scenes.emptyTable()
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      titleStyle: TextStyle(
        font: FontStyle(size: 16, weight: .bold), color: ColorValue(hex: 0x123456)),
      backgroundColor: ColorValue(hex: 0xFAFAFA))
    table.setEmptyView(title: "No orders yet")
    let svg = SVGRenderer().render(table)
    #expect(svg.contains(##"fill="#123456""##))
    #expect(svg.contains(##"font-weight="700""##))
    #expect(
      svg.contains(
        ##"class="placeholder-background" x="108" y="112" width="104" height="16" fill="#fafafa""##
      ))
  }

  @Test func invalidAppearanceIsReportedAndReplacedByTheDefault() throws {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    var style = EmptyStateAppearance().titleStyle
    style.font.size = 0
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(titleStyle: style)
    table.setEmptyView(title: "No orders yet")
    #expect(table.emptyView?.appearance == EmptyStateDefaults.appearance)
    #expect(log.entries.count == 1)
  }

  @Test func coloursAreClampedAndPrintAsHex() {
    #expect(ColorValue(red: 2, green: -1, blue: .nan).hexString == "#ff0000")
    #expect(ColorValue(hex: 0x0A64D8).hexString == "#0a64d8")
  }
}

extension EmptyStatePresetName {
  static let noNetwork: EmptyStatePresetName = "noNetwork"
}

@Suite @MainActor struct PresetTests {}

extension PresetTests {
  @Test func presetDefinedOnceIsAttachedByName() throws {
    defer { EmptyStateDefaults.reset() }
    EmptyStateDefaults.register(try EmptyStatePlaceholder(title: "No orders yet"), as: .noOrders)
    let first = Scenes.emptyTable()
    let second = Fixtures.collection(Scenes.noRows)
    try first.setEmptyView(preset: .noOrders)
    try second.setEmptyView(preset: .noOrders)
    #expect(first.emptyView?.titleNode.text == "No orders yet")
    #expect(second.emptyView?.titleNode.text == "No orders yet")
  }

  @Test func unknownPresetIsATypedErrorAndKeepsTheCurrentView() throws {
    let table = Scenes.emptyTable()
    table.setEmptyView(title: "Kept")
    #expect(throws: EmptyStateError.unknownPreset("neverRegistered")) {
      try table.setEmptyView(preset: "neverRegistered")
    }
    #expect(table.emptyView?.titleNode.text == "Kept")
  }

  @Test func presetsServeAsLoadingAndFailurePlaceholders() throws {
    defer { EmptyStateDefaults.reset() }
    EmptyStateDefaults.register(
      try EmptyStatePlaceholder(title: "No connection", button: PlaceholderButton(title: "Retry")),
      as: .noNetwork)
    let table = Scenes.emptyTable()
    table.emptyState.configuration.failure = EmptyStatePlaceholder(
      preset: try EmptyStateDefaults.preset(.noNetwork))
    table.emptyState.failLoading(with: LoadError())
    #expect(table.emptyState.shownPlaceholder == .failure)
    #expect(table.emptyView?.titleNode.text == "No connection")
  }

  @Test func unregisteringRemovesThePreset() throws {
    defer { EmptyStateDefaults.reset() }
    EmptyStateDefaults.register(try EmptyStatePlaceholder(title: "x"), as: .noOrders)
    EmptyStateDefaults.unregister(.noOrders)
    #expect(throws: EmptyStateError.unknownPreset("noOrders")) {
      try EmptyStateDefaults.preset(.noOrders)
    }
  }
}
