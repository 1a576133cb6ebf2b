import Testing
@_spi(StandIn) import UIKit

/// A table that counts the calls to its public update methods.
@MainActor
final class CountingTable: UITableView {
  var publicUpdates = 0

  override func reloadData() {
    publicUpdates += 1
    super.reloadData()
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    publicUpdates += 1
    super.performBatchUpdates(updates, completion: completion)
  }

  override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    publicUpdates += 1
    super.insertRows(at: indexPaths, with: animation)
  }

  override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    publicUpdates += 1
    super.insertSections(sections, with: animation)
  }
}

typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

extension UIKitStandInTests {
  @Test func anApplyUpdatesTheTableWithoutItsPublicMethods() {
    let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    var completed = false
    source.apply(snapshot) { completed = true }
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.publicUpdates == 0)
    #expect(!completed)
    MainRunLoop.runUntilIdle()
    #expect(completed)
  }

  @Test func applyingWithAReloadReplacesTheCountsWithoutAPublicReload() {
    let table = CountingTable(frame: .zero, style: .plain)
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    source.applySnapshotUsingReloadData(snapshot)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.publicUpdates == 0)
  }

  @Test func aSectionSnapshotShowsOnlyTheVisibleItems() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    var section = NSDiffableDataSourceSectionSnapshot<Int>()
    section.append([1, 2])
    section.append([10, 11], to: 1)
    source.apply(section, to: "tree")
    #expect(collection.numberOfItems(inSection: 0) == 2)
    section.expand([1])
    source.apply(section, to: "tree")
    #expect(collection.numberOfItems(inSection: 0) == 4)
    #expect(source.snapshot(for: "tree").visibleItems == [1, 10, 11, 2])
    #expect(source.snapshot().itemIdentifiers == [1, 10, 11, 2])
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomAppliesKeepTheTableConsistent(seed: UInt64) {
    var random = SplitMixGenerator(seed: seed)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    for _ in 0..<200 {
      var snapshot = Snapshot()
      let sections = ["a", "b", "c", "d"].filter { _ in Bool.random(using: &random) }.shuffled(
        using: &random)
      snapshot.appendSections(sections)
      var items = Array(0..<12).shuffled(using: &random)
      for section in sections {
        let count = Int.random(in: 0...min(4, items.count), using: &random)
        snapshot.appendItems(Array(items.prefix(count)), toSection: section)
        items.removeFirst(count)
      }
      if let item = snapshot.itemIdentifiers.randomElement(using: &random) {
        snapshot.reloadItems([item])
      }
      if let section = sections.randomElement(using: &random), Bool.random(using: &random) {
        snapshot.reloadSections([section])
      }
      if Bool.random(using: &random) {
        source.apply(snapshot, animatingDifferences: Bool.random(using: &random))
      } else {
        source.applySnapshotUsingReloadData(snapshot)
      }
      #expect(table.numberOfSections == sections.count)
      for (index, section) in sections.enumerated() {
        #expect(table.numberOfRows(inSection: index) == snapshot.numberOfItems(inSection: section))
      }
    }
  }

  @Test func aDuplicateItemIdentifierRaises() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = Snapshot()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 1])
    }
  }
}

/// A seeded generator (SplitMix64), so a failing seed replays.
struct SplitMixGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
