public import EmptyState

/// Records what happens to a list and its empty state, in order: every content pass with the
/// change it ran and the counts after it, every event, and what is shown after each.
///
/// Read it as values (``entries``) or as a compact text log (``log``), one line an entry:
///
/// ```swift
/// let recorder = EmptyStateRecorder(table)
/// dataSource.apply(snapshot)
/// #expect(recorder.events == [.willDisappear, .didDisappear])
/// ```
///
/// The recorder holds the list weakly and listens through tokens it keeps: dropping the recorder
/// stops the recording and keeps nothing alive. It keeps the newest ``maximumEntries`` entries,
/// dropping the oldest one by one past that (in constant time each), so a runaway cannot grow
/// it without end.
@MainActor
public final class EmptyStateRecorder<List: ListView & ListContainer> {
  /// One thing that happened.
  public enum Entry: Hashable, Sendable, CustomStringConvertible {
    /// A content pass ran `change`; the list then had these counts per section (the first
    /// ``EmptyStateRecorder/maximumRecordedSections``).
    case pass(ListChange, counts: [Int])
    /// An event was sent.
    case event(EmptyStateEvent)
    /// After a visibility or content event: what is shown now, `nil` for nothing, with the
    /// title on screen (`nil` when the placeholder has none), whatever else it shows.
    case shown(PlaceholderKind?, title: String?)

    /// The entry's line in ``EmptyStateRecorder/log``.
    public var description: String {
      switch self {
      case .pass(let change, let counts):
        return "pass \(Self.describe(change)) → \(counts)"
      case .event(let event):
        return "\(event)"
      case .shown(nil, _):
        return "→ nothing shown"
      case .shown(let kind?, let title):
        return "→ \(kind) shown" + (title.map { " \"\(LogText.escaped($0))\"" } ?? "")
      }
    }

    private static func describe(_ change: ListChange) -> String {
      switch change {
      case .reloadData: "reload"
      case .update(let update): "\(update)"
      case .batchUpdates(let updates):
        "batch [\(updates.map(\.description).joined(separator: "; "))]"
      }
    }
  }

  /// The most entries kept: past it, each new entry drops the oldest.
  public static var maximumEntries: Int { 10_000 }

  /// What was recorded since the start (or the last ``clear()``), oldest first: all of it, or
  /// the newest ``maximumEntries`` entries.
  public var entries: [Entry] {
    Array(ring[start...] + ring[..<start])
  }
  /// How many of the oldest entries were dropped to stay within ``maximumEntries``.
  public private(set) var droppedEntries = 0

  /// The entries kept, a ring once full: the oldest is at `start`, the newest just before it.
  private var ring: [Entry] = []
  private var start = 0

  private weak var list: List?
  private var tokens: [HookToken] = []

  /// Starts recording `list`.
  ///
  /// - Parameter list: The list to follow; held weakly.
  public init(_ list: List) {
    self.list = list
    tokens.append(
      list.contentHooks.after { [weak self] owner, change in
        self?.append(.pass(change, counts: Self.counts(of: owner)))
      })
    tokens.append(
      list.onEmptyStateEvent { [weak self] list, event in
        self?.record(event, on: list)
      })
  }

  /// The entries as text, one line each.
  public var log: String {
    entries.map(\.description).joined(separator: "\n")
  }

  /// The events alone, in order.
  public var events: [EmptyStateEvent] {
    entries.compactMap { entry in
      if case .event(let event) = entry { return event }
      return nil
    }
  }

  /// Forgets what was recorded; recording goes on.
  public func clear() {
    ring = []
    start = 0
    droppedEntries = 0
  }

  /// The entries since the last call (or since the start), which are then forgotten.
  public func take() -> [Entry] {
    defer { clear() }
    return entries
  }

  private func record(_ event: EmptyStateEvent, on list: List) {
    append(.event(event))
    switch event {
    case .didAppear, .didDisappear, .didReplacePlaceholder:
      let shown = list.emptyState.shownPlaceholder
      append(.shown(shown, title: shown == nil ? nil : list.emptyView?.shownTitle))
    default:
      break
    }
  }

  private func append(_ entry: Entry) {
    guard ring.count == Self.maximumEntries else { return ring.append(entry) }
    ring[start] = entry
    start = (start + 1) % Self.maximumEntries
    droppedEntries += 1
  }

  /// The counts of the first ``maximumRecordedSections`` sections.
  private static func counts(of list: some ListContainer) -> [Int] {
    (0..<min(list.numberOfSections, maximumRecordedSections)).map(list.numberOfItems(inSection:))
  }

  /// The most section counts a pass records: a list of a million sections records the first
  /// hundred.
  public static var maximumRecordedSections: Int { 100 }
}
