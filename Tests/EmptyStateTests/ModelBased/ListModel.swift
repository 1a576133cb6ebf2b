import EmptyState

/// The reference model: what a list with an empty-state controller should be, written
/// independently of the library (its own decision table, its own hook bookkeeping).
struct ListModel {
  /// A test hook as the model knows it.
  struct Hook {
    var id: Int
    var before: Bool
    var behaviour: ModelOperation.HookBehaviour
    var hasReloaded = false
    var hasAdded = false
  }

  /// What the data source answers.
  var data: [Int] = []
  var dataSourceAlive = true
  /// What the list reports: the counts of its last content change.
  var listCounts: [Int] = []
  var phase: ContentPhase.Kind = .loaded
  var attached: (content: ModelOperation.Content, tappable: Bool)?
  var phasePlaceholders = false
  var display = EmptyStateOptions.Display.automatic
  var refresh = EmptyStateOptions.Refresh.keepContent
  var predicate: Bool?
  var shown: PlaceholderKind?
  var hooks: [Hook] = []
  var nextHookID = 0

  /// The documented decision table, restated here from the documentation.
  var expectedShown: PlaceholderKind? {
    let hasContent = listCounts.contains { $0 > 0 }
    var kind: PlaceholderKind?
    if display == .always {
      kind = phase == .loading ? .loading : phase == .failed ? .failure : .empty
    } else {
      switch phase {
      case .notLoaded: kind = nil
      case .loading: kind = !hasContent || refresh == .replaceContent ? .loading : nil
      case .loaded: kind = hasContent ? nil : .empty
      case .failed: kind = !hasContent || refresh == .replaceContent ? .failure : nil
      }
    }
    guard let decided = kind else { return nil }
    let configured = decided == .empty ? attached != nil : attached != nil && phasePlaceholders
    guard configured else { return nil }
    if display == .automatic, predicate == false { return nil }
    return decided
  }

  /// The counts a reload fetches.
  var fetched: [Int] {
    dataSourceAlive ? data : []
  }
  /// Whether the data source was released and no fetch has reported it yet.
  var releaseUnreported = false
  /// How many `dataSourceReleased` diagnostics the fetches since the last operation reported.
  var releaseReports = 0

  /// What a fetch returns; the first fetch after the data source was released reports it.
  mutating func fetch() -> [Int] {
    if !dataSourceAlive, releaseUnreported {
      releaseUnreported = false
      releaseReports += 1
    }
    return fetched
  }

  /// Runs the model's passes of one content change and returns the log the hooks must write.
  ///
  /// The hooks run in order over a snapshot; re-entrant reloads run as one more pass.
  mutating func contentChange(_ apply: (inout ListModel) -> Void) -> [String] {
    var log: [String] = []
    var pass = 0
    var reloadAgain = false
    repeat {
      reloadAgain = false
      let snapshot = hooks.map(\.id)
      var cancelled = Set<Int>()
      for id in snapshot where hooks.first(where: { $0.id == id })?.before == true {
        runHook(id, into: &log, cancelled: &cancelled, reloadAgain: &reloadAgain)
      }
      if pass == 0 { apply(&self) } else { listCounts = fetch() }
      for id in snapshot where hooks.first(where: { $0.id == id })?.before == false {
        runHook(id, into: &log, cancelled: &cancelled, reloadAgain: &reloadAgain)
      }
      pass += 1
    } while reloadAgain
    return log
  }

  private mutating func runHook(
    _ id: Int, into log: inout [String], cancelled: inout Set<Int>, reloadAgain: inout Bool
  ) {
    guard !cancelled.contains(id), let index = hooks.firstIndex(where: { $0.id == id }) else {
      return
    }
    log.append("\(hooks[index].before ? "b" : "a")\(id)")
    switch hooks[index].behaviour {
    case .record:
      break
    case .cancelsAnother(let other):
      guard !hooks.isEmpty else { break }
      let target = hooks[other % hooks.count].id
      cancelled.insert(target)
      hooks.removeAll { $0.id == target }
    case .addsAHook:
      guard !hooks[index].hasAdded else { break }
      hooks[index].hasAdded = true
      hooks.append(Hook(id: nextHookID, before: false, behaviour: .record))
      nextHookID += 1
    case .reloadsOnce:
      guard !hooks[index].hasReloaded else { break }
      hooks[index].hasReloaded = true
      reloadAgain = true
    }
  }
}
