import EmptyState

/// A host table with UIKit's names, its counts cached, owning its mirror: what the mirror's
/// examples drive.
@MainActor
final class MirroredTable {
  let mirror = TableMirror()
  var rowHeight = 44.0
  var size = ViewSize(width: 390, height: 844)
  /// The rows of each section, as the host last fetched them.
  var cachedRows: [Int] = [0]

  init() {
    mirror.host = self
  }

  var numberOfSections: Int { cachedRows.count }

  func numberOfRows(inSection section: Int) -> Int { cachedRows[section] }
}

/// A host collection with UIKit's names, its counts cached.
@MainActor
final class MirroredCollection {
  var cachedItems: [Int] = []

  var numberOfSections: Int { cachedItems.count }

  func numberOfItems(inSection section: Int) -> Int { cachedItems[section] }
}

// `ListMirrorHost`'s doc comment.

extension MirroredTable: ListMirrorHost {
  func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }
}

// `ListMirror`'s doc comment.

extension MirroredTable {
  func insertRows(at indexPaths: [ListIndexPath]) {
    for path in indexPaths { cachedRows[path.section] += 1 }  // the host's own work first
    mirror.hostInsertedItems(at: indexPaths)
  }

  func layoutSubviews() {
    mirror.hostDidLayout(MirrorGeometry(size: size))
  }
}

// `CollectionMirror`'s doc comment: a collection adopts the protocol as it is.
extension MirroredCollection: ListMirrorHost {}

/// The mirror's documentation examples, compiled as written
/// (`DocExampleTests.everySwiftBlockOfTheDocumentationIsCompiledHere`) and run in
/// `MirrorDocExampleTests`.
@MainActor
enum MirrorDocExamples {
  /// `MirrorGeometry`'s doc comment.
  static func geometry(of mirror: TableMirror) {
    mirror.hostDidLayout(
      MirrorGeometry(
        size: ViewSize(width: 390, height: 844), contentOffset: ViewPoint(x: 0, y: -91),
        adjustedContentInset: ViewInsets(top: 91, left: 0, bottom: 34, right: 0),
        safeAreaInsets: ViewInsets(top: 47, left: 0, bottom: 34, right: 0), headerHeight: 44))
  }

  /// `TableMirror`'s doc comment.
  static func tableMirror(of hostTable: MirroredTable) -> TableMirror {
    let mirror = TableMirror()
    mirror.host = hostTable  // a `ListMirrorHost`: answers the counts the host shows
    mirror.hostDidLayout(MirrorGeometry(size: ViewSize(width: 390, height: 844)))
    return mirror
  }

  /// `CollectionMirror`'s doc comment.
  static func collectionMirror(of hostCollection: MirroredCollection) -> CollectionMirror {
    let mirror = CollectionMirror()
    mirror.host = hostCollection  // a `UICollectionView` subclass adopts `ListMirrorHost` as is
    mirror.itemSize = ViewSize(width: 120, height: 120)
    mirror.hostDidLayout(MirrorGeometry(size: ViewSize(width: 390, height: 844)))
    return mirror
  }

  /// The start of the article "Mirroring a Host List", each driver call after the host's own.
  static func start(
    hostTable: MirroredTable, paths: [ListIndexPath], size: ViewSize, offset: ViewPoint,
    insets: ViewInsets, safeArea: ViewInsets
  ) -> TableMirror {
    let mirror = TableMirror()
    mirror.host = hostTable  // answers the counts it shows
    mirror.rowHeight = hostTable.rowHeight

    // In the host's overrides, after `super`:
    mirror.hostDidReload()  // reloadData()
    hostTable.cachedRows[0] += paths.count  // probe
    mirror.hostInsertedItems(at: paths)  // insertRows(at:with:)
    mirror.hostBeganBatch()  // performBatchUpdates: before the block
    mirror.hostEndedBatch()  // performBatchUpdates: after it
    mirror.hostDidLayout(
      MirrorGeometry(
        size: size, contentOffset: offset,
        adjustedContentInset: insets, safeAreaInsets: safeArea))
    mirror.hostTraitsDidChange(ViewTraits(interfaceStyle: .dark))
    return mirror
  }
}
