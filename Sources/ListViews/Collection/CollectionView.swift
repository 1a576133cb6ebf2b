public import Hooks

/// A headless collection: sections of items, counted through a ``CollectionViewDataSource``,
/// flowing left to right in rows of equal items, each section starting a new row.
///
/// The counts, updates, batches and diagnostics are the ``ListView`` engine's, as the
/// `UICollectionView` API names them; this class adds the data source and the flow geometry.
@MainActor
open class CollectionView: ListView, ListContainer {
  /// The object that provides the counts; held weakly, as in UIKit (see ``ListView`` for what
  /// happens when it is released).
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { dataSourceDidChange(isSet: dataSource != nil) }
  }

  override var dataSourceObject: AnyObject? { dataSource }

  /// Content hooks that apply to every collection: registered once, run for each instance.
  public static let typeWideContentHooks = HookRegistry<CollectionView, ListChange>()

  /// The hook point that ``ListView/reloadData()`` and every update run through.
  public let contentHooks: HookPoint<CollectionView, ListChange>

  /// The hook point that runs, with the new answer, when the collection goes from empty to not empty
  /// or back (never `nil` for a collection; see ``ListContainer/emptinessHooks``).
  public let emptinessHooks: HookPoint<CollectionView, Bool>?

  /// The size of every item, in points.
  ///
  /// An invalid size (negative, infinite or NaN) is refused: the previous size stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var itemSize = ViewSize(width: 64, height: 48) {
    didSet {
      if refuses(itemSize, named: "itemSize", isValid: itemSize.isValid) {
        itemSize = oldValue
        return
      }
      layOutNewGeometry()
    }
  }

  /// The gap between items, between rows of items and between sections, in points.
  ///
  /// A negative, infinite or NaN spacing is refused like an invalid ``itemSize``.
  public var itemSpacing: Double = 16 {
    didSet {
      let valid = itemSpacing.isFinite && itemSpacing >= 0
      if refuses(itemSpacing, named: "itemSpacing", isValid: valid) {
        itemSpacing = oldValue
        return
      }
      layOutNewGeometry()
    }
  }

  /// The height of each section's header strip, in points; 0 (the default) for none.
  ///
  /// A section's header sits above its items and is drawn even when the section has no items,
  /// as with a flow layout's header reference size; its text comes from the data source
  /// (``CollectionViewDataSource/collectionView(_:titleForHeaderInSection:)``). While the
  /// collection has no items, the ``ScrollingView/contentArea`` lies below the headers and footers
  /// of its sections, so a view over the content never covers them. An invalid height (not
  /// finite, negative, or one whose sum with ``sectionFooterHeight`` is not finite) is refused
  /// like an invalid ``itemSize``.
  public var sectionHeaderHeight: Double = 0 {
    didSet { checkStrip(\.sectionHeaderHeight, oldValue, named: "sectionHeaderHeight") }
  }

  /// The height of each section's footer strip, below its items, in points; 0 for none.
  ///
  /// It behaves as ``sectionHeaderHeight`` does.
  public var sectionFooterHeight: Double = 0 {
    didSet { checkStrip(\.sectionFooterHeight, oldValue, named: "sectionFooterHeight") }
  }

  /// The height of all items, kept between content changes (it is O(sections) to work out).
  private var itemsHeight = 0.0

  /// Creates an empty collection with no data source.
  ///
  /// - Parameter frame: The collection's rectangle in its superview.
  public init(frame: ViewRect = .zero) {
    contentHooks = Self.makeContentHooks(
      label: "CollectionView.content", typeWide: CollectionView.typeWideContentHooks)
    emptinessHooks = Self.makeEmptinessHooks(label: "CollectionView.emptiness")
    super.init(listFrame: frame)
  }

  /// The height of all items.
  open override var contentHeight: Double {
    itemsHeight
  }

  open override func layoutSubviews() {
    // A new width can change how many items fit on a row.
    itemsHeight = measuredItemsHeight()
    super.layoutSubviews()
  }

  /// The height of all sections, their views included.
  private func measuredItemsHeight() -> Double {
    let flow = flow
    guard !sectionViews.isEmpty else { return flow.height(of: counts.counts) }
    return flow.layout(of: counts.counts, views: sectionViewHeights).height
  }

  /// Each section with a view and the view's height, in increasing section order.
  var sectionViewHeights: [(section: Int, height: Double)] {
    sectionViews.entries.map { ($0.section, $0.view.frame.height) }
  }

  override func sectionViewTops() -> [Double] {
    let top = itemsOrigin.y
    return flow.layout(of: counts.counts, views: sectionViewHeights).viewTops.map {
      (top + $0).clampedToFinite
    }
  }

  /// What the content draws while it has no items: the sections' header and footer strips, and
  /// the views of sections (``ListView/setSectionView(_:forSection:)``).
  open override var contentHeightKeptClear: Double {
    guard sectionHeaderHeight > 0 || sectionFooterHeight > 0 || !sectionViews.isEmpty,
      isContentEmpty
    else { return 0 }
    return itemsHeight
  }

  /// The flow of items for the current width, item size and spacing.
  var flow: FlowGeometry {
    FlowGeometry(
      width: bounds.inset(by: contentInset).width, itemSize: itemSize, spacing: itemSpacing,
      headerHeight: sectionHeaderHeight, footerHeight: sectionFooterHeight)
  }

  /// Refuses an invalid strip height (putting `old` back), or lays the content out again.
  private func checkStrip(
    _ height: ReferenceWritableKeyPath<CollectionView, Double>, _ old: Double, named name: String
  ) {
    let value = self[keyPath: height]
    // Both strips of a section add up: their sum must be finite too.
    let valid =
      value.isFinite && value >= 0 && (sectionHeaderHeight + sectionFooterHeight).isFinite
    if refuses(value, named: name, isValid: valid) {
      self[keyPath: height] = old
      return
    }
    if value != old { layOutNewGeometry() }
  }

  /// A geometry setting changed: the items are measured again and laid out before the setter
  /// returns, so a view over the content moves with the area (it never covers a strip).
  private func layOutNewGeometry() {
    sectionGeometryDidChange()
    updateGeometry()
    layoutIfNeeded()
  }

  /// The items that lie, at least partly, inside the bounds, each with the data source's text.
  open override func visibleCells(limit: Int) -> [DisplayItem] {
    layoutIfNeeded()  // the cells are read as drawn, after any pending layout pass
    return visibleItems(limit: limit)
  }

  override func runContentHooks(_ change: ListChange) {
    contentHooks.run(self, change) { collection, change in
      collection.performContentChange(change)
    }
  }

  override func runEmptinessHooks(isEmpty: Bool) {
    emptinessHooks?.run(self, isEmpty) { _, _ in }
  }

  /// The hook point that runs, after a content change, with the sections whose emptiness
  /// changed (a section became empty, or got its first rows or items): what a follower of one
  /// section needs, without comparing counts itself on every change.
  ///
  /// Made when first asked for; while it has no hook, a content change compares nothing.
  public var sectionEmptinessHooks: HookPoint<CollectionView, SectionEmptinessChange>? {
    sectionEmptinessHookPoint(as: CollectionView.self, label: "CollectionView.sectionEmptiness")
  }

  override func loadCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    guard let source = dataSource else { return loadCountsWithoutDataSource(into: &counts) }
    return counts.load(sectionCount: source.numberOfSections(in: self)) { section in
      source.collectionView(self, numberOfItemsInSection: section)
    }
  }

  override func updateGeometry() {
    itemsHeight = measuredItemsHeight()
    super.updateGeometry()
  }
}
