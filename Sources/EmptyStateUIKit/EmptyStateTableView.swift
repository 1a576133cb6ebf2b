#if canImport(UIKit)
  public import UIKit
  public import EmptyState

  /// A `UITableView` that shows an empty state: a placeholder while it has no rows, loads,
  /// pages and section placeholders, drawn with UIKit views and told to VoiceOver.
  ///
  /// Each of its update methods calls `super`, then tells its ``mirror`` (a headless
  /// `TableMirror` that counts what this table shows), so the empty state follows every
  /// reload, update, batch and diffable apply without swizzling. A change that bypasses these
  /// methods is caught on the next layout. Attach in one line:
  ///
  /// ```swift
  /// let table = EmptyStateTableView(frame: .zero, style: .plain)
  /// table.dataSource = orders
  /// table.setEmptyView(title: "No orders yet")
  /// ```
  ///
  /// Everything else of the empty state is ``emptyState``: phases, loads, pages, events and
  /// options, exactly as on a headless `TableView` (see the article "Hosting in UIKit").
  @MainActor
  open class EmptyStateTableView: UITableView, ListMirrorHost {
    /// The block run when the shown empty view is tapped; it receives the table.
    public typealias EmptyViewTap = @MainActor (_ table: EmptyStateTableView) -> Void

    /// The headless table that mirrors this one and decides what the empty state shows.
    public let mirror = TableMirror()
    /// The mirror's host engine, made with the table.
    private var hosting: MirrorHosting<TableMirror>?

    /// Creates a table view with the specified frame and style.
    ///
    /// - Parameters:
    ///   - frame: The table's frame.
    ///   - style: Its style.
    public override init(frame: CGRect, style: UITableView.Style) {
      super.init(frame: frame, style: style)
      hosting = MirrorHosting(mirror: mirror, host: self)
    }

    /// Creates a table view from an archive (a storyboard or a nib).
    ///
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      hosting = MirrorHosting(mirror: mirror, host: self)
    }

    /// The table's empty state: its placeholders, phase, loads and events.
    ///
    /// Reading it connects the empty state to the table once: the placeholders are drawn here,
    /// and announcements are posted with `UIAccessibility.post(notification:argument:)`.
    public var emptyState: EmptyStateController<TableView> {
      hosting?.connect(geometry: geometry)
      return mirror.emptyState
    }

    /// The UIKit view drawing the shown empty view; `nil` while none is shown.
    public var emptyView: UIView? {
      guard mirror.emptyState.isShown, let node = mirror.emptyView else { return nil }
      return hosting?.view(for: node)
    }

    /// Attaches an empty view showing only a title, shown exactly while the table has no rows.
    ///
    /// ```swift
    /// table.setEmptyView(title: "No orders yet") { table in table.reloadData() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - onTap: Run once per tap on the shown view; it receives the table.
    public func setEmptyView(title: String, onTap: EmptyViewTap? = nil) {
      setEmptyView(label: .title(title), onTap: onTap)
    }

    /// Attaches an empty view with an image above a title.
    ///
    /// - Parameters:
    ///   - image: The image, drawn above the title (`UIImage(named:)` of its name).
    ///   - title: The title.
    ///   - onTap: Run once per tap on the shown view; it receives the table.
    public func setEmptyView(image: ViewImage, title: String, onTap: EmptyViewTap? = nil) {
      setEmptyView(label: .imageAndTitle(image, title), onTap: onTap)
    }

    /// Attaches an empty view showing `label`.
    ///
    /// - Parameters:
    ///   - label: What to show.
    ///   - onTap: Run once per tap on the shown view; it receives the table.
    public func setEmptyView(label: PlaceholderLabel, onTap: EmptyViewTap? = nil) {
      _ = emptyState
      var tap: TableMirror.EmptyViewTap?
      if let onTap { tap = { [weak self] _ in if let self { onTap(self) } } }
      mirror.setEmptyView(label: label, onTap: tap)
      hosting?.render()
    }

    /// Hides and removes the table's placeholders (see `ListContainer.removeEmptyView()`).
    public func removeEmptyView() {
      mirror.removeEmptyView()
      hosting?.render()
    }

    /// What this table's layout found: the mirror's geometry.
    private var geometry: MirrorGeometry {
      MirrorGeometry(
        self, headerHeight: tableHeaderView?.frame.height ?? 0,
        footerHeight: tableFooterView?.frame.height ?? 0)
    }

    // MARK: - ListMirrorHost

    /// The number of rows the table shows in `section` (its cached count).
    ///
    /// - Parameter section: A section index.
    /// - Returns: `numberOfRows(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
      numberOfRows(inSection: section)
    }

    /// A diffable data source applied a snapshot: the mirror fetches the counts shown now.
    func hostDidApplySnapshot() {
      mirror.hostDidReload()
      hosting?.render()
    }

    // MARK: - Overrides: each calls super, then the mirror's driver.

    open override func reloadData() {
      super.reloadData()
      mirror.hostDidReload()
      hosting?.render()
    }

    open override func beginUpdates() {
      super.beginUpdates()
      mirror.hostBeganBatch()
    }

    open override func endUpdates() {
      super.endUpdates()
      mirror.hostEndedBatch()
      hosting?.render()
    }

    open override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      mirror.hostBeganBatch()
      super.performBatchUpdates(updates) { [weak self] finished in
        self?.mirror.hostCompletedBatch(finished: finished)
        self?.hosting?.render()
        completion?(finished)
      }
      mirror.hostEndedBatch()
      hosting?.render()
    }

    open override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      super.insertRows(at: indexPaths, with: animation)
      mirror.hostInsertedItems(at: indexPaths.map { ListIndexPath(rowOf: $0) })
      hosting?.render()
    }

    open override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      super.deleteRows(at: indexPaths, with: animation)
      mirror.hostDeletedItems(at: indexPaths.map { ListIndexPath(rowOf: $0) })
      hosting?.render()
    }

    open override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      super.reloadRows(at: indexPaths, with: animation)
      mirror.hostReloadedItems(at: indexPaths.map { ListIndexPath(rowOf: $0) })
      hosting?.render()
    }

    open override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      super.moveRow(at: indexPath, to: newIndexPath)
      mirror.hostMovedItem(
        at: ListIndexPath(rowOf: indexPath), to: ListIndexPath(rowOf: newIndexPath))
      hosting?.render()
    }

    open override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      super.insertSections(sections, with: animation)
      mirror.hostInsertedSections(Array(sections))
      hosting?.render()
    }

    open override func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      super.deleteSections(sections, with: animation)
      mirror.hostDeletedSections(Array(sections))
      hosting?.render()
    }

    open override func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      super.reloadSections(sections, with: animation)
      mirror.hostReloadedSections(Array(sections))
      hosting?.render()
    }

    open override func moveSection(_ section: Int, toSection newSection: Int) {
      super.moveSection(section, toSection: newSection)
      mirror.hostMovedSection(section, toSection: newSection)
      hosting?.render()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      // The mirror's rows are the host's height, so section placeholders lie where rows would.
      let height = Double(rowHeight > 0 ? rowHeight : 44)
      if mirror.rowHeight != height { mirror.rowHeight = height }
      hosting?.hostDidLayout(geometry)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      hosting?.hostTraitsDidChange(traitCollection)
    }

    /// Blocks a scroll while a shown placeholder says so, without writing `isScrollEnabled`;
    /// a pull from the top to a refresh control is never blocked.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
      -> Bool
    {
      guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
      guard gestureRecognizer === panGestureRecognizer, let hosting else { return true }
      return hosting.panMayBegin(panGestureRecognizer, refreshControl: refreshControl)
    }
  }

  extension ListIndexPath {
    /// The position of a UIKit index path.
    init(rowOf indexPath: IndexPath) {
      self.init(row: indexPath.row, section: indexPath.section)
    }
  }
#endif
