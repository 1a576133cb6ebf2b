import Hooks

/// The list engine that ``TableView`` and ``CollectionView`` share: counts, content changes,
/// batches, validation, recovery and diagnostics.
///
/// Every content change, ``reloadData()``, each update and each batch, goes one way: recorded in
/// the open batch if there is one, otherwise run through the list's typed content hooks around
/// the work step ``performContentChange(_:)``, which brings the counts up to date. A table or a
/// collection adds only its data source and its geometry.
///
/// Generic code can hold any list as a `ListView`. The content-changing methods are `final`, so
/// no subclass can skip the hooks; apps subclass ``TableView`` or ``CollectionView`` (this
/// class's initializer is internal) and override ``performContentChange(_:)``, calling `super`.
///
/// A data source set and later released (lists hold it weakly) leaves the list empty, and is
/// reported once as ``ListDiagnostic/dataSourceReleased``.
@MainActor
open class ListView: ScrollView {
  /// Receives a list's diagnostics.
  public typealias DiagnosticHandler =
    @MainActor (_ list: ListView, _ diagnostic: ListDiagnostic) -> Void

  /// Receives what the list detected and recovered from; `nil` writes it to standard error.
  public var diagnosticHandler: DiagnosticHandler?

  /// The counts as of the last content change, and the first non-empty section.
  var counts = SectionCounts()
  /// A second buffer, so that fetches refill storage instead of allocating.
  var spareCounts = SectionCounts()
  /// Whether ``counts`` belong to the current data source; `false` before the first fetch and
  /// after a new data source was set.
  var countsAreCurrent = false
  /// Whether counts are being fetched: reads meanwhile see the previous counts.
  var isFetchingCounts = false
  /// Whether a data source was set and not replaced since: its release is then reported.
  var expectsDataSource = false
  /// The updates of the open batch.
  var batch = BatchRecorder()
  /// How many content passes are under way (more than one while a hook applies a change).
  var contentPassDepth = 0
  /// Batch completions waiting for the content hooks to settle.
  var completions = CompletionQueue()
  /// Storage for checking the paths of a batch, kept from batch to batch.
  var claims = ItemClaims()

  init(listFrame frame: ViewRect) {
    super.init(frame: frame)
  }

  /// Makes the content hook point of a list class, reporting the runtime's diagnostics to the
  /// list.
  static func makeContentHooks<List: ListView>(
    label: String, typeWide: HookRegistry<List, ListChange>
  ) -> HookPoint<List, ListChange> {
    let hooks = HookPoint(label: label, typeWide: typeWide, coalescing: ListChange.coalescing)
    hooks.diagnosticHandler = { list, diagnostic in list.report(.hook(diagnostic)) }
    return hooks
  }

  // MARK: Counts

  /// The number of sections as of the last content change.
  public var numberOfSections: Int {
    currentCounts.numberOfSections
  }

  /// The number of rows or items in `section` as of the last content change; 0 for a missing
  /// section.
  ///
  /// - Parameter section: The section index.
  /// - Returns: The count, never negative.
  public func numberOfItems(inSection section: Int) -> Int {
    currentCounts.numberOfItems(inSection: section)
  }

  /// The first section with rows or items, found while the counts were fetched: no extra work.
  public var firstNonEmptySection: Int? {
    if !countsAreCurrent, !isFetchingCounts { fetchCounts() }
    return counts.firstNonEmptySection
  }

  /// The counts, fetched first if they never were (as UIKit does on a table's first layout; no
  /// hooks run for that fetch).
  var currentCounts: SectionCounts {
    if !countsAreCurrent, !isFetchingCounts { fetchCounts() }
    return counts
  }

  // MARK: Steps of a content change

  /// Applies a content change: brings the counts up to date and lays out what moved.
  ///
  /// This is the work step the content hooks wrap. Subclasses override it to do more and call
  /// `super`.
  ///
  /// - Parameter change: The change being applied.
  open func performContentChange(_ change: ListChange) {
    updateCounts(for: change)
    updateGeometry()
  }

  /// Runs `change` through the list's content hooks around ``performContentChange(_:)``.
  ///
  /// The base applies the change directly; tables and collections wrap it in their typed hook
  /// point.
  func runContentHooks(_ change: ListChange) {
    performContentChange(change)
  }

  /// Refills `counts` from the data source, asking it once for each count.
  ///
  /// The base has no data source, so no sections; tables and collections ask theirs.
  ///
  /// - Returns: The problems found in what the data source reported.
  func loadCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    loadCountsWithoutDataSource(into: &counts)
  }

  /// Whether `source` is the list's data source; the base has none.
  @usableFromInline
  func isFed(by source: AnyObject) -> Bool {
    false
  }

  /// The content or its geometry changed: lists work out their content size here and lay out what moved.
  func updateGeometry() {
    layoutContentIfNeeded()
  }

  // MARK: Diagnostics

  /// Hands `diagnostic` to ``diagnosticHandler``, or writes it to standard error.
  ///
  /// - Parameter diagnostic: What went wrong and how it was recovered.
  open override func report(_ diagnostic: ListDiagnostic) {
    if let diagnosticHandler {
      diagnosticHandler(self, diagnostic)
    } else {
      DiagnosticOutput.write(diagnostic)
    }
  }
}
