#if canImport(UIKit)
  public import UIKit
  public import EmptyState

  /// A `UICollectionView` that shows an empty state: a placeholder while it has no items,
  /// loads, pages and section placeholders, drawn with UIKit views and told to VoiceOver.
  ///
  /// Each of its update methods calls `super`, then tells its ``mirror`` (a headless
  /// `CollectionMirror` that counts what this collection shows), so the empty state follows
  /// every reload, update, batch and diffable apply without swizzling. A change that bypasses
  /// these methods is caught on the next layout. Attach in one line:
  ///
  /// ```swift
  /// let photos = EmptyStateCollectionView(frame: .zero, collectionViewLayout: layout)
  /// photos.setEmptyView(title: "No photos")
  /// ```
  ///
  /// With a `UICollectionViewFlowLayout`, the mirror takes its item size, line spacing and
  /// section header and footer heights on each layout.
  @MainActor
  open class EmptyStateCollectionView: UICollectionView, ListMirrorHost {
    /// The block run when the shown empty view is tapped; it receives the collection.
    public typealias EmptyViewTap = @MainActor (_ collection: EmptyStateCollectionView) -> Void

    /// The headless collection that mirrors this one and decides what the empty state shows.
    public let mirror = CollectionMirror()
    /// The mirror's host engine, made with the collection.
    private var hosting: MirrorHosting<CollectionMirror>?

    /// Creates a collection view with the specified frame and layout.
    ///
    /// - Parameters:
    ///   - frame: The collection's frame.
    ///   - layout: Its layout.
    public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      super.init(frame: frame, collectionViewLayout: layout)
      hosting = MirrorHosting(mirror: mirror, host: self)
    }

    /// Creates a collection view from an archive (a storyboard or a nib).
    ///
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      hosting = MirrorHosting(mirror: mirror, host: self)
    }

    /// The collection's empty state: its placeholders, phase, loads and events.
    ///
    /// Reading it connects the empty state to the collection once: the placeholders are drawn here,
    /// and announcements are posted with `UIAccessibility.post(notification:argument:)`.
    public var emptyState: EmptyStateController<CollectionView> {
      hosting?.connect(geometry: geometry)
      return mirror.emptyState
    }

    /// The UIKit view drawing the shown empty view; `nil` while none is shown.
    public var emptyView: UIView? {
      guard mirror.emptyState.isShown, let node = mirror.emptyView else { return nil }
      return hosting?.view(for: node)
    }

    /// Attaches an empty view showing only a title, shown exactly while the collection has no items.
    ///
    /// ```swift
    /// photos.setEmptyView(title: "No photos") { photos in photos.reloadData() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - onTap: Run once per tap on the shown view; it receives the collection.
    public func setEmptyView(title: String, onTap: EmptyViewTap? = nil) {
      setEmptyView(label: .title(title), onTap: onTap)
    }

    /// Attaches an empty view with an image above a title.
    ///
    /// - Parameters:
    ///   - image: The image, drawn above the title (`UIImage(named:)` of its name).
    ///   - title: The title.
    ///   - onTap: Run once per tap on the shown view; it receives the collection.
    public func setEmptyView(image: ViewImage, title: String, onTap: EmptyViewTap? = nil) {
      setEmptyView(label: .imageAndTitle(image, title), onTap: onTap)
    }

    /// Attaches an empty view showing `label`.
    ///
    /// - Parameters:
    ///   - label: What to show.
    ///   - onTap: Run once per tap on the shown view; it receives the collection.
    public func setEmptyView(label: PlaceholderLabel, onTap: EmptyViewTap? = nil) {
      _ = emptyState
      var tap: CollectionMirror.EmptyViewTap?
      if let onTap { tap = { [weak self] _ in if let self { onTap(self) } } }
      mirror.setEmptyView(label: label, onTap: tap)
      hosting?.render()
    }

    /// Hides and removes the collection's placeholders (see `ListContainer.removeEmptyView()`).
    public func removeEmptyView() {
      mirror.removeEmptyView()
      hosting?.render()
    }

    /// What this collection's layout found (a collection has no header or footer view).
    private var geometry: MirrorGeometry {
      MirrorGeometry(self, headerHeight: 0, footerHeight: 0)
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

    open override func insertItems(at indexPaths: [IndexPath]) {
      super.insertItems(at: indexPaths)
      mirror.hostInsertedItems(at: indexPaths.map { ListIndexPath(itemOf: $0) })
      hosting?.render()
    }

    open override func deleteItems(at indexPaths: [IndexPath]) {
      super.deleteItems(at: indexPaths)
      mirror.hostDeletedItems(at: indexPaths.map { ListIndexPath(itemOf: $0) })
      hosting?.render()
    }

    open override func reloadItems(at indexPaths: [IndexPath]) {
      super.reloadItems(at: indexPaths)
      mirror.hostReloadedItems(at: indexPaths.map { ListIndexPath(itemOf: $0) })
      hosting?.render()
    }

    open override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      super.moveItem(at: indexPath, to: newIndexPath)
      mirror.hostMovedItem(
        at: ListIndexPath(itemOf: indexPath), to: ListIndexPath(itemOf: newIndexPath))
      hosting?.render()
    }

    open override func insertSections(_ sections: IndexSet) {
      super.insertSections(sections)
      mirror.hostInsertedSections(Array(sections))
      hosting?.render()
    }

    open override func deleteSections(_ sections: IndexSet) {
      super.deleteSections(sections)
      mirror.hostDeletedSections(Array(sections))
      hosting?.render()
    }

    open override func reloadSections(_ sections: IndexSet) {
      super.reloadSections(sections)
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
      if let flow = collectionViewLayout as? UICollectionViewFlowLayout { mirror.take(flow) }
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
    /// The position of a UIKit collection index path.
    init(itemOf indexPath: IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }

  extension CollectionMirror {
    /// Takes the flow layout's item size, line spacing and strip heights, where they changed.
    @MainActor
    func take(_ flow: UICollectionViewFlowLayout) {
      let size = ViewSize(width: Double(flow.itemSize.width), height: Double(flow.itemSize.height))
      if itemSize != size { itemSize = size }
      let spacing = Double(flow.minimumLineSpacing)
      if itemSpacing != spacing { itemSpacing = spacing }
      let header = Double(flow.headerReferenceSize.height)
      if sectionHeaderHeight != header { sectionHeaderHeight = header }
      let footer = Double(flow.footerReferenceSize.height)
      if sectionFooterHeight != footer { sectionFooterHeight = footer }
    }
  }
#endif
