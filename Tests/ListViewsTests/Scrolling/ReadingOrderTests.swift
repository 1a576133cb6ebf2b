import ListViews
import TestSupport
import Testing

/// The order a screen reader reads a list in: the header, what lies between the strips in
/// section order, the footer; the order on screen, whatever order the app set them in.
@Suite @MainActor struct ReadingOrderTests {
  enum Kind: CaseIterable, Sendable {
    case table, collection
  }

  /// A list of `kind` over `counts`, as an app sets one up.
  static func list(_ kind: Kind, _ counts: [Int] = [1]) -> ListView {
    switch kind {
    case .table: Fixtures.table(SectionsSource(counts))
    case .collection: Fixtures.collection(SectionsSource(counts))
    }
  }

  static func strip(_ label: String) -> ViewNode {
    let node = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 20))
    node.isAccessibilityElement = true
    node.accessibilityLabel = label
    return node
  }

  static func labels(_ list: ListView) -> [String?] {
    list.accessibilityElements.map(\.accessibilityLabel)
  }
}

extension ReadingOrderTests {
  @Test(arguments: Kind.allCases)
  func theHeaderSetFirstIsReadBeforeTheFooter(kind: Kind) {
    let list = Self.list(kind)
    list.headerView = Self.strip("header")
    list.footerView = Self.strip("footer")
    #expect(Self.labels(list) == ["header", "footer"])
  }

  @Test(arguments: Kind.allCases)
  func theFooterSetFirstIsStillReadAfterTheHeader(kind: Kind) {
    let list = Self.list(kind)
    list.footerView = Self.strip("footer")
    list.headerView = Self.strip("header")
    #expect(Self.labels(list) == ["header", "footer"])
  }

  @Test(arguments: Kind.allCases)
  func viewsBetweenTheStripsAreReadBetweenThem(kind: Kind) throws {
    let list = Self.list(kind, [0, 0])
    list.overlayView = Self.strip("over the content")
    list.underlayView = Self.strip("behind the content")
    try list.setSectionView(Self.strip("section 1"), forSection: 1)
    list.headerView = Self.strip("header")
    try list.addSubview(Self.strip("added"))
    list.footerView = Self.strip("footer")
    try list.setSectionView(Self.strip("section 0"), forSection: 0)
    #expect(
      Self.labels(list) == [
        "header", "section 0", "section 1", "behind the content", "added", "over the content",
        "footer",
      ])
  }

  @Test(arguments: Kind.allCases)
  func aReplacedHeaderIsReadFirst(kind: Kind) {
    let list = Self.list(kind)
    list.headerView = Self.strip("old header")
    list.footerView = Self.strip("footer")
    list.headerView = Self.strip("new header")
    #expect(Self.labels(list) == ["new header", "footer"])
  }
}
