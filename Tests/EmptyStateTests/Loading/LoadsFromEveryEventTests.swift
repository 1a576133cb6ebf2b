import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing
import VirtualTime

/// Handlers that start, refresh, retry or cancel a load from every kind of event, under random
/// loads, answers, failures, phase changes and clock steps: the stack stays flat, every started
/// load ends exactly once, only the runaway bound is ever reported, and once everything is
/// cancelled and settled the list shows what its phase and rows say.
@Suite @MainActor struct LoadsFromEveryEventTests {
  /// What a handler does when its event comes.
  enum Reaction: CaseIterable {
    case load, refresh, retry, cancel
  }

  /// The kinds of event a handler reacts to.
  static func matches(_ event: EmptyStateEvent, kind: Int) -> Bool {
    switch (kind, event) {
    case (0, .willAppear), (1, .didAppear), (2, .willDisappear), (3, .didDisappear),
      (4, .didChangePhase), (5, .didReplacePlaceholder), (6, .didStartLoad), (7, .didEndLoad):
      true
    default: false
    }
  }

  static let eventKinds = 8
  static let seeds: UInt64 = 200
  static let steps = 30
}

extension LoadsFromEveryEventTests {
  @Test(arguments: Reaction.allCases)
  func loadsStartedOrCancelledFromEveryEventKeepTheLoadsInStep(reaction: Reaction) async throws {
    var failures = 0
    for seed in 0..<Self.seeds {
      if let failure = try await Self.run(seed: seed, reaction: reaction) {
        Issue.record("seed \(seed), \(reaction): \(failure)")
        failures += 1
        if failures == 3 { return }
      }
    }
  }

  private static func run(seed: UInt64, reaction: Reaction) async throws -> String? {
    let random = SplitMix64Box(seed: seed)
    let list = try LoadingList(rows: [0], timing: .standard)
    var diagnostics: [ListDiagnostic] = []
    list.table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    let kind = random.int(0...(eventKinds - 1))
    var budget = random.int(1...20)  // reactions left, so that most runs also settle
    var starts = 0
    var ends = 0
    var gates: [LoadGate<[Int]>] = []
    let source = list.source
    let token = list.table.onEmptyStateEvent { table, event in
      if case .didStartLoad = event { starts += 1 }
      if case .didEndLoad = event { ends += 1 }
      guard budget > 0, matches(event, kind: kind) else { return }
      budget -= 1
      switch reaction {
      case .load:
        let gate = LoadGate<[Int]>()
        gates.append(gate)
        table.emptyState.load {
          try await gate.value()
        } apply: { table, rows in
          source.sections = rows
          table.reloadData()
        }
      case .refresh: table.emptyState.refresh()
      case .retry: table.emptyState.retry()
      case .cancel: table.emptyState.cancelLoading()
      }
    }
    for _ in 0..<steps {
      switch random.int(0...9) {
      case 0...2:
        let gate = LoadGate<[Int]>()
        gates.append(gate)
        list.load(gate)
      case 3...4:
        guard !gates.isEmpty else { continue }
        let gate = gates[random.int(0...(gates.count - 1))]
        if random.int(0...2) == 0 {
          gate.fail(LoadError())
        } else {
          gate.succeed(random.int(0...1) == 0 ? [] : [random.int(1...3)])
        }
      case 5...6:
        await list.advance(by: .milliseconds(random.int(1...400)))
      case 7:
        list.emptyState.phase = [.loaded, .notLoaded, .loading][random.int(0...2)]
      case 8:
        source.sections = random.int(0...1) == 0 ? [0] : [2]
        list.table.reloadData()
      default:
        list.emptyState.cancelLoading()
      }
      await list.emptyState.settle()  // answered loaders reach the main actor
    }
    budget = 0
    list.emptyState.cancelLoading()
    for gate in gates { gate.fail(CancellationError()) }
    await list.advance(by: .seconds(2))
    token.cancel()
    if list.emptyState.isLoading { return "still loading after everything was cancelled" }
    let unexpected = diagnostics.filter {
      if case .hook(.runawayReentrancy) = $0 { return false }
      return true
    }
    // A runaway drops the events still queued (documented in Resource Limits): only without one
    // must every start have had its end.
    let ranAway = diagnostics.count > unexpected.count
    if !ranAway, starts != ends { return "\(starts) loads started, \(ends) ended" }
    if starts > ends { return "\(starts) loads started, only \(ends) ended" }
    if !unexpected.isEmpty { return "diagnostics \(unexpected)" }
    let hasRows =
      source.sections.contains { $0 > 0 } && list.table.numberOfSections > 0
      && list.table.numberOfRows(inSection: 0) > 0
    let phase = list.phase
    let expected: PlaceholderKind? =
      switch phase {
      case _ where hasRows: nil
      case .loaded: .empty
      case .failed: .failure
      case .loading: .loading
      case .notLoaded: nil
      }
    if list.shown != expected {
      return "shows \(String(describing: list.shown)) in phase \(phase), rows \(hasRows)"
    }
    return nil
  }
}
