/// A headless collection that mirrors a host collection: its counts come from its ``host``, and
/// the host tells it of each change and layout through the driver (``ListMirror``).
///
/// Everything else is the ``CollectionView``'s: items flow in rows of
/// ``CollectionView/itemSize`` below each section's header strip, updates and batches are
/// checked as a collection's are, and every content change runs through
/// ``CollectionView/contentHooks``, so what attaches to a collection attaches to a mirror
/// unchanged. The host sets the item size, the spacing and the strip heights when its layout's
/// change.
///
/// ```swift
/// let mirror = CollectionMirror()
/// mirror.host = hostCollection  // a `UICollectionView` subclass adopts `ListMirrorHost` as is
/// mirror.itemSize = ViewSize(width: 120, height: 120)
/// mirror.hostDidLayout(MirrorGeometry(size: ViewSize(width: 390, height: 844)))
/// ```
///
/// A mirror has no data source: setting ``CollectionView/dataSource`` is refused and reported
/// as ``ListDiagnostic/invalidConfiguration(_:)``.
@MainActor
open class CollectionMirror: CollectionView, ListMirror {
  /// The host collection whose counts the mirror copies; held weakly (see ``ListMirror/host``).
  public weak var host: (any ListMirrorHost)? {
    didSet { dataSourceDidChange(isSet: host != nil) }
  }

  /// Always `nil`: the counts come from ``host``; setting a data source is refused.
  public override weak var dataSource: (any CollectionViewDataSource)? {
    didSet {
      guard dataSource != nil else { return }
      report(.invalidConfiguration("a mirror's counts come from its host; dataSource refused"))
      dataSource = nil
      dataSourceDidChange(isSet: host != nil)
    }
  }

  override func loadCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    loadHostCounts(into: &counts)
  }
}
