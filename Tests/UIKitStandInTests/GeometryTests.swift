import Testing
@_spi(StandIn) import UIKit

extension UIKitStandInTests {
  @Test func adjustedInsetsAddTheSafeAreaOnTheAxesTheBehaviorSays() {
    let source = CountingSource([1])
    let table = table(over: source)
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let window = window(
      holding: table, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // A table bounces vertically, so `.automatic` adjusts it vertically even when short.
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    table.contentInsetAdjustmentBehavior = .always
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    _ = window
  }

  @Test func aShortCollectionIsNotAdjustedOnAnAxisItCannotScroll() {
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let window = window(
      holding: collection, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    MainRunLoop.runUntilIdle()
    #expect(collection.adjustedContentInset == .zero)
    collection.alwaysBounceVertical = true
    #expect(collection.adjustedContentInset.top == 47)
    _ = window
  }

  @Test func theSafeAreaIsThePartOfTheWindowsUnsafeEdgesAViewCovers() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let view = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 100))
    window.addSubview(view)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    view.frame.origin.y = 100
    #expect(view.safeAreaInsets == .zero)
  }

  @Test func theTableHeaderTakesTheWidthAndTheFooterFollowsTheLastSection() {
    let source = CountingSource([2, 1])
    let table = table(over: source)
    table.sectionHeaderHeight = 20
    table.tableHeaderView = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 60))
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    let window = window(holding: table)
    MainRunLoop.runUntilIdle()
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 60, width: 320, height: 20))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 168, width: 320, height: 64))
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 232, width: 320, height: 30))
    #expect(table.contentSize.height == 262)
    _ = window
  }

  @Test func aFlowLayoutStacksHeadersInsetsLinesAndFooters() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    let source = CountingSource([7, 0])
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.dataSource = source
    let window = window(holding: collection)
    MainRunLoop.runUntilIdle()
    // Five items of 50 points fit on a line of 320 with 10 between them: two lines.
    let header = collection.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 0, y: 150, width: 320, height: 30))
    #expect(collection.contentSize.height == 190)
    #expect(collection.visibleCells.count == 7)
    _ = window
  }

  @Test func scrollingMovesTheBoundsOrigin() {
    let table = table(over: CountingSource([40]))
    table.contentOffset = CGPoint(x: 0, y: 100)
    #expect(table.bounds.origin == CGPoint(x: 0, y: 100))
    let row = UIView(frame: CGRect(x: 0, y: 120, width: 320, height: 44))
    table.addSubview(row)
    #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 20))
  }
}
