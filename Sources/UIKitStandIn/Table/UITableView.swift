/// A view that presents data using rows in a single column.
///
/// [UITableView](https://developer.apple.com/documentation/uikit/uitableview)
@MainActor
open class UITableView: UIScrollView {
  /// The counts as UIKit caches them, and the open batch.
  private(set) lazy var countCache = ListCountCache(nouns: .table) { [unowned self] in
    fetchCounts()
  }
  /// The cells on screen, by index path.
  private var cells: [IndexPath: UITableViewCell] = [:]
  /// The cell classes registered for reuse identifiers.
  private var cellClasses: [String: UITableViewCell.Type] = [:]

  /// The style of the table view.
  public let style: Style

  /// Creates a table view with the specified frame and style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    // A table bounces vertically whatever its content (modeled; see the article).
    alwaysBounceVertical = true
  }

  /// Creates a plain table view with the specified frame.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    alwaysBounceVertical = true
  }

  /// The object that acts as the data source of the table view.
  open weak var dataSource: (any UITableViewDataSource)? {
    // A new data source's counts are fetched when next needed.
    didSet { discardCounts() }
  }

  /// The default height in points of each row in the table view; the stand-in draws
  /// `automaticDimension` as 44 points (it does not size cells to their content).
  open var rowHeight = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The height of section headers in the table view; the stand-in draws
  /// `automaticDimension` as 0 (it has no header views or titles).
  open var sectionHeaderHeight = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The height of section footers in the table view; `automaticDimension` is drawn as 0.
  open var sectionFooterHeight = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// A constant representing the default value for a given dimension.
  public static let automaticDimension: CGFloat = -1

  /// The view that displays above the table's content.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }

  /// The view that displays below the table's content.
  open var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// The background view of the table view, behind all cells, headers and footers, the size
  /// of the table view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Swaps a header or footer view among the subviews.
  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  // MARK: - Updates
  // Every public update is `open`, as in UIKit, so a subclass can follow it; each records into
  // the count cache, whose batch is checked against the data source when it ends.

  /// Reloads the rows and sections of the table view.
  open func reloadData() {
    discardCounts()
  }

  /// Begins a series of method calls that insert, delete, or select rows and sections of the
  /// table view.
  open func beginUpdates() {
    countCache.begin()
  }

  /// Concludes a series of method calls that insert, delete, select, or reload rows and
  /// sections of the table view.
  open func endUpdates() {
    countCache.end()
    if !countCache.isBatching { contentDidChange() }
  }

  /// Animates multiple insert, delete, reload, and move operations as a group.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    countCache.begin()
    updates?()
    countCache.end()
    if !countCache.isBatching { contentDidChange() }
    // The completion runs once the animations finish, on a later turn of the run loop:
    // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    if let completion { MainRunLoop.enqueue { completion(true) } }
  }

  /// Inserts rows in the table view at the locations that an array of index paths identifies.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes the rows that an array of index paths identifies.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedItems += indexPaths }
  }

  /// Reloads the specified rows using the specified animation effect.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Updates the data for the rows at the index paths you specify, preserving the existing
  /// cells for the rows.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Moves the row at a specified location to a destination location.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts one or more sections in the table view.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes one or more sections in the table view.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads the specified sections using the provided animation effect.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section to a new location in the table view.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Records one update; outside a batch it is checked at once.
  private func record(_ update: (inout UpdateBatch) -> Void) {
    countCache.record(update)
    if !countCache.isBatching { contentDidChange() }
  }

  /// Changes the data and applies its batch without the public methods (a diffable apply).
  func performPrivateBatch(_ changeData: () -> UpdateBatch) {
    countCache.begin()
    let batch = changeData()
    countCache.record { $0 = batch }
    countCache.end()
    contentDidChange()
  }

  /// The rows moved: the cells are asked for again on the next layout.
  private func contentDidChange() {
    discardCells()
    setNeedsLayout()
  }

  // MARK: - Counts

  /// The number of sections for the table view.
  public var numberOfSections: Int {
    countCache.numberOfSections
  }

  /// Returns the number of rows (table cells) in a specified section.
  public func numberOfRows(inSection section: Int) -> Int {
    countCache.numberOfItems(inSection: section)
  }

  /// The data source's counts, one per section.
  private func fetchCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
  }

  /// Forgets the counts and the cells: the next read or layout fetches them again.
  func discardCounts() {
    countCache.invalidate()
    discardCells()
    setNeedsLayout()
  }

  // MARK: - Cells

  /// Registers a class to use in creating new table cells.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
  }

  /// Returns a reusable table-view cell object for the specified reuse identifier and adds it
  /// to the table.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cellClass = cellClasses[identifier] else {
      // A cell must be registered for its identifier before it is dequeued:
      // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
      raiseInternalInconsistency(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// Returns the table cell at the index path you specify, if it is on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cells[indexPath]
  }

  /// The table cells that are visible in the table view, top to bottom.
  open var visibleCells: [UITableViewCell] {
    cells.keys.sorted().compactMap { cells[$0] }
  }

  /// Drops the cells on screen: their rows may have moved.
  func discardCells() {
    for cell in cells.values { cell.removeFromSuperview() }
    cells.removeAll()
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    // The first layout fetches the counts; later ones use the cached counts:
    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    let counts = countCache.current
    let geometry = TableGeometry(table: self, counts: counts)
    contentSize = CGSize(
      width: bounds.width,
      height: geometry.contentHeight(footer: tableFooterView?.frame.height ?? 0))
    // The header and footer keep their heights and take the table's width:
    // https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.footerTop, width: bounds.width, height: footer.frame.height)
    }
    backgroundView?.frame = bounds
    if let backgroundView { sendSubviewToBack(backgroundView) }
    layOutCells(geometry.visibleRows(in: bounds))
  }

  /// Asks the data source for the cells of rows that came on screen, and drops the others.
  private func layOutCells(_ visible: [(IndexPath, CGRect)]) {
    var kept: [IndexPath: UITableViewCell] = [:]
    for (path, frame) in visible {
      // The table asks its data source for the cells it shows:
      // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
      guard let cell = cells[path] ?? dataSource?.tableView(self, cellForRowAt: path) else {
        continue
      }
      cell.frame = frame
      if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
      kept[path] = cell
    }
    for (path, cell) in cells where kept[path] !== cell { cell.removeFromSuperview() }
    cells = kept
  }

  /// The display style of a table view.
  ///
  /// [UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum)
  public enum Style: Int, Sendable {
    /// A plain table view.
    case plain = 0
    /// A table view where sections have distinct groups of rows; the stand-in lays it out as
    /// a plain one.
    case grouped = 1
    /// A table view where the grouped sections are inset with rounded corners; the stand-in
    /// lays it out as a plain one.
    case insetGrouped = 2
  }

  /// The type of animation to use when inserting or deleting rows; the stand-in does not
  /// animate.
  ///
  /// [UITableView.RowAnimation](https://developer.apple.com/documentation/uikit/uitableview/rowanimation)
  public enum RowAnimation: Int, Sendable {
    /// The inserted or deleted rows fade in or out.
    case fade = 0
    /// The inserted rows slide in from the right; the deleted rows slide out to the right.
    case right = 1
    /// The inserted rows slide in from the left; the deleted rows slide out to the left.
    case left = 2
    /// The inserted rows slide in from the top; the deleted rows slide out toward the top.
    case top = 3
    /// The inserted rows slide in from the bottom; the deleted rows slide out toward the
    /// bottom.
    case bottom = 4
    /// The inserted or deleted rows use the default animations.
    case none = 5
    /// The table view attempts to keep the old and new cells centered in the space they did
    /// or will occupy.
    case middle = 6
    /// The table view chooses an appropriate animation style for you.
    case automatic = 100
  }
}
