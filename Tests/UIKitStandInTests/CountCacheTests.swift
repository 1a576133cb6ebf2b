import Testing
@_spi(StandIn) import UIKit

extension UIKitStandInTests {
  @Test func countsAreCachedUntilAReload() {
    let source = CountingSource([2])
    let table = table(over: source)
    #expect(table.numberOfRows(inSection: 0) == 2)
    source.counts = [5]
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test func theFirstLayoutFetchesTheCounts() {
    let source = CountingSource([3])
    let table = table(over: source)
    let window = window(holding: table)
    #expect(source.fetches == 0)
    MainRunLoop.runUntilIdle()
    #expect(source.fetches == 1)
    #expect(table.contentSize == CGSize(width: 320, height: 3 * 44))
    #expect(table.visibleCells.count == 3)
    _ = window
  }

  @Test func countsReadInsideABatchAreTheOldOnes() {
    let source = CountingSource([1])
    let table = table(over: source)
    _ = table.numberOfSections
    var inside = -1
    table.performBatchUpdates {
      source.counts = [2]
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      inside = table.numberOfRows(inSection: 0)
    }
    #expect(inside == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func nestedBeginAndEndCheckOnceAtTheOutermostEnd() {
    let source = CountingSource([1])
    let table = table(over: source)
    _ = table.numberOfSections
    table.beginUpdates()
    table.beginUpdates()
    source.counts = [3]
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 1)
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func aSingleUpdateOutsideABatchRefreshesTheCounts() {
    let source = CountingSource([1, 1])
    let table = table(over: source)
    _ = table.numberOfSections
    source.counts = [1]
    table.deleteSections(IndexSet(integer: 0), with: .automatic)
    #expect(table.numberOfSections == 1)
    source.counts = [1, 4]
    table.insertSections(IndexSet(integer: 1), with: .automatic)
    #expect(table.numberOfRows(inSection: 1) == 4)
  }

  @Test func movedSectionsKeepTheirRows() {
    let source = CountingSource([1, 2, 3])
    let table = table(over: source)
    _ = table.numberOfSections
    source.counts = [3, 1, 2]
    table.moveSection(2, toSection: 0)
    #expect(table.numberOfRows(inSection: 0) == 3)
    source.counts = [2, 1, 3]
    table.performBatchUpdates {
      table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 2))
      table.reloadSections(IndexSet(integer: 1), with: .none)
    }
    #expect(table.numberOfRows(inSection: 2) == 3)
  }

  @Test func aBatchCompletionRunsOnALaterTurn() {
    let source = CountingSource([0])
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    var finished: Bool?
    collection.performBatchUpdates({
      source.counts = [1]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }) { finished = $0 }
    #expect(finished == nil)
    MainRunLoop.runUntilIdle()
    #expect(finished == true)
  }

  @Test func anUpdateThatDoesNotMatchTheDataSourceRaises() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let source = CountingSource([1])
        let table = table(over: source)
        _ = table.numberOfSections
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      }
    }
  }

  @Test func anInsertBeforeTheCountsWereEverFetchedRaises() async {
    // The counts fetched first are already the new ones, so the insertion is one too many.
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let source = CountingSource([1])
        let table = table(over: source)
        source.counts = [2]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      }
    }
  }

  @Test func aBatchWhoseSectionsDoNotAddUpRaisesAtItsEnd() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let source = CountingSource([1])
        let collection = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        collection.performBatchUpdates {
          source.counts = [1, 1]
        }
      }
    }
  }

  @Test func deletingARowThatDidNotExistRaises() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let source = CountingSource([1])
        let table = table(over: source)
        _ = table.numberOfSections
        source.counts = [0]
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      }
    }
  }
}
