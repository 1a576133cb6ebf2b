import EmptyState
import Testing

/// The decision table, cell by cell: as a pure function, and through a real list.
@Suite @MainActor struct PhaseTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var phase: ContentPhase.Kind
    var hasContent: Bool
    var refresh: EmptyStateOptions.Refresh
    var expected: PlaceholderKind?
    var testDescription: String {
      "\(phase), \(hasContent ? "rows" : "no rows"), \(refresh) -> \(expected.map(\.rawValue) ?? "nothing")"
    }
  }

  nonisolated static let table: [Row] = [
    Row(phase: .notLoaded, hasContent: false, refresh: .keepContent, expected: nil),
    Row(phase: .notLoaded, hasContent: true, refresh: .keepContent, expected: nil),
    Row(phase: .notLoaded, hasContent: false, refresh: .replaceContent, expected: nil),
    Row(phase: .notLoaded, hasContent: true, refresh: .replaceContent, expected: nil),
    Row(phase: .loading, hasContent: false, refresh: .keepContent, expected: .loading),
    Row(phase: .loading, hasContent: true, refresh: .keepContent, expected: nil),
    Row(phase: .loading, hasContent: false, refresh: .replaceContent, expected: .loading),
    Row(phase: .loading, hasContent: true, refresh: .replaceContent, expected: .loading),
    Row(phase: .loaded, hasContent: false, refresh: .keepContent, expected: .empty),
    Row(phase: .loaded, hasContent: true, refresh: .keepContent, expected: nil),
    Row(phase: .loaded, hasContent: false, refresh: .replaceContent, expected: .empty),
    Row(phase: .loaded, hasContent: true, refresh: .replaceContent, expected: nil),
    Row(phase: .failed, hasContent: false, refresh: .keepContent, expected: .failure),
    Row(phase: .failed, hasContent: true, refresh: .keepContent, expected: nil),
    Row(phase: .failed, hasContent: false, refresh: .replaceContent, expected: .failure),
    Row(phase: .failed, hasContent: true, refresh: .replaceContent, expected: .failure),
  ]

  @Test(arguments: table)
  func decisionFollowsTheTable(_ row: Row) {
    let decided = EmptyStateDecision.placeholder(
      phase: row.phase, hasContent: row.hasContent, display: .automatic, refresh: row.refresh)
    #expect(decided == row.expected)
  }

  @Test(arguments: table)
  func listShowsWhatTheTableSays(_ row: Row) throws {
    let list = try PhasedList(
      rows: row.hasContent ? [2] : [0], options: EmptyStateOptions(refresh: row.refresh))
    list.table.emptyState.phase = Self.phase(row.phase)
    #expect(list.shown == row.expected)
    if let expected = row.expected {
      #expect(list.table.emptyView?.titleNode.text == Self.title(expected))
    }
  }

  @Test(arguments: ContentPhase.Kind.allCases)
  func forcedDisplayShowsThePhasesPlaceholderOverRows(_ phase: ContentPhase.Kind) {
    let expected: [ContentPhase.Kind: PlaceholderKind] = [
      .notLoaded: .empty, .loading: .loading, .loaded: .empty, .failed: .failure,
    ]
    for hasContent in [false, true] {
      let decided = EmptyStateDecision.placeholder(
        phase: phase, hasContent: hasContent, display: .always, refresh: .keepContent)
      #expect(decided == expected[phase])
    }
  }

  static func phase(_ kind: ContentPhase.Kind) -> ContentPhase {
    switch kind {
    case .notLoaded: return .notLoaded
    case .loading: return .loading
    case .loaded: return .loaded
    case .failed: return .failed(LoadError())
    }
  }

  static func title(_ kind: PlaceholderKind) -> String {
    switch kind {
    case .empty: return "No orders yet"
    case .loading: return "Loading…"
    case .failure: return "Could not load"
    }
  }
}
