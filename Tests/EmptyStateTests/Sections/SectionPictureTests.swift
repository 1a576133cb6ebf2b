import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Golden pictures of a table and a collection with one empty section among full ones: the
/// section's placeholder between its strips, the rows of later sections below it.
@Suite @MainActor struct SectionPictureTests {
  /// Orders in three sections, the middle one without rows.
  final class Sections: TableViewDataSource, CollectionViewDataSource {
    let counts = [2, 0, 2]

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }
    func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String? {
      "Order \(indexPath.section).\(indexPath.row)"
    }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
    func collectionView(
      _ collectionView: CollectionView, titleForHeaderInSection section: Int
    ) -> String? { ["Today", "Saved for later", "Last week"][section] }
  }

  static func placeholders<List>() -> SectionPlaceholders<List> {
    SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(
        title: "Nothing saved", button: PlaceholderButton(title: "Browse"))
    }
  }
}

extension SectionPictureTests {
  @Test func aTableWithAnEmptySectionAmongFullOnes() {
    let source = Sections()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 360))
    table.dataSource = source
    table.emptyState.configuration.sections = Self.placeholders()
    expectPicture(of: table, named: "table-empty-section")
    expectPicture(of: table, named: "table-empty-section", as: .svg)
  }

  @Test func aCollectionWithAnEmptySectionBetweenItsStrips() {
    let source = Sections()
    let collection = CollectionView(frame: ViewRect(x: 0, y: 0, width: 320, height: 400))
    collection.dataSource = source
    collection.sectionHeaderHeight = 32
    collection.sectionFooterHeight = 16
    collection.itemSize = ViewSize(width: 96, height: 48)
    collection.emptyState.configuration.sections = Self.placeholders()
    expectPicture(of: collection, named: "collection-empty-section")
    expectPicture(of: collection, named: "collection-empty-section", as: .svg)
  }
}
