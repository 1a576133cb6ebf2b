public import Hooks

/// A headless table: sections of rows, counted through a ``TableViewDataSource``.
///
/// Like `UITableView`, it keeps the counts it fetched on its last ``ListView/reloadData()`` or update and
/// answers ``numberOfRows(inSection:)`` from them. Every content change runs through
/// ``contentHooks``; the empty view attached with ``ListContainer/setEmptyView(title:onTap:)``
/// is one such hook.
///
/// The content-changing methods are `final` so that no subclass can skip the hooks; subclasses
/// override the work step, ``performContentChange(_:)``, and call `super`.
@MainActor
open class TableView: ListView, ListContainer {
  /// Receives the table's diagnostics.
  public typealias DiagnosticHandler =
    @MainActor (_ tableView: TableView, _ diagnostic: ListDiagnostic) -> Void

  /// Content hooks that apply to every table: registered once, run for each instance.
  public static let typeWideContentHooks = HookRegistry<TableView, ListChange>()

  /// The object that provides the counts; held weakly, as in UIKit.
  ///
  /// Setting it makes the next count read fetch from the new data source.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { content.invalidate() }
  }

  /// Receives what the table detected and recovered from; `nil` writes it to standard error.
  public var diagnosticHandler: DiagnosticHandler?

  /// The height of every row, in points.
  ///
  /// A negative, infinite or NaN height is refused: the previous height stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var rowHeight: Double = 44 {
    didSet {
      guard rowHeight.isFinite, rowHeight >= 0 else {
        report(.invalidGeometry("rowHeight \(rowHeight) must be finite and not negative"))
        rowHeight = oldValue
        return
      }
      updateRowsHeight()
    }
  }

  let content: ListContent<TableView>
  private var rowsHeight = 0.0

  /// Creates an empty table with no data source.
  ///
  /// - Parameter frame: The table's rectangle in its superview.
  public init(frame: ViewRect = .zero) {
    content = ListContent(label: "TableView.content", typeWide: TableView.typeWideContentHooks)
    super.init(listFrame: frame)
    content.hooks.diagnosticHandler = { table, diagnostic in table.report(.hook(diagnostic)) }
  }

  /// The hook point that ``ListView/reloadData()`` and every update run through.
  public var contentHooks: HookPoint<TableView, ListChange> {
    content.hooks
  }

  /// The number of sections as of the last content change.
  public var numberOfSections: Int {
    content.currentCounts(for: self).numberOfSections
  }

  /// The number of rows in `section` as of the last content change; 0 for a missing section.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The row count, never negative.
  public func numberOfRows(inSection section: Int) -> Int {
    content.currentCounts(for: self).numberOfItems(inSection: section)
  }

  /// The number of rows in `section`, under the container protocol's name.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The same as ``numberOfRows(inSection:)``.
  public func numberOfItems(inSection section: Int) -> Int {
    numberOfRows(inSection: section)
  }

  /// The first section with rows, found while the counts were fetched: no extra work.
  public var firstNonEmptySection: Int? {
    content.firstNonEmptySection(for: self)
  }

  /// The height of all rows.
  open override var contentHeight: Double {
    rowsHeight
  }

  /// The rows that lie, at least partly, inside the bounds, each with the data source's text.
  ///
  /// - Returns: The rows from the top; a row's text is `Row <section>.<row>` unless the data
  ///   source's ``TableViewDataSource/tableView(_:textForRowAt:)`` says otherwise.
  open override func visibleCells() -> [CellSnapshot] {
    visibleRows()
  }

  /// Applies a content change: fetches the counts and lays out what moved.
  ///
  /// This is the work step that ``contentHooks`` wrap. Subclasses override it to do more and
  /// call `super`.
  ///
  /// - Parameter change: The change being applied.
  open func performContentChange(_ change: ListChange) {
    content.apply(change, for: self)
    updateRowsHeight()
  }

  override func submitContentChange(_ change: ListChange) {
    content.submit(change, on: self, work: Self.applyChange)
  }

  override func beginContentBatch() {
    content.beginUpdates()
  }

  override func endContentBatch() {
    content.endUpdates(on: self, work: Self.applyChange)
  }

  override func addBatchCompletion(_ completion: @escaping (Bool) -> Void) {
    content.addCompletion(completion)
  }

  /// The work step the content hooks wrap: the list's overridable ``performContentChange(_:)``.
  private static func applyChange(_ table: TableView, _ change: ListChange) {
    table.performContentChange(change)
  }

  /// Hands `diagnostic` to the handler, or writes it to standard error.
  open override func report(_ diagnostic: ListDiagnostic) {
    if let diagnosticHandler {
      diagnosticHandler(self, diagnostic)
    } else {
      super.report(diagnostic)
    }
  }

  private func updateRowsHeight() {
    var rows = 0.0
    for count in content.counts.counts { rows += Double(count) }
    rowsHeight = rows * rowHeight
    layoutContentIfNeeded()
  }
}

extension TableView: CountFetching {
  func fetchCounts(into counts: inout SectionCounts) {
    guard let source = dataSource else {
      return counts.load(sectionCount: nil, report: report) { _ in 0 }
    }
    counts.load(sectionCount: source.numberOfSections(in: self), report: report) { section in
      source.tableView(self, numberOfRowsInSection: section)
    }
  }
}
