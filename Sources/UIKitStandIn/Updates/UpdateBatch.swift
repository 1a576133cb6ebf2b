/// A batch's updates, checked at its end against the data source as UIKit checks them.
struct UpdateBatch {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  /// Raises as UIKit does unless `after` is `before` changed by the updates, at valid positions.
  func check(before: [Int], after: [Int], nouns: UpdateNouns) {
    // Deletions, reloads and move sources name old positions; insertions and move destinations
    // new ones, deletions handled first:
    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    checkSections(before: before.count, after: after.count, nouns: nouns)
    let newIndex = sectionMap(before: before.count, after: after.count)
    checkItemPositions(before: before, after: after, nouns: nouns)
    var deleted = [Int](repeating: 0, count: before.count)
    var inserted = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    for path in deletedItems { deleted[path.section] += 1 }
    for path in insertedItems { inserted[path.section] += 1 }
    for move in movedItems {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for (old, new) in newIndex.enumerated() {
      guard let new else { continue }
      let expected = before[old] - deleted[old] + inserted[new] - movedOut[old] + movedIn[new]
      guard after[new] != expected else { continue }
      raiseInternalInconsistency(
        "Invalid update: invalid number of \(nouns.items) in section \(new). The number of "
          + "\(nouns.items) contained in an existing section after the update (\(after[new])) "
          + "must be equal to the number of \(nouns.items) contained in that section before the "
          + "update (\(before[old])), plus or minus the number of \(nouns.items) inserted or "
          + "deleted from that section (\(inserted[new]) inserted, \(deleted[old]) deleted) and "
          + "plus or minus the number of \(nouns.items) moved into or out of that section "
          + "(\(movedIn[new]) moved in, \(movedOut[old]) moved out).")
    }
  }

  /// The section count must be the old one changed by the inserted and deleted sections.
  private func checkSections(before: Int, after: Int, nouns: UpdateNouns) {
    for section in deletedSections where section >= before {
      raiseInternalInconsistency(
        "attempt to delete section \(section), but there are only \(before) sections before "
          + "the update")
    }
    for section in reloadedSections where section >= before {
      raiseInternalInconsistency(
        "attempt to reload section \(section), but there are only \(before) sections before "
          + "the update")
    }
    for section in insertedSections where section >= after {
      raiseInternalInconsistency(
        "attempt to insert section \(section) but there are only \(after) sections after the "
          + "update")
    }
    for move in movedSections where move.from >= before || move.to >= after {
      raiseInternalInconsistency(
        "attempt to move section \(move.from) to section \(move.to), but there are only "
          + "\(before) sections before the update and \(after) after it")
    }
    let expected = before - deletedSections.count + insertedSections.count
    guard after != expected else { return }
    raiseInternalInconsistency(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(nouns.list) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(nouns.list) before the update (\(before)), plus or minus the "
        + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
        + "\(deletedSections.count) deleted).")
  }

  /// Each old section's index after the batch; `nil` for one deleted or reloaded.
  private func sectionMap(before: Int, after: Int) -> [Int?] {
    var map = [Int?](repeating: nil, count: before)
    let movedFrom = Set(movedSections.map(\.from))
    let movedTo = Set(movedSections.map(\.to))
    var survivors: [Int] = []
    for old in 0..<before where !deletedSections.contains(old) && !movedFrom.contains(old) {
      survivors.append(old)
    }
    var next = survivors.makeIterator()
    for new in 0..<after where !insertedSections.contains(new) && !movedTo.contains(new) {
      guard let old = next.next() else { break }
      map[old] = new
    }
    for move in movedSections { map[move.from] = move.to }
    for old in reloadedSections where old < before { map[old] = nil }
    return map
  }

  /// Raises unless every item an update names exists where the update says.
  private func checkItemPositions(before: [Int], after: [Int], nouns: UpdateNouns) {
    let item = nouns.item
    func existedBefore(_ path: IndexPath) -> Bool {
      before.indices.contains(path.section) && path.item >= 0 && path.item < before[path.section]
    }
    func existsAfter(_ path: IndexPath) -> Bool {
      after.indices.contains(path.section) && path.item >= 0 && path.item < after[path.section]
    }
    func count(_ counts: [Int], _ section: Int) -> Int {
      counts.indices.contains(section) ? counts[section] : 0
    }
    for path in deletedItems where !existedBefore(path) {
      raiseInternalInconsistency(
        "attempt to delete \(item) \(path.item) from section \(path.section) which only "
          + "contains \(count(before, path.section)) \(nouns.items) before the update")
    }
    for path in reloadedItems where !existedBefore(path) {
      raiseInternalInconsistency(
        "attempt to delete \(item) \(path.item) from section \(path.section) which only "
          + "contains \(count(before, path.section)) \(nouns.items) before the update")
    }
    for path in insertedItems where !existsAfter(path) {
      raiseInternalInconsistency(
        "attempt to insert \(item) \(path.item) into section \(path.section), but there are "
          + "only \(count(after, path.section)) \(nouns.items) in section \(path.section) after "
          + "the update")
    }
    for move in movedItems where !existedBefore(move.from) || !existsAfter(move.to) {
      raiseInternalInconsistency(
        "attempt to move index path \(move.from) to index path \(move.to), which do not both "
          + "exist")
    }
    let deleted = Set(deletedItems)
    for path in reloadedItems where deleted.contains(path) {
      raiseInternalInconsistency(
        "attempt to delete and reload the same index path (\(path))")
    }
  }
}
