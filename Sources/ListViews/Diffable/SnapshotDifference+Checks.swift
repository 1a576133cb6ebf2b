extension SnapshotDifference {
  // MARK: Checks

  /// Throws for an identifier `snapshot` holds twice, as one whose hash changed after it was
  /// added can: its sections as ``checkSections(of:)`` does, and every item through the
  /// buffers' table (one hash insertion each).
  @inlinable
  static func checkUnique(
    _ snapshot: Snapshot, buffers: inout SnapshotDiffBuffers<ItemID>
  ) throws(Failure) {
    try checkSections(of: snapshot)
    if let twice = buffers.table.enter(snapshot.sectionItems) { throw .duplicateItem(twice) }
  }

  /// Throws for a section `snapshot` holds twice; one lookup per section.
  ///
  /// Each section must find its own index in the snapshot's index: two equal sections find the
  /// same entry, so one of them finds the other's index. Only then are the sections hashed
  /// again, to name the duplicate (a section whose hash changed but that equals no other one
  /// is not a duplicate: it is kept, and lookups of it find nothing).
  @inlinable
  static func checkSections(of snapshot: Snapshot) throws(Failure) {
    let order = snapshot.sectionOrder
    var agree = snapshot.sectionIndices.count == order.count
    var index = 0
    while agree, index < order.count {
      agree = snapshot.sectionIndices[order[index]] == index
      index += 1
    }
    guard !agree else { return }
    var sections = Set<SectionID>()
    for section in order where !sections.insert(section).inserted {
      throw .duplicateSection(section)
    }
  }

  /// Throws for an identifier the snapshot holds twice; O(1) unless its indexes disagree with
  /// its identifiers (only possible when identifiers changed their hash after they were added).
  ///
  /// For the snapshot a list shows, from which a diff only reads places: a duplicate that keeps
  /// the indexes in agreement counts as a delete, and the batch stays consistent.
  @inlinable
  static func checkIndexes(of snapshot: Snapshot) throws(Failure) {
    guard !snapshot.indexesAgree else { return }
    var sections = Set<SectionID>()
    for section in snapshot.sectionIdentifiers where !sections.insert(section).inserted {
      throw .duplicateSection(section)
    }
    var items = Set<ItemID>()
    for section in snapshot.sectionItems {
      for item in section where !items.insert(item).inserted { throw .duplicateItem(item) }
    }
  }
}
