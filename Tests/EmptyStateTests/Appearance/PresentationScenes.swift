import EmptyState
import EmptyStateTesting
import TestSupport

/// The lists the golden pictures of presentation draw: one per alignment, trait, overflow and
/// control, each a table (or a collection) of 320 × 240 with a full placeholder.
@MainActor
enum PresentationScenes {
  /// Every scene, by the name of its golden files.
  nonisolated static let names = [
    "align-top", "align-bottom", "align-natural", "align-natural-rtl", "margins-safe-area",
    "gaps", "background-card", "two-buttons-stacked", "trait-dark", "trait-text-large",
    "trait-text-accessibility", "overflow-truncate", "overflow-scroll-top",
    "overflow-scroll-offset", "collection-section-headers", "crossfade-frame",
  ]

  /// A placeholder with every part: image, title, description and two buttons.
  static func full(
    appearance: EmptyStateAppearance.Overrides? = nil
  ) throws -> EmptyStatePlaceholder<TableView> {
    try EmptyStatePlaceholder(
      image: ViewImage(name: "no-orders", width: 96, height: 48), title: "No orders yet",
      detail: "Orders you place appear here.", button: PlaceholderButton(title: "Browse"),
      secondaryButton: PlaceholderButton(title: "Help"), appearance: appearance)
  }

  /// An empty table with a header, showing `placeholder`.
  static func table(
    _ placeholder: EmptyStatePlaceholder<TableView>,
    appearance: EmptyStateAppearance.Overrides? = nil,
    traits: ViewTraits.Overrides = ViewTraits.Overrides()
  ) -> TableView {
    let table = Scenes.emptyTable(header: "Orders")
    table.traitOverrides = traits
    table.emptyState.configuration = EmptyStateConfiguration(
      empty: placeholder, appearance: appearance)
    return table
  }

  /// The scene called `name`.
  static func scene(_ name: String) async throws -> ViewNode {
    switch name {
    case "align-top": return table(try full(), appearance: .init(alignment: .top))
    case "align-bottom": return table(try full(), appearance: .init(alignment: .bottom))
    case "align-natural": return table(try full(), appearance: .init(alignment: .natural))
    case "align-natural-rtl":
      return table(
        try full(), appearance: .init(alignment: .natural),
        traits: .init(layoutDirection: .rightToLeft))
    case "margins-safe-area":
      let list = table(
        try full(),
        appearance: .init(
          layoutMargins: DirectionalInsets(top: 0, leading: 48, bottom: 0, trailing: 0)))
      list.safeAreaInsets = ViewInsets(top: 0, bottom: 48)
      return list
    case "gaps":
      return table(
        try full(),
        appearance: .init(
          spacing: 0,
          gaps: PlaceholderGaps(
            imageToText: 16, textToSecondaryText: 0, textToButton: 16, buttonToSecondaryButton: 32))
      )
    case "background-card":
      return table(
        try full(
          appearance: .init(
            backgroundColor: ColorValue(
              light: ColorValue(hex: 0xF2F2F7), dark: ColorValue(hex: 0x2C2C2E)),
            backgroundCornerRadius: 12, backgroundInsets: DirectionalInsets(all: -8))),
        appearance: .init(spacing: 8))
    case "two-buttons-stacked":
      let list = table(try full(), appearance: .init(spacing: 8))
      list.frame.size = ViewSize(width: 160, height: 240)
      return list
    case "trait-dark":
      return table(
        try full(
          appearance: .init(
            backgroundColor: ColorValue(
              light: ColorValue(hex: 0xF2F2F7), dark: ColorValue(hex: 0x2C2C2E)))),
        traits: .init(interfaceStyle: .dark))
    case "trait-text-large":
      return table(try full(), traits: .init(textSize: .extraExtraExtraLarge))
    case "trait-text-accessibility":
      return table(try full(), traits: .init(textSize: .accessibilityLarge))
    case "overflow-truncate":
      return table(try full(), traits: .init(textSize: .accessibilityMedium))
    case "overflow-scroll-top", "overflow-scroll-offset":
      let list = table(
        try full(), appearance: .init(overflow: .scroll),
        traits: .init(textSize: .accessibilityMedium))
      if name == "overflow-scroll-offset" { list.emptyView?.contentOffset = ViewPoint(x: 0, y: 64) }
      return list
    case "collection-section-headers":
      return try sectionHeaders()
    default:
      return try await crossfadeFrame()
    }
  }

  /// A collection with two empty sections, their headers and footers drawn, and the empty view
  /// below them.
  private static func sectionHeaders() throws -> ViewNode {
    let collection = CollectionView(frame: Scenes.small)
    collection.dataSource = sectionsSource
    collection.sectionHeaderHeight = 32
    collection.sectionFooterHeight = 32
    collection.reloadData()
    collection.headerView = Scenes.label("Shop")
    collection.setEmptyView(title: "Nothing in stock")
    return collection
  }

  private static let sectionsSource = TitledSections()

  /// Six tenths of the way through the crossfade from the loading placeholder to the empty one:
  /// the text picture draws the one at 0.6, the SVG both.
  private static func crossfadeFrame() async throws -> ViewNode {
    let clock = TestClock()
    let list = table(try full())
    list.emptyState.clock = clock
    list.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading orders…")
    list.emptyState.configuration.options.transitions = .fade(
      duration: .milliseconds(200), curve: .linear)
    list.emptyState.phase = .loading
    await clock.advance(by: .milliseconds(200))
    list.emptyState.updateTransitions()
    list.emptyState.phase = .loaded
    await clock.advance(by: .milliseconds(120))
    list.emptyState.updateTransitions()
    return list
  }
}

/// Two empty sections, "Coffee" and "Tea", each with a header and a footer.
@MainActor
final class TitledSections: CollectionViewDataSource {
  let titles = ["Coffee", "Tea"]

  func numberOfSections(in collectionView: CollectionView) -> Int { titles.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    0
  }

  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int)
    -> String?
  {
    titles[section]
  }

  func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int)
    -> String?
  {
    "No \(titles[section].lowercased()) today"
  }
}
