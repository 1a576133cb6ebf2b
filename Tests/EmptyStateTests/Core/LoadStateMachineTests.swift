import Testing

@testable import EmptyState

/// The sealed load state machine on its own: generations keep stale loads out, chains keep the
/// phase to put back, and the show delay goes on across a chain.
@Suite struct LoadStateMachineTests {
  /// The machine with a text as the outcome it holds.
  typealias Machine = LoadStateMachine<String>

  /// Starts a load and returns its generation.
  func start(
    _ machine: inout Machine, id: AnyHashable? = nil, phase: ContentPhase = .loaded,
    delays: Bool = false
  ) -> UInt64? {
    guard
      case .started(let load, _, _) = machine.start(
        kind: .load, id: id, phase: phase, delaysDisplay: delays)
    else { return nil }
    return load.generation
  }
}

extension LoadStateMachineTests {
  @Test func aStaleGenerationIsIgnored() throws {
    var machine = Machine()
    let old = try #require(start(&machine))
    _ = start(&machine)
    guard
      case .ignore = machine.loaderFinished(
        generation: old, cancelled: false, outcome: "old rows", minimumDisplayRuns: false)
    else {
      Issue.record("a superseded load's outcome was not ignored")
      return
    }
  }

  @Test func theCurrentGenerationFinishes() throws {
    var machine = Machine()
    let generation = try #require(start(&machine))
    guard
      case .finished(let load, "rows") = machine.loaderFinished(
        generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: false)
    else {
      Issue.record("the current load did not finish")
      return
    }
    #expect(load.generation == generation)
    #expect(machine.complete(generation: generation)?.generation == generation)
    #expect(machine.load == nil)
  }

  @Test func aCancelledLoaderEndsTheLoad() throws {
    var machine = Machine()
    let generation = try #require(start(&machine, phase: .notLoaded))
    guard
      case .cancelled(let load) = machine.loaderFinished(
        generation: generation, cancelled: true, outcome: "rows", minimumDisplayRuns: false)
    else {
      Issue.record("the cancellation was not reported")
      return
    }
    #expect(load.phaseBefore == .notLoaded)
    #expect(machine.load == nil)
  }

  @Test func aChainKeepsThePhaseBeforeItsFirstLoad() {
    var machine = Machine()
    _ = start(&machine, phase: .failed(LoadError()))
    _ = start(&machine, phase: .loading)
    let cancelled = machine.cancel()
    #expect(cancelled?.phaseBefore == .failed(LoadError()))
  }

  @Test func theSameIDJoins() {
    var machine = Machine()
    _ = start(&machine, id: "orders")
    guard
      case .joined = machine.start(kind: .load, id: "orders", phase: .loading, delaysDisplay: false)
    else {
      Issue.record("the same id did not join")
      return
    }
  }

  @Test func theShowDelayShowsThePhaseBeforeUntilItElapses() {
    var machine = Machine()
    _ = start(&machine, phase: .loaded, delays: true)
    #expect(machine.displayedPhase == .loaded)
    let elapsed = machine.showDelayElapsed()
    #expect(elapsed)
    #expect(machine.displayedPhase == nil)
    let again = machine.showDelayElapsed()
    #expect(!again)
  }

  @Test func aSupersedingLoadKeepsTheShowDelayRunning() {
    var machine = Machine()
    _ = start(&machine, delays: true)
    guard
      case .started(_, _, let timer) = machine.start(
        kind: .load, id: nil, phase: .loading, delaysDisplay: true)
    else { return }
    #expect(timer == .keep)
    #expect(machine.displayedPhase == .loaded)
  }

  @Test func supersedingAHeldOutcomeStopsItsTimer() throws {
    var machine = Machine()
    let generation = try #require(start(&machine))
    _ = machine.loaderFinished(
      generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: true)
    guard
      case .started(_, let superseded, let timer) = machine.start(
        kind: .refresh, id: nil, phase: .loading, delaysDisplay: true)
    else { return }
    #expect(superseded?.generation == generation)
    #expect(timer == .cancel)
    #expect(machine.heldOutcome == nil)
  }

  @Test func aHeldLoadIgnoresALateSecondOutcome() throws {
    var machine = Machine()
    let generation = try #require(start(&machine))
    _ = machine.loaderFinished(
      generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: true)
    guard
      case .ignore = machine.loaderFinished(
        generation: generation, cancelled: true, outcome: "late", minimumDisplayRuns: false)
    else {
      Issue.record("a held load took a second outcome")
      return
    }
  }

  @Test func anOutcomeWhileTheMinimumDisplayRunsIsHeldWithItsLoad() throws {
    var machine = Machine()
    let generation = try #require(start(&machine))
    guard
      case .held(let load) = machine.loaderFinished(
        generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: true)
    else {
      Issue.record("the outcome was not held")
      return
    }
    #expect(load.generation == generation)
    #expect(machine.heldOutcome?.outcome == "rows")
    #expect(machine.heldOutcome?.load.generation == generation)
    _ = machine.complete(generation: generation)
    #expect(machine.heldOutcome == nil)
  }

  @Test func anOutcomeInTheShowDelayIsNeverHeld() throws {
    var machine = Machine()
    let generation = try #require(start(&machine, delays: true))
    guard
      case .finished(_, "rows") = machine.loaderFinished(
        generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: true)
    else {
      Issue.record("an outcome in the show delay was held")
      return
    }
    #expect(machine.heldOutcome == nil)
  }

  @Test func aHeldOutcomeChangesInPlaceOnlyForItsGeneration() throws {
    var machine = Machine()
    let generation = try #require(start(&machine))
    _ = machine.loaderFinished(
      generation: generation, cancelled: false, outcome: "rows", minimumDisplayRuns: true)
    machine.updateHeld(generation: generation + 1) { $0 = "stale" }
    #expect(machine.heldOutcome?.outcome == "rows")
    machine.updateHeld(generation: generation) { $0 += " waited for" }
    #expect(machine.heldOutcome?.outcome == "rows waited for")
  }

  @Test func thePhaseSetByTheAppSupersedes() {
    var machine = Machine()
    _ = start(&machine)
    let first = machine.phaseSetByApp()
    let second = machine.phaseSetByApp()
    #expect(first != nil)
    #expect(second == nil)
  }
}
