import EmptyState

/// The demo's data: section counts that the narration changes step by step.
@MainActor
final class DemoDataSource: TableViewDataSource, CollectionViewDataSource {
  var sections: [Int]

  init(sections: [Int]) {
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
}
