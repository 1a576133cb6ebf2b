import EmptyState
import TestSupport
import Testing

/// The order a screen reader reads an empty list in: the header, the section placeholders in
/// section order, the list's placeholder, the footer; whatever order the app set them in.
@Suite @MainActor struct PlaceholderReadingOrderTests {
  enum Kind: CaseIterable, Sendable {
    case table, collection
  }

  static func strip(_ label: String) -> ViewNode {
    let node = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 20))
    node.isAccessibilityElement = true
    node.accessibilityLabel = label
    return node
  }

  /// What a list of `kind` with two empty sections reads, set up as an app does it: header,
  /// then footer, then the placeholders, the list's placed as `placement` says.
  static func labels(
    _ kind: Kind, placement: EmptyStateOptions.Placement = .front, keepsSections: Bool = true
  ) throws -> [String] {
    let source = SectionsSource([0, 0])
    return switch kind {
    case .table:
      try labels(of: Fixtures.table(source), placement: placement, keepsSections: keepsSections)
    case .collection:
      try labels(
        of: Fixtures.collection(source), placement: placement, keepsSections: keepsSections)
    }
  }

  private static func labels<List: ListView & ListContainer>(
    of list: List, placement: EmptyStateOptions.Placement, keepsSections: Bool
  ) throws -> [String] where List.HookOwner == List {
    list.headerView = strip("header")
    list.footerView = strip("footer")
    var configuration = list.emptyState.configuration
    configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
    configuration.options.placement = placement
    configuration.sections = SectionPlaceholders(
      whileListPlaceholderShows: keepsSections
        ? .keepSectionPlaceholders : .hideSectionPlaceholders
    ) { _, section in
      try? EmptyStatePlaceholder(title: "Nothing in section \(section)")
    }
    list.emptyState.configuration = configuration
    return list.accessibilityElements.compactMap(\.accessibilityLabel)
  }
}

extension PlaceholderReadingOrderTests {
  @Test(arguments: Kind.allCases)
  func theListsPlaceholderIsReadBetweenTheHeaderAndTheFooter(kind: Kind) throws {
    let labels = try Self.labels(kind, keepsSections: false)
    #expect(labels == ["header", "No orders yet", "footer"])
  }

  @Test(arguments: Kind.allCases)
  func behindTheRowsTheListsPlaceholderIsStillReadAfterTheHeader(kind: Kind) throws {
    let labels = try Self.labels(kind, placement: .background, keepsSections: false)
    #expect(labels == ["header", "No orders yet", "footer"])
  }

  @Test(arguments: Kind.allCases, [EmptyStateOptions.Placement.front, .background])
  func keptSectionPlaceholdersAreReadInSectionOrderBeforeTheListsPlaceholder(
    kind: Kind, placement: EmptyStateOptions.Placement
  ) throws {
    let labels = try Self.labels(kind, placement: placement)
    #expect(
      labels == [
        "header", "Nothing in section 0", "Nothing in section 1", "No orders yet", "footer",
      ])
  }
}
