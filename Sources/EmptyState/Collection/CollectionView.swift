public import Hooks

/// A headless collection: sections of items, counted through a ``CollectionViewDataSource``.
///
/// Like `UICollectionView`, it keeps the counts it fetched on its last ``reloadData()`` or update
/// and answers ``numberOfItems(inSection:)`` from them. Every content change runs through
/// ``contentHooks``; the empty view attached with ``ListContainer/setEmptyView(image:title:onTap:)``
/// is one such hook.
///
/// The content-changing methods are `final` so that no subclass can skip the hooks; subclasses
/// override the work step, ``performContentChange(_:)``, and call `super`.
@MainActor
open class CollectionView: ViewNode, ListContainer {
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

  let content: ListContent<CollectionView>

  /// Creates an empty collection with no data source.
  ///
  /// - Parameter frame: The collection's rectangle in its superview.
  public override init(frame: ViewRect = .zero) {
    content = ListContent(
      label: "CollectionView.content", typeWide: CollectionView.typeWideContentHooks)
    super.init(frame: frame)
    content.hooks.diagnosticHandler = { collection, diagnostic in
      collection.report(.hook(diagnostic))
    }
  }

  /// The hook point that ``reloadData()`` and every update run through.
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
    content.currentCounts(for: self).firstNonEmptySection
  }

  /// Applies a content change: fetches the counts.
  ///
  /// This is the work step that ``contentHooks`` wrap. Subclasses override it to do more and
  /// call `super`.
  ///
  /// - Parameter change: The change being applied.
  open func performContentChange(_ change: ListChange) {
    content.apply(change, for: self)
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

  /// Hands `diagnostic` to the handler, or writes it to standard error.
  func report(_ diagnostic: ListDiagnostic) {
    if let diagnosticHandler {
      diagnosticHandler(self, diagnostic)
    } else {
      DiagnosticOutput.write(diagnostic)
    }
  }
}
