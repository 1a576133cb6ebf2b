import Testing

@testable import EmptyState

/// The sealed load state machine on its own: generations keep stale loads out, chains keep the
/// phase to put back, and the show delay goes on across a chain.
@Suite struct LoadStateMachineTests {
  /// Starts a load and returns its generation.
  func start(
    _ machine: inout LoadStateMachine, id: AnyHashable? = nil, phase: ContentPhase = .loaded,
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
    var machine = LoadStateMachine()
    let old = try #require(start(&machine))
    _ = start(&machine)
    guard case .ignore = machine.loaderFinished(generation: old, cancelled: false) else {
      Issue.record("a superseded load's outcome was not ignored")
      return
    }
  }

  @Test func theCurrentGenerationFinishes() throws {
    var machine = LoadStateMachine()
    let generation = try #require(start(&machine))
    guard
      case .finished(let load, .running) = machine.loaderFinished(
        generation: generation, cancelled: false)
    else {
      Issue.record("the current load did not finish")
      return
    }
    #expect(load.generation == generation)
    #expect(machine.complete(generation: generation)?.generation == generation)
    #expect(machine.load == nil)
  }

  @Test func aCancelledLoaderEndsTheLoad() throws {
    var machine = LoadStateMachine()
    let generation = try #require(start(&machine, phase: .notLoaded))
    guard
      case .cancelled(let load) = machine.loaderFinished(
        generation: generation, cancelled: true)
    else {
      Issue.record("the cancellation was not reported")
      return
    }
    #expect(load.phaseBefore == .notLoaded)
    #expect(machine.load == nil)
  }

  @Test func aChainKeepsThePhaseBeforeItsFirstLoad() {
    var machine = LoadStateMachine()
    _ = start(&machine, phase: .failed(LoadError()))
    _ = start(&machine, phase: .loading)
    let cancelled = machine.cancel()
    #expect(cancelled?.phaseBefore == .failed(LoadError()))
  }

  @Test func theSameIDJoins() {
    var machine = LoadStateMachine()
    _ = start(&machine, id: "orders")
    guard
      case .joined = machine.start(kind: .load, id: "orders", phase: .loading, delaysDisplay: false)
    else {
      Issue.record("the same id did not join")
      return
    }
  }

  @Test func theShowDelayShowsThePhaseBeforeUntilItElapses() {
    var machine = LoadStateMachine()
    _ = start(&machine, phase: .loaded, delays: true)
    #expect(machine.displayedPhase == .loaded)
    let elapsed = machine.showDelayElapsed()
    #expect(elapsed)
    #expect(machine.displayedPhase == nil)
    let again = machine.showDelayElapsed()
    #expect(!again)
  }

  @Test func aSupersedingLoadKeepsTheShowDelayRunning() {
    var machine = LoadStateMachine()
    _ = start(&machine, delays: true)
    guard
      case .started(_, _, let timer) = machine.start(
        kind: .load, id: nil, phase: .loading, delaysDisplay: true)
    else { return }
    #expect(timer == .keep)
    #expect(machine.displayedPhase == .loaded)
  }

  @Test func supersedingAHeldOutcomeStopsItsTimer() throws {
    var machine = LoadStateMachine()
    let generation = try #require(start(&machine))
    _ = machine.loaderFinished(generation: generation, cancelled: false)
    machine.hold(generation: generation)
    guard
      case .started(_, let superseded, let timer) = machine.start(
        kind: .refresh, id: nil, phase: .loading, delaysDisplay: true)
    else { return }
    #expect(superseded?.generation == generation)
    #expect(timer == .cancel)
  }

  @Test func aHeldLoadIgnoresALateSecondOutcome() throws {
    var machine = LoadStateMachine()
    let generation = try #require(start(&machine))
    _ = machine.loaderFinished(generation: generation, cancelled: false)
    machine.hold(generation: generation)
    guard case .ignore = machine.loaderFinished(generation: generation, cancelled: true) else {
      Issue.record("a held load took a second outcome")
      return
    }
  }

  @Test func thePhaseSetByTheAppSupersedes() {
    var machine = LoadStateMachine()
    _ = start(&machine)
    let first = machine.phaseSetByApp()
    let second = machine.phaseSetByApp()
    #expect(first != nil)
    #expect(second == nil)
  }
}
