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
  /// Whether the list fetched its counts from the current data source (a list never reloaded
  /// fetches them when it first needs them).
  var countsFetched = true
  var phase: ContentPhase.Kind = .loaded
  var attached: (content: ModelOperation.Content, tappable: Bool, title: Int)?
  var phasePlaceholders = false
  var display = EmptyStateOptions.Display.automatic
  var refresh = EmptyStateOptions.Refresh.keepContent
  var predicate: Bool?
  var shown: PlaceholderKind?
  /// What the shown placeholder shows (see ``content(of:)``).
  var shownContent: String?
  var hooks: [Hook] = []
  var nextHookID = 0

  // Transitions and traits (see `ListModel+Transitions.swift`).
  var transitions = EmptyStateOptions.Transitions.none
  var presentation = Presentation.hidden
  /// The shown view's fade-in, and a view fading out.
  var entering: Fade?
  var leaving: Fade?
  /// The view the list keeps: the shown one, or the last one shown.
  var view: View?
  var viewIsCurrent = false
  var builtViews = 0
  /// When every fade started so far has ended, in microseconds.
  var settledBy = 0
  /// The list's trait overrides.
  var traits = ViewTraits.Overrides()

  // Managed loads (see `ListModel+Loads.swift`).
  /// Whether the standard loading timing is on (otherwise none).
  var timed = true
  /// The test clock, in microseconds (a fade may end between two milliseconds).
  var now = 0
  var load: Load?
  /// The phase before the first load of a chain of superseding loads.
  var phaseBefore: ContentPhase.Kind = .loaded
  var delayDeadline: Int?
  var held: (outcome: Outcome, deadline: Int)?
  /// Since when the loading placeholder is shown.
  var shownAt: Int?
  /// Whether a loader was given (so that retry and refresh run it again).
  var hasLoader = false
  /// How many runs of loaders started.
  var runCount = 0
  var searchQuery: String?

  /// The documented decision table, restated here from the documentation.
  var expectedShown: PlaceholderKind? {
    let hasContent = listCounts.contains { $0 > 0 }
    var kind: PlaceholderKind?
    let phase = displayedPhase
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

  /// What a placeholder of `kind` shows: two different strings are two different contents.
  func content(of kind: PlaceholderKind?) -> String? {
    switch kind {
    case nil: return nil
    case .loading?: return "loading"
    case .failure?: return "failure with Retry"
    case .empty?:
      if let searchQuery { return "no results for \(searchQuery)" }
      guard let attached else { return nil }
      return attached.content == .image ? "image" : "\(attached.content) \(attached.title)"
    }
  }

  /// Decides as the library does at this point, and adds the events of the change: appear,
  /// disappear, or a new content in place, each with its transition.
  mutating func decide(into events: inout [EmptyStateEvent]) {
    let old = shown
    let new = expectedShown
    let newContent = content(of: new)
    carryOut(from: old, to: new, newContent: newContent, events: &events)
    shown = new
    shownContent = newContent
    if new == nil, !viewIsCurrent { view = nil }
    if new != .loading {
      shownAt = nil
    } else if old != .loading {
      shownAt = now
    }
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

  /// Fetches the counts if the list never did, as its first read of them does.
  mutating func fetchCountsIfNeeded() {
    guard !countsFetched else { return }
    countsFetched = true
    listCounts = fetch()
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
