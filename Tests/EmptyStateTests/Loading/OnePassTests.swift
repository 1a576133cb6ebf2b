import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// A load's data and its phase reach the decision together: every observer (event listeners,
/// the predicate, the list's own content hooks) sees the phase say loaded only with the new
/// counts, and the decision runs once, after both.
@Suite @MainActor struct OnePassTests {
  /// What an observer saw: the phase and the number of rows at that moment.
  struct Moment: Equatable, CustomStringConvertible {
    var phase: ContentPhase.Kind
    var rows: Int
    var description: String { "\(phase) with \(rows) row(s)" }
  }

  /// Records every moment the app can observe while a load completes.
  @MainActor final class Observer {
    var moments: [Moment] = []
    var decisions = 0
    var tokens: [HookToken] = []

    init(_ list: LoadingList) {
      let table = list.table
      let moment = { [unowned self] in
        self.moments.append(Moment(phase: table.emptyState.phase.kind, rows: table.rowCount))
      }
      tokens.append(table.onEmptyStateEvent { _, _ in moment() })
      tokens.append(table.contentHooks.after { _, _ in moment() })
      table.emptyState.configuration.shouldDisplay = { [unowned self] _ in
        self.decisions += 1
        moment()
        return true
      }
    }
  }
}

extension TableView {
  /// All rows of all sections.
  fileprivate var rowCount: Int {
    (0..<numberOfSections).map { numberOfRows(inSection: $0) }.reduce(0, +)
  }
}

extension OnePassTests {
  @Test func theLoadedPhaseIsNeverSeenWithTheOldCounts() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    let observer = Observer(list)
    await list.succeed(gate, with: [3], task: task)
    #expect(!observer.moments.isEmpty)
    #expect(!observer.moments.contains(Moment(phase: .loaded, rows: 0)))
    #expect(observer.moments.last == Moment(phase: .loaded, rows: 3))
  }

  @Test func theEmptyPlaceholderNeverFlashesBeforeTheRows() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    _ = list.takeEvents()
    await list.succeed(gate, with: [3], task: task)
    #expect(
      list.takeEvents() == [
        .didChangePhase(.loaded), .willDisappear, .didDisappear, .didEndLoad(.load, .succeeded),
      ])
  }

  @Test func aRefreshOverRowsNeverShowsTheOldRowsAsLoaded() async throws {
    let list = try LoadingList(refresh: .replaceContent)
    let gate = LoadGate<[Int]>()
    await list.succeed(gate, with: [2], task: list.load(gate))
    let refresh = LoadGate<[Int]>()
    let task = list.load(refresh)
    let observer = Observer(list)
    await list.succeed(refresh, with: [0], task: task)
    #expect(!observer.moments.contains(Moment(phase: .loaded, rows: 2)))
    #expect(list.shown == .empty)
  }

  @Test func theDecisionRunsOnceAfterTheDataAndThePhase() async throws {
    let list = try LoadingList(refresh: .replaceContent)
    let gate = LoadGate<[Int]>()
    await list.succeed(gate, with: [2], task: list.load(gate))
    let refresh = LoadGate<[Int]>()
    let task = list.load(refresh)
    let observer = Observer(list)
    observer.decisions = 0
    await list.succeed(refresh, with: [0], task: task)
    #expect(observer.decisions == 1)
  }

  @Test func anApplyStepWithBatchUpdatesIsOnePassToo() async throws {
    let list = try LoadingList(refresh: .replaceContent)
    let gate = LoadGate<[Int]>()
    await list.succeed(gate, with: [2], task: list.load(gate))
    let source = list.source
    let refresh = LoadGate<[Int]>()
    let task = list.table.emptyState.load {
      try await refresh.value()
    } apply: { table, rows in
      table.performBatchUpdates {
        source.sections = rows
        table.deleteRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
      }
    }
    let observer = Observer(list)
    observer.decisions = 0
    await list.succeed(refresh, with: [0], task: task)
    #expect(!observer.moments.contains(Moment(phase: .loaded, rows: 2)))
    #expect(observer.decisions == 1)
    #expect(list.shown == .empty)
  }

  @Test func theApplyStepSeesThePhaseStillLoading() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    var phaseDuringApply: ContentPhase.Kind?
    let task = list.table.emptyState.load {
      try await gate.value()
    } apply: { table, _ in
      phaseDuringApply = table.emptyState.phase.kind
    }
    await list.succeed(gate, with: [1], task: task)
    #expect(phaseDuringApply == .loading)
  }
}
