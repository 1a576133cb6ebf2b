import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// A table with all three placeholders, a test clock, and loads whose results the test hands
/// over through gates: everything a loading test needs, with no real time anywhere.
@MainActor
final class LoadingList {
  let source: SectionsSource
  let table: TableView
  let clock = TestClock()
  /// Every event, in order.
  private(set) var events: [EmptyStateEvent] = []
  private var token: HookToken?

  init(
    rows: [Int] = [], timing: EmptyStateOptions.LoadingTiming = .immediate,
    refresh: EmptyStateOptions.Refresh = .keepContent
  ) throws {
    source = SectionsSource(rows)
    table = Fixtures.table(source)
    table.emptyState.phase = .notLoaded
    table.emptyState.clock = clock
    table.emptyState.configuration = try PhasedList.configuration(
      options: EmptyStateOptions(refresh: refresh, loadingTiming: timing))
    token = table.onEmptyStateEvent { [unowned self] _, event in self.events.append(event) }
  }

  var emptyState: EmptyStateController<TableView> { table.emptyState }
  var shown: PlaceholderKind? { table.emptyState.shownPlaceholder }
  var phase: ContentPhase.Kind { table.emptyState.phase.kind }

  /// Starts a load whose rows come from `gate`; the apply step writes them and reloads.
  @discardableResult
  func load(_ gate: LoadGate<[Int]>, id: AnyHashable? = nil) -> Task<Void, Never> {
    let source = source
    return table.emptyState.load(id: id) {
      try await gate.value()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
  }

  /// Starts a load whose successive runs (retries, refreshes) wait for successive gates.
  @discardableResult
  func load(_ gates: LoadGates<[Int]>) -> Task<Void, Never> {
    let source = source
    return table.emptyState.load {
      try await gates.value()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
    }
  }

  /// Hands `rows` to the loader and waits until the load has applied or held them.
  func succeed(
    _ gate: LoadGate<[Int]>, with rows: [Int], task: Task<Void, Never>
  ) async {
    gate.succeed(rows)
    await table.emptyState.settle()
  }

  /// Makes the loader throw `error` and waits until the load has handled or held it.
  func fail(_ gate: LoadGate<[Int]>, with error: any Error, task: Task<Void, Never>) async {
    gate.fail(error)
    await table.emptyState.settle()
  }

  /// Advances the clock by `duration`: every timer it reaches fires in turn, at its deadline.
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }

  /// The events since the last call, and forgets them.
  func takeEvents() -> [EmptyStateEvent] {
    defer { events = [] }
    return events
  }
}
