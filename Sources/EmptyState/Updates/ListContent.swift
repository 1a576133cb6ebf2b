import Hooks

/// The content bookkeeping a list delegates to: its counts, its content hook point, its open
/// batch and the completions waiting for the hooks to settle.
///
/// Shared by ``TableView`` and ``CollectionView``; the list passes itself into every call, so
/// this object never refers back to it.
@MainActor
final class ListContent<Owner: CountFetching> {
  let hooks: HookPoint<Owner, ListChange>
  var counts = SectionCounts()
  /// A second buffer, so reloads refill storage instead of allocating.
  var spareCounts = SectionCounts()
  /// Whether the counts were ever fetched, and whether a fetch is under way.
  enum LoadState {
    case never
    case loading
    /// A new data source arrived while counts were being fetched: fetch again on next read.
    case loadingInvalidated
    case loaded
  }

  var loadState = LoadState.never
  private var batch = BatchRecorder()
  private var completions: [(Bool) -> Void] = []
  var recoveredSinceLastFlush = false

  init(label: String, typeWide: HookRegistry<Owner, ListChange>) {
    hooks = HookPoint(label: label, typeWide: typeWide, coalescing: ListChange.coalescing)
  }

  /// Forgets the counts, as after a new data source: the next read fetches them again.
  func invalidate() {
    switch loadState {
    case .loaded: loadState = .never
    case .loading: loadState = .loadingInvalidated
    case .never, .loadingInvalidated: return
    }
  }

  /// Whether counts must be fetched before they can be read (never while a fetch runs).
  var needsInitialLoad: Bool { loadState == .never }

  /// Runs `change` through the hooks, or records it when a batch is open.
  func submit(_ change: ListChange, on owner: Owner, work: (Owner, ListChange) -> Void) {
    guard batch.isOpen else { return perform(change, on: owner, work: work) }
    switch change {
    case .reloadData: batch.recordReload()
    case .update(let update): batch.record(update)
    case .batchUpdates(let updates): updates.forEach { batch.record($0) }
    }
  }

  /// Opens a batch (or nests one).
  func beginUpdates() {
    batch.begin()
  }

  /// Closes a batch; the outermost one runs its updates through the hooks as one change.
  func endUpdates(on owner: Owner, work: (Owner, ListChange) -> Void) {
    switch batch.end() {
    case .apply(let change): perform(change, on: owner, work: work)
    case .stillOpen: return
    case .unbalanced: owner.report(.unbalancedEndUpdates)
    }
  }

  /// Whether batch completions wait for the hooks to settle.
  var hasWaitingCompletions: Bool { !completions.isEmpty }

  /// Keeps a batch completion until the content hooks have settled.
  func addCompletion(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  private func perform(_ change: ListChange, on owner: Owner, work: (Owner, ListChange) -> Void) {
    hooks.run(owner, change, work: work)
    guard !hooks.isRunning, !completions.isEmpty else { return }
    let finished = !recoveredSinceLastFlush
    let waiting = completions
    completions = []
    recoveredSinceLastFlush = false
    for completion in waiting { completion(finished) }
  }
}
