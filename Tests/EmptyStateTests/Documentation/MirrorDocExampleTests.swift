import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct MirrorDocExampleTests {}

extension MirrorDocExampleTests {
  @Test func theHostsInsertAndLayoutReachItsMirror() {
    let host = MirroredTable()
    host.mirror.setEmptyView(title: "No orders yet")
    #expect(host.mirror.emptyState.isShown)
    host.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    host.layoutSubviews()
    #expect(host.mirror.numberOfRows(inSection: 0) == 1)
    #expect(host.mirror.frame.size == host.size)
    #expect(!host.mirror.emptyState.isShown)
  }

  @Test func theGeometryExampleMeasuresTheOffsetFromInsideTheInsets() {
    let mirror = TableMirror()
    MirrorDocExamples.geometry(of: mirror)
    #expect(mirror.contentOffset == .zero)
    #expect(mirror.headerView?.frame.height == 44)
  }

  @Test func theTableAndCollectionExamplesCountFromTheirHosts() {
    let table = MirroredTable()
    table.cachedRows = [3]
    #expect(MirrorDocExamples.tableMirror(of: table).numberOfRows(inSection: 0) == 3)
    let collection = MirroredCollection()
    collection.cachedItems = [1, 2]
    let mirror = MirrorDocExamples.collectionMirror(of: collection)
    #expect(mirror.numberOfItems(inSection: 1) == 2)
    #expect(mirror.itemSize == ViewSize(width: 120, height: 120))
  }

  @Test func theArticlesStartFollowsEveryCallOfTheHost() {
    let host = MirroredTable()
    let mirror = MirrorDocExamples.start(
      hostTable: host, paths: [ListIndexPath(row: 0, section: 0)],
      size: ViewSize(width: 390, height: 844), offset: ViewPoint(x: 0, y: -91),
      insets: ViewInsets(top: 91), safeArea: ViewInsets(top: 47))
    #expect(mirror.numberOfRows(inSection: 0) == 1)
    #expect(mirror.contentOffset == .zero)
    #expect(mirror.traits.interfaceStyle == .dark)
  }
}
