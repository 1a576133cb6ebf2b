public import Hooks

/// A headless table: sections of rows, counted through a ``TableViewDataSource``; rows stack
/// below the header, one ``rowHeight`` each.
///
/// Like `UITableView`, it keeps the counts it fetched on its last ``ListView/reloadData()`` or
/// update and answers ``numberOfRows(inSection:)`` from them: the engine is ``ListView``'s.
/// Every content change runs through ``contentHooks``.
@MainActor
open class TableView: ListView, ListContainer {
  /// The hook point that ``ListView/reloadData()`` and every update run through.
  public let contentHooks: HookPoint<TableView, ListChange>

  /// The hook point that runs, with the new answer, when the table goes from empty to not empty
  /// or back (never `nil` for a table; see ``ListContainer/emptinessHooks``).
  public let emptinessHooks: HookPoint<TableView, Bool>?

  /// Content hooks that apply to every table: registered once, run for each instance.
  public static let typeWideContentHooks = HookRegistry<TableView, ListChange>()

  /// The object that provides the counts, held weakly as in UIKit; setting it makes the next
  /// count read fetch from it, and its release is reported once.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { dataSourceDidChange(isSet: dataSource != nil) }
  }

  override var dataSourceObject: AnyObject? { dataSource }

  /// The height of every row, in points.
  ///
  /// A negative, infinite or NaN height is refused: the previous height stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var rowHeight: Double = 44 {
    didSet {
      if refuses(rowHeight, named: "rowHeight", isValid: rowHeight.isFinite && rowHeight >= 0) {
        rowHeight = oldValue
        return
      }
      sectionGeometryDidChange()
      layoutContentIfNeeded()
    }
  }

  /// Creates an empty table with no data source.
  ///
  /// - Parameter frame: The table's rectangle in its superview.
  public init(frame: ViewRect = .zero) {
    contentHooks = Self.makeContentHooks(
      label: "TableView.content", typeWide: TableView.typeWideContentHooks)
    emptinessHooks = Self.makeEmptinessHooks(label: "TableView.emptiness")
    super.init(listFrame: frame)
  }

  /// The number of rows in `section` as of the last content change; 0 for a missing section.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The row count, never negative.
  public func numberOfRows(inSection section: Int) -> Int {
    numberOfItems(inSection: section)
  }

  /// The height of all rows.
  open override var contentHeight: Double {
    let rows = counts.totalItems * rowHeight
    guard !sectionViews.isEmpty else { return rows }
    return (rows + sectionViews.height(before: counts.numberOfSections)).clampedToFinite
  }

  /// What the content draws while it has no rows: the views of sections
  /// (``ListView/setSectionView(_:forSection:)``), if any.
  open override var contentHeightKeptClear: Double {
    guard !sectionViews.isEmpty, isContentEmpty else { return 0 }
    return contentHeight
  }

  /// The rows that lie, at least partly, inside the bounds, each with the data source's text.
  open override func visibleCells(limit: Int) -> [DisplayItem] {
    layoutIfNeeded()  // the cells are read as drawn, after any pending layout pass
    return visibleRows(limit: limit)
  }

  override func sectionViewTops() -> [Double] {
    tableSectionViewTops()
  }

  override func runContentHooks(_ change: ListChange) {
    contentHooks.run(self, change) { table, change in table.performContentChange(change) }
  }

  override func runEmptinessHooks(isEmpty: Bool) {
    emptinessHooks?.run(self, isEmpty) { _, _ in }
  }

  /// The hook point that runs, after a content change, with the sections whose emptiness
  /// changed (a section became empty, or got its first rows or items): what a follower of one
  /// section needs, without comparing counts itself on every change.
  ///
  /// Made when first asked for; while it has no hook, a content change compares nothing.
  public var sectionEmptinessHooks: HookPoint<TableView, SectionEmptinessChange>? {
    sectionEmptinessHookPoint(as: TableView.self, label: "TableView.sectionEmptiness")
  }

  override func loadCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    guard let source = dataSource else { return loadCountsWithoutDataSource(into: &counts) }
    return counts.load(sectionCount: source.numberOfSections(in: self)) { section in
      source.tableView(self, numberOfRowsInSection: section)
    }
  }
}
