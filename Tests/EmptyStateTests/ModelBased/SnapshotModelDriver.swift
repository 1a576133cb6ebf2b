import EmptyState
import Hooks
import TestSupport

/// Applies snapshot steps to a real list and to the expected state, and checks after each that
/// the list's counts and identifiers are the snapshot's and that the placeholder is the one the
/// documented decision table gives for the content rule.
@MainActor
final class SnapshotModelDriver {
  typealias Snapshot = ListSnapshot<Int, Int>

  let list: any SnapshotModelList
  let tracker: LifetimeTracker
  /// What the list must show: the last snapshot applied, without marks.
  private var expected = Snapshot()
  private var phase = ContentPhase.Kind.loaded
  private var ignored: Set<Int>?
  private var presentation = EmptyStateOptions.Presentation.atDecision
  private var changes: [ListChange] = []
  private var diagnostics: [ListDiagnostic] = []
  private var appearances = 0
  private var tokens: [HookToken] = []

  init(useCollection: Bool, tracker: LifetimeTracker) throws {
    self.tracker = tracker
    let frame = ViewRect(x: 0, y: 0, width: 320, height: 480)
    list =
      useCollection
      ? try TypedSnapshotList(CollectionView(frame: frame)) { collection in
        CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, item in
          "\(item)"
        }
      }
      : try TypedSnapshotList(TableView(frame: frame)) { table in
        TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, item in "Order \(item)" }
      }
    list.view.diagnosticHandler = { [unowned self] _, diagnostic in diagnostics.append(diagnostic) }
    tokens.append(list.onContentChange { [unowned self] change in changes.append(change) })
    tokens.append(
      list.onEvent { [unowned self] event in if event == .didAppear { appearances += 1 } })
    tracker.track(list.view, "list")
    tracker.track(list.source, "data source")
    tracker.track(list.controller, "controller")
  }

  /// Runs `operation` and returns the first broken invariant, if any.
  func run(_ operation: SnapshotOperation) -> String? {
    changes = []
    diagnostics = []
    appearances = 0
    let shownBefore = list.shownPlaceholder
    switch operation {
    case .apply(let target, let usingReload):
      if let broken = apply(target, usingReload: usingReload, shownBefore: shownBefore) {
        return broken
      }
    case .injectDuplicate(let item, let pick):
      if let broken = injectDuplicate(item: item, pick: pick) { return broken }
    case .phase(let kind):
      phase = kind
      list.setPhase(PhaseTableTests.phase(kind))
    case .ignore(let sections):
      ignored = sections
      list.setRule(ignoring: sections)
    case .presentation(let value):
      presentation = value
      list.setPresentation(value)
    case .chain(let first, let second, let fromHook):
      if let broken = chain(first, then: second, fromHook: fromHook) { return broken }
      // The visibility may change twice on the way (at most one appearance): only the end is
      // checked against the decision table.
      guard appearances <= 1 else { return "\(appearances) appearances in one chain" }
      appearances = shownBefore == nil && list.shownPlaceholder != nil ? 1 : 0
    }
    tracker.track(list.view.subviews.last, "a view of the list")
    return check(shownBefore: shownBefore)
  }

  private func apply(_ target: Snapshot, usingReload: Bool, shownBefore: PlaceholderKind?)
    -> String?
  {
    let old = Self.identifiers(expected)
    var completions: [(passes: Int, shown: PlaceholderKind?)] = []
    let completion: @MainActor () -> Void = { [unowned self] in
      completions.append((changes.count, list.shownPlaceholder))
    }
    if usingReload {
      list.source.applySnapshotUsingReloadData(target, completion: completion)
    } else {
      list.source.apply(target, animatingDifferences: true, completion: completion)
    }
    expected = target.withoutMarksForTests
    guard changes.count == 1 else { return "\(changes.count) content passes, expected 1" }
    guard completions.count == 1, completions[0].passes == 1 else {
      return "completions \(completions), expected one after the pass"
    }
    if presentation == .afterCompletion, shownBefore == nil, completions[0].shown != nil {
      return "placeholder shown before the completion ran"
    }
    switch (changes[0], usingReload) {
    case (.reloadData, true): return nil
    case (.batchUpdates(let updates), false):
      let replayed = BatchReplay.replay(updates, on: old, new: Self.identifiers(expected))
      guard replayed == .success(Self.identifiers(expected)) else {
        return "batch \(updates) replays to \(replayed)"
      }
      return nil
    default: return "change \(changes[0]), expected \(usingReload ? "a reload" : "a batch")"
    }
  }

  private func chain(_ first: Snapshot, then second: Snapshot, fromHook: Bool) -> String? {
    let source = list.source
    var completions = 0
    if fromHook {
      var applied = false
      let hook = list.onContentChange { _ in
        guard !applied else { return }
        applied = true
        source.apply(second, animatingDifferences: true) { completions += 1 }
      }
      source.apply(first, animatingDifferences: true) { completions += 1 }
      hook.cancel()
    } else {
      source.apply(first, animatingDifferences: true) {
        completions += 1
        source.apply(second, animatingDifferences: true) { completions += 1 }
      }
    }
    expected = second.withoutMarksForTests
    guard changes.count == 2 else { return "\(changes.count) content passes, expected 2" }
    guard completions == 2 else { return "\(completions) completions, expected 2" }
    return nil
  }

  private func injectDuplicate(item: Bool, pick: Int) -> String? {
    var snapshot = list.source.snapshot()
    let before = snapshot
    let items = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    do {
      if item {
        guard !items.isEmpty else { return nil }
        try snapshot.appendItems([items[pick % items.count]])
      } else {
        guard !sections.isEmpty else { return nil }
        try snapshot.insertSections(
          [9, sections[pick % sections.count]], beforeSection: sections[0])
      }
      return "a duplicate was accepted: \(snapshot)"
    } catch {
      return snapshot == before ? nil : "a refused duplicate changed the snapshot to \(snapshot)"
    }
  }

  private func check(shownBefore: PlaceholderKind?) -> String? {
    if !diagnostics.isEmpty { return "diagnostics \(diagnostics)" }
    let view = list.view
    let counts = (0..<view.numberOfSections).map(view.numberOfItems(inSection:))
    let expectedCounts = expected.sectionIdentifiers.map(expected.numberOfItems(inSection:))
    if counts != expectedCounts { return "counts \(counts), snapshot \(expectedCounts)" }
    let rows = counts.enumerated().map { section, count in
      (0..<count).map { list.source.itemIdentifier(for: ListIndexPath(item: $0, section: section)) }
    }
    if rows != Self.identifiers(expected) { return "identifiers \(rows), snapshot \(expected)" }
    if list.source.snapshot() != expected { return "data source holds \(list.source.snapshot())" }
    let shown = list.shownPlaceholder
    if shown != expectedPlaceholder {
      return
        "shown \(String(describing: shown)), expected \(String(describing: expectedPlaceholder))"
    }
    // Read as the operation left it: no layout pass runs before this check.
    if let broken = ViewTreeCheck.problem(in: view, shown: shown) { return broken }
    let appeared = shownBefore == nil && shown != nil ? 1 : 0
    if appearances != appeared { return "\(appearances) appearances, expected \(appeared)" }
    return nil
  }

  /// The documented decision table (automatic display, rows kept while loading), with rows
  /// counted by the content rule.
  private var expectedPlaceholder: PlaceholderKind? {
    let ignoredItems = (ignored ?? []).reduce(0) { $0 + expected.numberOfItems(inSection: $1) }
    let hasContent = expected.numberOfItems > ignoredItems
    guard !hasContent else { return nil }
    switch phase {
    case .notLoaded: return nil
    case .loading: return .loading
    case .loaded: return .empty
    case .failed: return .failure
    }
  }

  static func identifiers(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map(snapshot.itemIdentifiers(inSection:))
  }
}

extension ListSnapshot {
  /// The snapshot as a data source keeps it once applied: without reload marks, rebuilt
  /// through the public API.
  var withoutMarksForTests: ListSnapshot {
    var copy = ListSnapshot()
    for section in sectionIdentifiers {
      try? copy.appendSections([section])
      try? copy.appendItems(itemIdentifiers(inSection: section), toSection: section)
    }
    return copy
  }
}
