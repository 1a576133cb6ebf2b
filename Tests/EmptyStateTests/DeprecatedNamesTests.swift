import EmptyState
import Hooks
import TestSupport
import Testing

/// Code written against the old names still builds and does what the new names do.
///
/// Each test that uses an old name is itself deprecated: the build treats warnings as errors,
/// and a use of deprecated API inside a deprecated declaration does not warn.
@Suite @MainActor struct DeprecatedNamesTests {}

extension DeprecatedNamesTests {
  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func oldTypeNamesAreTheRenamedTypes() throws {
    let table = Fixtures.table(SectionsSource([]))
    let image: EmptyStateImage = try ViewImage(name: "box", width: 8, height: 8)
    let label: EmptyStateContent = .image(image)
    table.setEmptyView(label: label)
    let view: EmptyStateView = try #require(table.emptyView)
    #expect(view.label == .image(image))
    let scroll: ScrollView = table
    let renderer: TextRenderer = PlainTextRenderer()
    #expect(renderer.render(scroll) == PlainTextRenderer().render(table))
    let traits: AccessibilityTraits = .button
    #expect(traits == ViewAccessibilityTraits.button)
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func contentForwardsToTheLabel() throws {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(content: .title("No orders yet"))
    let view = try #require(table.emptyView)
    #expect(view.content == .title("No orders yet"))
    #expect(view.content == view.label)
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func placeholderFromContentIsThePlaceholderFromTheLabel() throws {
    let image = try Fixtures.image()
    let old = EmptyStatePlaceholder<TableView>(content: .imageAndTitle(image, "Nothing"))
    let new = EmptyStatePlaceholder<TableView>(label: .imageAndTitle(image, "Nothing"))
    #expect(old.image == new.image)
    #expect(old.title == new.title)
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func optionalImageAndTitleUnderTheOldLabelsThrowAsBefore() throws {
    let table = Fixtures.table(SectionsSource([]))
    let title: String? = "No orders yet"
    try table.setEmptyView(image: nil, title: title)
    #expect(try #require(table.emptyView).label == .title("No orders yet"))
    #expect(throws: EmptyStateError.missingContent) {
      try table.setEmptyView(image: nil, title: nil)
    }
    #expect(try #require(table.emptyView).label == .title("No orders yet"))
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func emptyStateAreaIsTheContentArea() {
    let table = Fixtures.table(SectionsSource([]))
    table.contentInset = ViewInsets(top: 20, bottom: 10)
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    let stack = StackList(frame: ViewRect(x: 0, y: 0, width: 100, height: 50))
    #expect(table.emptyStateArea == table.contentArea)
    #expect(table.emptyStateArea != table.bounds)
    #expect((table as any ListContainer).emptyStateArea == table.contentArea)
    #expect(stack.emptyStateArea == stack.contentArea)
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func visibleCellsWithoutALimitAreTheRenderersCells() {
    let table = Fixtures.table(SectionsSource([3, 2]))
    let cells = table.visibleCells()
    #expect(cells.count == 5)
    #expect(cells == table.visibleCells(limit: DisplayList.maximumCells))
  }
}

extension DeprecatedNamesTests {
  /// A container written for the old requirement: it answers `firstNonEmptySection` and not
  /// `isContentEmpty`.
  @MainActor
  final class OldContainer: ViewNode, ListContainer {
    let contentHooks = HookPoint<OldContainer, ListChange>(
      label: "OldContainer.content", coalescing: ListChange.coalescing)
    var counts: [Int] = []
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    var firstNonEmptySection: Int? { counts.firstIndex { $0 > 0 } }
  }

  @Test func containerWithOnlyTheOldRequirementIsAskedThroughTheScanningDefault() {
    let container = OldContainer()
    #expect(container.isContentEmpty)
    container.counts = [0, 0, 4]
    #expect(!container.isContentEmpty)
    container.counts = [0, 0]
    #expect(container.isContentEmpty)
  }
}
