import EmptyState
import EmptyStateTesting
import Hooks

// The examples of the article "Appearance and Transitions", verbatim (indentation aside): `DocExampleTests` checks that each block appears
// in a `…Examples.swift` file of this folder, and `AppearanceDocExampleTests` runs them and
// checks what the text says they do.

/// A shop's aisles: two sections with a header title each, and no items yet.
@MainActor
final class Aisles: CollectionViewDataSource {
  func numberOfSections(in collectionView: CollectionView) -> Int { 2 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int)
    -> String?
  { section == 0 ? "Coffee" : "Tea" }
}

@MainActor
enum AppearanceExamples {
  /// Changes the global default: the caller resets it.
  static func layers(of table: TableView) throws {
    EmptyStateDefaults.appearance.alignment = .top  // every list
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      spacing: 24, gaps: PlaceholderGaps(textToButton: 32))  // this list
    table.emptyState.configuration.failure = try EmptyStatePlaceholder(
      title: "Could not load orders",
      appearance: EmptyStateAppearance.Overrides(alignment: .bottom))  // this placeholder
  }

  static func layout(of table: TableView, print: @escaping (Any) -> Void) throws {
    table.safeAreaInsets = ViewInsets(top: 44, bottom: 34)  // the host's bars
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
      backgroundColor: ColorValue(
        light: ColorValue(hex: 0xF2F2F7), dark: ColorValue(hex: 0x2C2C2E)),
      backgroundCornerRadius: 12,
      backgroundInsets: DirectionalInsets(all: -8),  // 8 points beyond the parts
      alignment: PlaceholderAlignment(vertical: .top, horizontal: .natural),
      gaps: PlaceholderGaps(imageToText: 8, textToButton: 24, buttonToSecondaryButton: 12),
      layoutMargins: DirectionalInsets(top: 16, leading: 24, bottom: 16, trailing: 0),
      safeArea: .respect)  // the default: never under the bars
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      image: ViewImage(name: "no-orders", width: 64, height: 64),
      title: "No orders yet",
      detail: "Orders you place appear here.",
      button: PlaceholderButton(title: "Browse") { table in table.reloadData() },
      secondaryButton: PlaceholderButton(title: "Help") { _ in print("help") })
  }

  static func traits(of table: TableView) {
    table.traitOverrides.interfaceStyle = .dark  // colour pairs draw their dark value
    table.traitOverrides.textSize = .accessibilityMedium  // fonts and gaps about 1.65 times
    table.traitOverrides.layoutDirection = .rightToLeft  // leading is the right edge
  }

  static func overflow(of table: TableView, print: @escaping (Any...) -> Void) {
    table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(overflow: .scroll)
    if let view = table.emptyView {
      print(view.frame.height, view.contentSize.height)  // the area's height, the parts' height
      view.contentOffset = ViewPoint(x: 0, y: 40)  // the parts moved 40 points up
    }
  }

  /// Returns the collection and its data source (which the collection holds weakly).
  static func sections() -> (CollectionView, Aisles) {
    let aisles = Aisles()
    let shop = CollectionView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    shop.dataSource = aisles
    shop.sectionHeaderHeight = 32
    shop.sectionFooterHeight = 16
    shop.setEmptyView(title: "Nothing in stock")  // below both sections' strips
    return (shop, aisles)
  }

  static func transitions(of table: TableView, clock: TestClock) {
    table.emptyState.clock = clock  // the continuous clock unless set
    table.emptyState.configuration.options.transitions = EmptyStateOptions.Transitions(
      appear: PlaceholderFade(duration: .milliseconds(300), delay: .milliseconds(100)),
      disappear: PlaceholderFade(duration: .milliseconds(200), curve: .linear),
      swap: PlaceholderFade(duration: .milliseconds(250)))
  }

  /// The event order of a fade-in turned back; returns the list and its data source.
  static func turnedBack(
    clock: TestClock, print: @escaping (Any) -> Void, step: (TableView) -> Void
  ) async -> (TableView, Orders) {
    let orders = Orders()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = orders
    table.emptyState.clock = clock  // probe
    table.emptyState.configuration.options.transitions = .fade(
      duration: .milliseconds(100), curve: .linear)
    let token = table.onEmptyStateEvent { _, event in print(event) }
    table.setEmptyView(title: "No orders yet")  // willAppear; the fade-in starts at 0
    await clock.advance(by: .milliseconds(40))
    table.emptyState.updateTransitions()  // opacity 0.4
    step(table)  // probe
    orders.names = ["Flat white"]
    table.reloadData()  // willDisappear: the fade turns back from 0.4
    await clock.advance(by: .milliseconds(40))
    table.emptyState.updateTransitions()  // at 0 the view leaves the list: didDisappear
    step(table)  // probe
    token.cancel()  // probe
    return (table, orders)
  }

  static func afterCompletion(
    of table: TableView, orders: Orders, print: @escaping (Any) -> Void
  ) {
    table.emptyState.configuration.options.presentation = .afterCompletion
    table.performBatchUpdates {
      orders.names = []
      table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    } completion: { _ in
      print(table.emptyState.isShown)  // false: the placeholder waits for this completion
    }
    print(table.emptyState.isShown)  // true, and fading in from 0
  }

  static func picture(of table: TableView) -> String {
    let svg = SVGRenderer().render(table)  // a fading view is a <g opacity="…"> group
    return svg
  }

  /// The article's first example, "A look in a few lines".
  static func aLookInAFewLines(of table: TableView, print: @escaping (Any) -> Void) throws {
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders yet",
      button: PlaceholderButton(title: "Browse") { table in table.reloadData() },
      secondaryButton: PlaceholderButton(title: "Help") { _ in print("help") },
      appearance: EmptyStateAppearance.Overrides(
        backgroundColor: ColorValue(
          light: ColorValue(hex: 0xF2F2F7), dark: ColorValue(hex: 0x2C2C2E)),
        backgroundCornerRadius: 12, alignment: .natural))
    table.traitOverrides.layoutDirection = .rightToLeft  // at the right; Help left of Browse
    table.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(200))
  }
}
