public import Hooks

/// A headless collection: sections of items, counted through a ``CollectionViewDataSource``.
///
/// Like `UICollectionView`, it keeps the counts it fetched on its last ``ListView/reloadData()`` or update
/// and answers ``numberOfItems(inSection:)`` from them. Every content change runs through
/// ``contentHooks``; the empty view attached with ``ListContainer/setEmptyView(title:onTap:)``
/// is one such hook.
///
/// The content-changing methods are `final` so that no subclass can skip the hooks; subclasses
/// override the work step, ``performContentChange(_:)``, and call `super`.
@MainActor
open class CollectionView: ListView, ListContainer {
  /// Receives the collection's diagnostics.
  public typealias DiagnosticHandler =
    @MainActor (_ collectionView: CollectionView, _ diagnostic: ListDiagnostic) -> Void

  /// Content hooks that apply to every collection: registered once, run for each instance.
  public static let typeWideContentHooks = HookRegistry<CollectionView, ListChange>()

  /// The object that provides the counts; held weakly, as in UIKit.
  ///
  /// Setting it makes the next count read fetch from the new data source.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { content.invalidate() }
  }

  /// Receives what the collection detected and recovered from; `nil` writes it to standard error.
  public var diagnosticHandler: DiagnosticHandler?

  /// The size of every item, in points.
  ///
  /// An invalid size (negative, infinite or NaN) is refused: the previous size stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var itemSize = ViewSize(width: 64, height: 48) {
    didSet {
      guard itemSize.isValid else {
        report(.invalidGeometry("itemSize \(itemSize) must be finite and not negative"))
        itemSize = oldValue
        return
      }
      updateItemsHeight()
    }
  }

  /// The gap between items, between rows of items and between sections, in points.
  ///
  /// A negative, infinite or NaN spacing is refused like an invalid ``itemSize``.
  public var itemSpacing: Double = 16 {
    didSet {
      guard itemSpacing.isFinite, itemSpacing >= 0 else {
        report(.invalidGeometry("itemSpacing \(itemSpacing) must be finite and not negative"))
        itemSpacing = oldValue
        return
      }
      updateItemsHeight()
    }
  }

  let content: ListContent<CollectionView>
  private var itemsHeight = 0.0

  /// Creates an empty collection with no data source.
  ///
  /// - Parameter frame: The collection's rectangle in its superview.
  public init(frame: ViewRect = .zero) {
    content = ListContent(
      label: "CollectionView.content", typeWide: CollectionView.typeWideContentHooks)
    super.init(listFrame: frame)
    content.hooks.diagnosticHandler = { collection, diagnostic in
      collection.report(.hook(diagnostic))
    }
  }

  /// The hook point that ``ListView/reloadData()`` and every update run through.
  public var contentHooks: HookPoint<CollectionView, ListChange> {
    content.hooks
  }

  /// The number of sections as of the last content change.
  public var numberOfSections: Int {
    content.currentCounts(for: self).numberOfSections
  }

  /// The number of items in `section` as of the last content change; 0 for a missing section.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The item count, never negative.
  public func numberOfItems(inSection section: Int) -> Int {
    content.currentCounts(for: self).numberOfItems(inSection: section)
  }

  /// The first section with items, found while the counts were fetched: no extra work.
  public var firstNonEmptySection: Int? {
    content.firstNonEmptySection(for: self)
  }

  /// The height of all items.
  open override var contentHeight: Double {
    itemsHeight
  }

  /// The items that lie, at least partly, inside the bounds, each with the data source's text.
  ///
  /// - Returns: The items in order; an item's text is `<section>.<item>` unless the data
  ///   source's ``CollectionViewDataSource/collectionView(_:textForItemAt:)`` says otherwise.
  open override func visibleCells() -> [CellSnapshot] {
    visibleItems()
  }

  /// Applies a content change: fetches the counts and lays out what moved.
  ///
  /// This is the work step that ``contentHooks`` wrap. Subclasses override it to do more and
  /// call `super`.
  ///
  /// - Parameter change: The change being applied.
  open func performContentChange(_ change: ListChange) {
    content.apply(change, for: self)
    updateItemsHeight()
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
  private static func applyChange(_ collection: CollectionView, _ change: ListChange) {
    collection.performContentChange(change)
  }

  /// Hands `diagnostic` to the handler, or writes it to standard error.
  open override func report(_ diagnostic: ListDiagnostic) {
    if let diagnosticHandler {
      diagnosticHandler(self, diagnostic)
    } else {
      super.report(diagnostic)
    }
  }

  open override func layoutSubviews() {
    // A new width can change how many items fit on a row.
    updateItemsHeight()
    super.layoutSubviews()
  }

  /// The flow of items for the current width, item size and spacing.
  var flow: FlowGeometry {
    FlowGeometry(
      width: bounds.inset(by: contentInset).width, itemSize: itemSize, spacing: itemSpacing)
  }

  private func updateItemsHeight() {
    itemsHeight = flow.height(of: content.counts.counts)
    layoutContentIfNeeded()
  }
}

extension CollectionView: CountFetching {
  func fetchCounts(into counts: inout SectionCounts) {
    guard let source = dataSource else {
      return counts.load(sectionCount: nil, report: report) { _ in 0 }
    }
    counts.load(sectionCount: source.numberOfSections(in: self), report: report) { section in
      source.collectionView(self, numberOfItemsInSection: section)
    }
  }
}
