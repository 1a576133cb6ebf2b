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
open class ListView: ScrollingView {
  /// Receives a list's diagnostics.
  public typealias DiagnosticHandler =
    @MainActor (_ list: ListView, _ diagnostic: ListDiagnostic) -> Void

  /// Receives what the list detected and recovered from; `nil` writes it to standard error.
  public var diagnosticHandler: DiagnosticHandler?

  // The engine's state read on every content change is unchecked for exclusivity: each access
  // is a whole load or store of a value (the counts are filled in a local buffer, never in
  // place while the data source is asked), so no two accesses can overlap, and the dynamic
  // checks, about 75 instructions each, would cost as much as the work of a reload
  // (`EngineExclusivityTests` covers the re-entrant paths).

  /// The counts as of the last content change, and whether any section has items.
  @exclusivity(unchecked) var counts = SectionCounts()
  /// A second buffer, so that fetches refill storage instead of allocating.
  @exclusivity(unchecked) var spareCounts = SectionCounts()
  /// The engine's flags, in one small value.
  @exclusivity(unchecked) var flags = EngineFlags()
  /// The updates of the open batch.
  var batch = BatchRecorder()
  /// Batch completions waiting for the content hooks to settle.
  var completions = CompletionQueue()
  /// Work that waits for the hooks of the change under way (``afterContentHooks(_:)``).
  var followUps: [@MainActor () -> Void] = []
  /// Storage for checking the paths of a batch, kept from batch to batch.
  var claims = ItemClaims()
  /// The batch of the list's diffable data source under way, while it runs.
  var trustedBatch: TrustedBatch?
  /// The views laid out inside sections (``setSectionView(_:forSection:)``); unchecked for
  /// exclusivity as the counts are: every layout reads it, and every mutation is a whole
  /// method of ``SectionViews`` that calls no other code.
  @exclusivity(unchecked) var sectionViews = SectionViews()
  /// What the section emptiness hooks have not heard yet (``SectionEmptinessNews``).
  @exclusivity(unchecked) var sectionNews = SectionEmptinessNews.unheard
  /// The section emptiness hook point, once a caller asked for it (of the list's own type).
  @exclusivity(unchecked) var madeSectionEmptinessHooks: SectionEmptinessHooks?
  /// The number of the last fetch of the counts (the first is 2).
  @exclusivity(unchecked) var fetchNumber: UInt64 = 1
  /// Where the counts of fetch ``fetchNumber`` differ from the fetch's before it (compared
  /// only while the list has section views or reports section emptiness).
  @exclusivity(unchecked) var countChanges = CountChanges.unknown

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
    // The change that was dropped may have had news: the next read fetches the counts.
    hooks.passDropped = { list, _ in list.flags.countsAreCurrent = false }
    return hooks
  }

  /// Makes the emptiness hook point of a list class: re-entrant reports coalesce into the
  /// latest answer.
  static func makeEmptinessHooks<List: ListView>(label: String) -> HookPoint<List, Bool> {
    let hooks = HookPoint<List, Bool>(label: label) { _, latest in latest }
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

  /// Whether the list has no rows or items: noted while the counts were fetched, so asking
  /// costs nothing.
  public final var isContentEmpty: Bool {
    if flags.needsFetch { fetchCounts() }
    return !counts.hasItems  // read in place: no copy of the counts
  }

  /// The number of rows or items in all sections, as a `Double` so that huge counts cannot
  /// overflow it: summed while the counts were fetched, so asking costs nothing, whatever the
  /// number of sections.
  package final var totalItemCount: Double {
    if flags.needsFetch { fetchCounts() }
    return counts.totalItems  // read in place: no copy of the counts
  }

  /// The first section with rows or items: `nil` at once for an empty list (noted while the
  /// counts were fetched), otherwise found in the counts, with no question to the data source.
  public final var firstNonEmptySection: Int? {
    if flags.needsFetch { fetchCounts() }
    return counts.firstNonEmptySection
  }

  /// The counts, fetched first if they never were (as UIKit does on a table's first layout; no
  /// hooks run for that fetch).
  var currentCounts: SectionCounts {
    if flags.needsFetch { fetchCounts() }
    return counts
  }

  // MARK: Steps of a content change

  /// Applies a content change: brings the counts up to date and marks the list needing layout.
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

  /// Tells the emptiness hooks that the list is now empty or not; tables and collections run
  /// their typed hook point.
  func runEmptinessHooks(isEmpty: Bool) {}

  /// Whether the section emptiness hooks have a hook: only then are the sections' emptiness
  /// compared after each content change.
  var followsSectionEmptiness: Bool {
    madeSectionEmptinessHooks?.hasHooks() ?? false
  }

  /// Tells the section emptiness hooks which sections became empty or not.
  func runSectionEmptinessHooks(_ change: SectionEmptinessChange) {
    madeSectionEmptinessHooks?.run(self, change)
  }

  /// This list's section emptiness hook point, typed as `List` (the class that declares the
  /// public getter), made when first asked for: re-entrant reports coalesce, reporting starts.
  func sectionEmptinessHookPoint<List: ListView>(as _: List.Type, label: String) -> HookPoint<
    List, SectionEmptinessChange
  > {
    // Made by this function for this list, whose callers always name the same type.
    if let made = madeSectionEmptinessHooks {
      return unsafeDowncast(made.point, to: HookPoint<List, SectionEmptinessChange>.self)
    }
    let hooks = HookPoint<List, SectionEmptinessChange>(
      label: label, coalescing: SectionEmptinessChange.coalescing)
    hooks.diagnosticHandler = { list, diagnostic in list.report(.hook(diagnostic)) }
    // The report a runaway dropped is news nobody heard: the next report is of every section.
    hooks.passDropped = { list, _ in list.sectionNews.add(nil) }
    madeSectionEmptinessHooks = SectionEmptinessHooks(
      point: hooks, hasHooks: { hooks.hasInstanceHooks },
      run: { list, change in hooks.run(unsafeDowncast(list, to: List.self), change) { _, _ in } })
    startReportingSectionEmptiness()
    return hooks
  }

  /// Refills `counts` from the data source, asking it once for each count.
  ///
  /// The base has no data source, so no sections; tables and collections ask theirs.
  ///
  /// - Returns: The problems found in what the data source reported.
  func loadCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    loadCountsWithoutDataSource(into: &counts)
  }

  /// The data source as an object, whatever its protocol; each kind of list returns its own.
  var dataSourceObject: AnyObject? { nil }

  /// Whether `source` is the list's data source.
  @usableFromInline
  final func isFed(by source: AnyObject) -> Bool {
    dataSourceObject === source
  }

  /// The content or its geometry changed: the list needs layout.
  ///
  /// Its content size, header and footer are worked out on the next layout pass (``ViewNode/layoutIfNeeded()``), not now, so
  /// that a reload does no layout work and a burst of changes is laid out once.
  func updateGeometry() {
    setNeedsLayout()
  }

  // MARK: Section views

  /// The top of each section view, in the content's coordinates, in the order of
  /// ``SectionViews/sections`` (only sections that exist); tables and collections work out
  /// theirs.
  func sectionViewTops() -> [Double] { [] }

  /// Places the section views too, whenever the header, footer and content are placed; again,
  /// with the content, when a view resized while it was placed (at most
  /// ``maximumSectionViewRounds`` times).
  @discardableResult
  override func layoutContentIfNeeded() -> Bool {
    var moved = super.layoutContentIfNeeded()
    guard !sectionViews.isEmpty else { return moved }  // tested here: most lists have none
    var rounds = 0
    while layOutSectionViews(), rounds < Self.maximumSectionViewRounds {
      rounds += 1
      moved = super.layoutContentIfNeeded() || moved
    }
    return moved
  }

  /// Section views scroll with the content, as the header and footer do.
  override func scrolledDistance(of subview: ViewNode) -> ViewPoint {
    isSectionView(subview) ? contentOffset : super.scrolledDistance(of: subview)
  }

  /// The section views in the list, in section order: read after the header.
  override var subviewsReadAfterHeader: [ViewNode] {
    sectionViews.entries.compactMap { $0.view.superview === self ? $0.view : nil }
  }

  /// A section view that changed its height moves what lies below it.
  override func subviewDidResize(_ subview: ViewNode) {
    guard isSectionView(subview) else { return super.subviewDidResize(subview) }
    sectionGeometryDidChange()
    updateGeometry()
    layoutIfNeeded()
  }

  /// A section view taken out of the list leaves its section, and what was below it moves up,
  /// before the call returns.
  override func subviewWasRemoved(_ subview: ViewNode) {
    guard !sectionViews.isEmpty, let section = sectionViews.section(of: subview) else {
      return super.subviewWasRemoved(subview)
    }
    sectionViews.set(nil, in: section)
    updateGeometry()
    layoutIfNeeded()
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

/// The flags of the list engine, as one small value so that reading or writing them is a single
/// load or store.
struct EngineFlags {
  /// Whether the counts belong to the current data source; `false` before the first fetch and
  /// after a new data source was set.
  var countsAreCurrent = false
  /// Whether counts are being fetched: reads meanwhile see the previous counts.
  var isFetchingCounts = false
  /// Whether a data source was set and not replaced since: its release is then reported.
  var expectsDataSource = false
  /// Whether a batch is open, so changes are recorded instead of run.
  var batchIsOpen = false
  /// Whether batch completions wait for the hooks or are ready to run.
  var hasCompletions = false
  /// The emptiness last reported to the emptiness hooks (a new list has no rows).
  var reportedEmpty = true
  /// Whether counts were fetched outside a content pass since the hooks last ran (the first
  /// read of a list never reloaded, or the first after a new data source).
  ///
  /// Whoever read the counts then may have acted on an emptiness the hooks never reported, so
  /// the list cannot tell from ``reportedEmpty`` what its followers believe: the next content
  /// pass reports its answer even when it matches ``reportedEmpty``.
  var fetchedOutsidePass = false
  /// How many content passes are under way (more than one while a hook applies a change).
  var contentPassDepth = 0
  /// How many changes are running their emptiness or section emptiness hooks.
  var reportingDepth = 0
  /// Whether work waits for the hooks of the change under way (``ListView/followUps``).
  var hasFollowUps = false
  /// Whether that work runs: the change is still under way, its completions wait.
  var isFollowingUp = false

  /// Whether counts must be fetched before they can be read (never while a fetch runs).
  var needsFetch: Bool { !countsAreCurrent && !isFetchingCounts }
}

/// A list's section emptiness hook point, with what a content change asks of it, typed once.
@MainActor
final class SectionEmptinessHooks {
  /// The hook point, of the list's own type.
  let point: AnyObject
  /// Whether a hook is registered on the list.
  let hasHooks: @MainActor () -> Bool
  /// Runs the hooks with a change, on the list the point was made for.
  let run: @MainActor (_ list: ListView, _ change: SectionEmptinessChange) -> Void

  init(
    point: AnyObject, hasHooks: @escaping @MainActor () -> Bool,
    run: @escaping @MainActor (_ list: ListView, _ change: SectionEmptinessChange) -> Void
  ) {
    self.point = point
    self.hasHooks = hasHooks
    self.run = run
  }
}
