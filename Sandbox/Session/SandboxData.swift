import EmptyState

/// The Sandbox's data source: a count per section, shared by the table and the collection (and
/// by the narrated demo).
@MainActor
final class SandboxData: TableViewDataSource, CollectionViewDataSource {
  var sections: [Int]

  init(sections: [Int] = []) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section]
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    sections[section]
  }

  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int)
    -> String?
  {
    "Section \(section)"
  }

  func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int)
    -> String?
  {
    sections.indices.contains(section) ? "\(sections[section]) items" : nil
  }
}
