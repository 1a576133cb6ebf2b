import EmptyState
import TestSupport
import Testing

/// Random applies of snapshots whose identifiers change their hash after they were added, some
/// of them into collisions: every step either applies or is refused whole, and the list, the
/// data source's snapshot, its lookups and the placeholder always agree.
///
/// A plain `swift test` runs 100 seeds, `EMPTYSTATE_SOAK=1` (set by `.ci/run`) 300
/// (``ModelRunLength``).
@Suite @MainActor struct ChangedHashModelTests {
  typealias Key = ChangingKey

  typealias Snapshot = ListSnapshot<Int, Key>

  static var seeds: UInt64 {
    UInt64(ModelRunLength.seeds(quick: 100, soak: 300, long: 30_000))
  }
  static let steps = 40

  @Test func changedHashesNeverApplyHalfASnapshotNorAnswerAWrongRow() {
    var failures = 0
    for seed in 0..<Self.seeds {
      if let failure = Self.run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        failures += 1
        if failures == 3 { return }
      }
    }
  }

  @Test func deletingAnItemThatNowEqualsAnotherKeepsTheCountTrue() throws {
    // Found by the random test above: the count said 1 item where the sections held none.
    let first = Key(1)
    let second = Key(2)
    var snapshot = Snapshot()
    try snapshot.appendSections([0])
    try snapshot.appendItems([first, second], toSection: 0)
    second.value = 1
    try snapshot.deleteItems([first])
    #expect(snapshot.numberOfItems == snapshot.itemIdentifiers(inSection: 0).count)
    #expect(snapshot.isEmpty == snapshot.itemIdentifiers.isEmpty)
  }

  private static func run(seed: UInt64) -> String? {
    let random = SplitMix64Box(seed: seed)
    let table = TableView(frame: Fixtures.bounds)
    let dataSource = TableViewDiffableDataSource<Int, Key>(tableView: table) { _, _, _ in nil }
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    table.setEmptyView(title: "No orders yet")
    var nextValue = 0
    var keys: [Key] = []
    var trace: [String] = []
    for step in 0..<steps {
      diagnostics = []
      let before = counts(of: table)
      var snapshot = dataSource.snapshot()
      switch random.int(0...9) {
      case 0...3:
        // Fresh items at the end of a section, made if needed.
        let section = random.int(0...2)
        if snapshot.indexOfSection(section) == nil { try? snapshot.appendSections([section]) }
        let fresh = (0..<random.int(1...4)).map { _ in
          defer { nextValue += 1 }
          return Key(nextValue)
        }
        keys += fresh
        do { try snapshot.appendItems(fresh, toSection: section) } catch { continue }
      case 4...6:
        // A key held by the applied snapshot changes: into another's value, or a new one.
        guard !keys.isEmpty else { continue }
        let key = keys[random.int(0...(keys.count - 1))]
        if random.int(0...1) == 0 {
          let other = keys[random.int(0...(keys.count - 1))]
          key.value = other.value
        } else {
          key.value = nextValue
          nextValue += 1
        }
      case 7:
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty else { continue }
        do { try snapshot.deleteItems([items[random.int(0...(items.count - 1))]]) } catch {
          continue
        }
      default:
        snapshot = Snapshot()
      }
      let duplicated = hasEqualItems(snapshot)
      trace.append("\(step): keys \(keys) apply \(snapshot)")
      if random.int(0...3) == 0 {
        dataSource.applySnapshotUsingReloadData(snapshot)
      } else {
        dataSource.apply(snapshot)
      }
      let refused = diagnostics.contains {
        if case .invalidSnapshot = $0 { return true }
        return false
      }
      if duplicated, !refused {
        return "step \(step): a snapshot with equal items was applied: \(snapshot)"
      }
      if refused, counts(of: table) != before {
        return "step \(step): a refused snapshot changed the counts to \(counts(of: table))"
      }
      if let broken = check(table, dataSource) {
        return "step \(step): \(broken); diagnostics \(diagnostics)\n"
          + trace.joined(separator: "\n")
      }
    }
    return nil
  }

  private static func check(
    _ table: TableView, _ dataSource: TableViewDiffableDataSource<Int, Key>
  ) -> String? {
    let held = dataSource.snapshot()
    let expected = held.sectionIdentifiers.map(held.numberOfItems(inSection:))
    if counts(of: table) != expected {
      return "counts \(counts(of: table)), data source \(expected)"
    }
    for (section, id) in held.sectionIdentifiers.enumerated() {
      for (row, key) in held.itemIdentifiers(inSection: id).enumerated() {
        let path = ListIndexPath(item: row, section: section)
        if dataSource.itemIdentifier(for: path) !== key {
          return "itemIdentifier(for: \(path)) is not \(key)"
        }
        // A key whose hash changed may be lost to lookups, or found where an equal key is (the
        // held snapshot's keys changed: two may be equal now), never at a row of another key.
        if let found = dataSource.indexPath(for: key), found != path,
          dataSource.itemIdentifier(for: found) != key
        {
          return "indexPath(for: \(key)) answers \(found), where it is \(path)"
        }
      }
    }
    if table.emptyState.isShown != held.isEmpty {
      return "shown \(table.emptyState.isShown) with \(held.numberOfItems) items"
    }
    return nil
  }

  private static func hasEqualItems(_ snapshot: Snapshot) -> Bool {
    let items = snapshot.itemIdentifiers
    return Set(items.map(\.value)).count != items.count
  }

  private static func counts(of table: TableView) -> [Int] {
    (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
  }
}
