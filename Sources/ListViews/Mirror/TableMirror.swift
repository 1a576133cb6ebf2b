/// A headless table that mirrors a host table: its counts come from its ``host``, and the host
/// tells it of each change and layout through the driver (``ListMirror``).
///
/// Everything else is the ``TableView``'s: rows stack one ``TableView/rowHeight`` each below
/// the header, updates and batches are checked as a table's are, and every content change runs
/// through ``TableView/contentHooks``, so what attaches to a table attaches to a mirror
/// unchanged.
///
/// ```swift
/// let mirror = TableMirror()
/// mirror.host = hostTable  // a `ListMirrorHost`: answers the counts the host shows
/// mirror.hostDidLayout(MirrorGeometry(size: ViewSize(width: 390, height: 844)))
/// ```
///
/// A mirror has no data source: setting ``TableView/dataSource`` is refused and reported as
/// ``ListDiagnostic/invalidConfiguration(_:)``.
@MainActor
open class TableMirror: TableView, ListMirror {
  /// The host table whose counts the mirror copies; held weakly (see ``ListMirror/host``).
  public weak var host: (any ListMirrorHost)? {
    didSet { dataSourceDidChange(isSet: host != nil) }
  }

  /// Always `nil`: the counts come from ``host``; setting a data source is refused.
  public override weak var dataSource: (any TableViewDataSource)? {
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
