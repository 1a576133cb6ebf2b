import EmptyState

/// The profile loops of snapshots: diffs of each shape, diffs alone beside the applies, and
/// lookups.
///
/// - `dk-diff-N`, `shape-NAME-N`: `updates(from:)` between the two snapshots of a
///   ``DifferenceKitShape`` of N items.
/// - `diff-only-N`: the diffs that `diff-apply-N` applies, without applying them.
/// - `lookup-NAME-N`: one lookup in a data source (or its snapshot) showing one section of N
///   items, of an item taken in turn across the section: `indexpath` (`indexPath(for:)`),
///   `item` (`itemIdentifier(for:)`), `index` (`indexOfItem`) or `section`
///   (`sectionIdentifier(containingItem:)`).
@MainActor
enum SnapshotLoops {
  /// The names of the lookups.
  static let lookups = ["indexpath", "item", "index", "section"]

  /// The loop of scene `name`, run with its number of steps; `nil` for another name.
  static func loop(_ name: String) -> ((Int) -> Void)? {
    let parts = name.split(separator: "-")
    guard let last = parts.last, let items = Int(last), parts.count >= 3 else { return nil }
    let middle = parts.dropFirst().dropLast().joined(separator: "-")
    switch parts[0] {
    case "dk" where middle == "diff":
      return diff(DifferenceKitShape(.differenceKit, items: items))
    case "shape":
      guard let kind = DifferenceKitShape.Kind(rawValue: middle) else { return nil }
      return diff(DifferenceKitShape(kind, items: items))
    case "diff" where middle == "only":
      return diffOnly(DiffWorkload(items: items))
    case "lookup" where lookups.contains(middle):
      return lookup(middle, items: items)
    default:
      return nil
    }
  }

  private static func diff(_ shape: DifferenceKitShape) -> (Int) -> Void {
    { steps in
      var sink = 0
      for _ in 0..<steps { sink &+= (try? shape.new.updates(from: shape.old).count) ?? 0 }
      precondition(sink >= 0)
    }
  }

  private static func diffOnly(_ workload: DiffWorkload) -> (Int) -> Void {
    { steps in
      var sink = 0
      let states = [workload.oldSnapshot, workload.newSnapshot]
      for step in 0..<steps {
        let new = states[(step + 1) % 2]
        sink &+= (try? new.updates(from: states[step % 2]).count) ?? 0
      }
      precondition(sink >= 0)
    }
  }

  private static func lookup(_ kind: String, items: Int) -> (Int) -> Void {
    let snapshot = DiffWorkload.snapshot(Array(0..<items), sections: 1)
    let table = TableView(frame: BenchTables.frame)
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, id in
      "Item \(id)"
    }
    dataSource.apply(snapshot)
    return { steps in
      var sink = 0
      var item = 0
      for _ in 0..<steps {
        // A large odd stride visits the whole section, so no lookup is favoured by the cache.
        item = (item &+ 7_919) % items
        switch kind {
        case "indexpath": sink &+= dataSource.indexPath(for: item)?.item ?? 0
        case "item":
          sink &+= dataSource.itemIdentifier(for: ListIndexPath(item: item, section: 0)) ?? 0
        case "index": sink &+= snapshot.indexOfItem(item) ?? 0
        default: sink &+= snapshot.sectionIdentifier(containingItem: item) ?? 0
        }
      }
      precondition(sink >= 0 && table.numberOfSections == 1)
    }
  }
}
