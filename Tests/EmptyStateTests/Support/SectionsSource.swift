import EmptyState

/// A data source for tables and collections backed by an array of section counts, counting
/// every call it receives.
@MainActor
final class SectionsSource: TableViewDataSource, CollectionViewDataSource {
  var sections: [Int]
  private(set) var sectionQueries = 0
  private(set) var itemQueries = 0

  init(_ sections: [Int] = []) {
    self.sections = sections
  }

  var totalQueries: Int { sectionQueries + itemQueries }

  func numberOfSections(in tableView: TableView) -> Int {
    sectionQueries += 1
    return sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    itemQueries += 1
    return sections[section]
  }

  func numberOfSections(in collectionView: CollectionView) -> Int {
    sectionQueries += 1
    return sections.count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    itemQueries += 1
    return sections[section]
  }
}

/// A data source that does not implement `numberOfSections(in:)`.
@MainActor
final class SingleSectionSource: TableViewDataSource, CollectionViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    count
  }
}

/// An object that lets tests check it was freed.
final class Canary {}
