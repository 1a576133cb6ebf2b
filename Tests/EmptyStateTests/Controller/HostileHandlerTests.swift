import EmptyState
import TestSupport
import Testing

/// Event handlers that never stop changing the empty state: every loop is bounded, reported,
/// and ends with the placeholder matching the list's data and phase.
@Suite @MainActor struct HostileHandlerTests {
  @Test func aHandlerFlippingThePhaseForeverStopsAtTheBoundWithADiagnostic() throws {
    let log = DiagnosticLog()
    let list = try PhasedList(rows: [0], log: log)
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didChangePhase(let kind) = event else { return }
      if kind == .loading {
        table.emptyState.finishLoading()
      } else {
        table.emptyState.beginLoading()
      }
    }
    defer { token.cancel() }
    list.table.emptyState.beginLoading()
    let bound = HookDefaults.maximumPasses
    #expect(
      log.entries == [.hook(.runawayReentrancy(label: "EmptyStateController.phase", passes: bound))]
    )
    let expected: PlaceholderKind = list.table.emptyState.phase == .loading ? .loading : .empty
    #expect(list.shown == expected)
  }

  @Test func aHandlerFlippingThePhaseForeverHearsOneAnnouncementPerRoundOfTheBound() throws {
    let list = try PhasedList(rows: [0], log: DiagnosticLog())
    var announced = 0
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didChangePhase(let kind) = event else { return }
      announced += 1
      if kind == .loading {
        table.emptyState.finishLoading()
      } else {
        table.emptyState.beginLoading()
      }
    }
    defer { token.cancel() }
    list.table.emptyState.beginLoading()
    #expect(announced == HookDefaults.maximumPasses)
  }

  @Test func aPhaseSetWhileOneIsAnnouncedIsAnnouncedAfterIt() throws {
    let list = try PhasedList(rows: [0])
    var phases: [ContentPhase.Kind] = []
    var depth = 0
    var deepest = 0
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didChangePhase(let kind) = event else { return }
      depth += 1
      deepest = max(deepest, depth)
      phases.append(kind)
      if kind == .loading { table.emptyState.finishLoading() }
      depth -= 1
    }
    defer { token.cancel() }
    list.table.emptyState.beginLoading()
    #expect(phases == [.loading, .loaded])
    #expect(deepest == 1)
    #expect(list.shown == .empty)
  }

  @Test func handlersReloadingForeverEndWithThePlaceholderMatchingTheData() {
    let source = SectionsSource([0])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    let token = table.onEmptyStateEvent { table, event in
      switch event {
      case .didAppear: source.sections = [1]
      case .didDisappear: source.sections = [0]
      default: return
      }
      table.reloadData()
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    #expect(!log.entries.isEmpty)
    #expect(
      log.entries.allSatisfy { if case .hook(.runawayReentrancy) = $0 { true } else { false } })
    let rows = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
    #expect(rows == source.sections)
    #expect(table.emptyState.isShown == (rows == [0]))
  }

  @Test func anAppearanceCancelledByAHandlerEndsWithPairedEvents() {
    let table = Fixtures.table(SectionsSource([0]))
    let events = EventLog(observing: table.emptyState)
    let token = table.onEmptyStateEvent { table, event in
      if event == .willAppear { table.removeEmptyView() }
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    #expect(events.events == [.willAppear, .willDisappear, .didDisappear])
    #expect(!table.emptyState.isShown)
  }
}
