import Testing

@testable import EmptyState

/// The machine's loads: generations keep stale loads out, chains keep the phase to put back,
/// the show delay goes on across a chain, and an outcome is held, staged and applied once.
extension EmptyStateMachineTests {
  /// Starts a load and returns its generation.
  static func start(
    _ machine: inout Machine, kind: LoadKind = .load, id: AnyHashable? = nil,
    showDelay: Duration? = nil
  ) -> UInt64? {
    _ = machine.handle(.loadRequested(kind, id: id, showDelay: showDelay))
    return machine.currentLoad?.generation
  }

  /// A machine whose load's outcome `rows` is held for the minimum display.
  static func holding() -> (machine: Machine, generation: UInt64) {
    var machine = decided()
    let generation = start(&machine) ?? 0
    _ = machine.handle(
      .loaderReturned(generation: generation, "rows", minimumDisplayLeft: .milliseconds(100)))
    return (machine, generation)
  }

  @Test func aLoadStartsItsTaskAndIsAnnounced() {
    var machine = Self.decided()
    let effects = Self.effects(of: .loadRequested(.load, id: nil, showDelay: nil), on: &machine)
    #expect(effects == "startTask, started(load)")
  }

  @Test func aLoadWithAShowDelaySetsItsAlarm() {
    var machine = Self.decided()
    let effects = Self.effects(
      of: .loadRequested(.load, id: nil, showDelay: .milliseconds(250)), on: &machine)
    #expect(effects == "startTask, setAlarm(0.25 seconds, showDelay), started(load)")
  }

  @Test func aStaleGenerationIsIgnored() throws {
    var machine = Self.decided()
    let old = try #require(Self.start(&machine))
    _ = Self.start(&machine)
    let effects = Self.effects(
      of: .loaderReturned(generation: old, "old rows", minimumDisplayLeft: nil), on: &machine)
    #expect(effects == "")
  }

  @Test func theCurrentGenerationIsStagedForAPassThatAppliesItOnce() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    let returned = Self.effects(
      of: .loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil), on: &machine)
    #expect(returned == "finishTask(rows), decide")
    #expect(machine.currentLoad == nil)
    #expect(Self.effects(of: .passBegan, on: &machine) == "apply(rows)")
    #expect(Self.effects(of: .passBegan, on: &machine) == "takeDecision")
  }

  @Test func anAppliedOutcomeMakesThePhaseLoadedThenDecidesThenEnds() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    _ = machine.handle(.loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil))
    _ = machine.handle(.passBegan)
    let effects = Self.effects(of: .applied(failure: nil), on: &machine)
    #expect(effects == "announcePhase, decide, decide, ended(load, succeeded)")
    #expect(machine.phase == .loaded)
  }

  @Test func theLastPassAfterARunawayTakesTheDecisionOnceItsOutcomeIsApplied() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    _ = machine.handle(.loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil))
    #expect(Self.effects(of: .lastPassBegan, on: &machine) == "apply(rows)")
    let effects = Self.effects(of: .applied(failure: nil), on: &machine)
    #expect(effects == "announcePhase, decide, decide, ended(load, succeeded), takeDecision")
  }

  @Test func aFailedOutcomeMakesThePhaseFailed() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.loaderReturned(generation: generation, "error", minimumDisplayLeft: nil))
    _ = machine.handle(.passBegan)
    let effects = Self.effects(of: .applied(failure: LoadError()), on: &machine)
    #expect(effects == "announcePhase, decide, decide, ended(load, failed)")
    #expect(machine.phase == .failed(LoadError()))
  }

  @Test func aPhaseTheApplyStepSetsStays() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil))
    _ = machine.handle(.passBegan)
    _ = machine.handle(.phaseSet(.failed(LoadError()), byApp: true))
    let effects = Self.effects(of: .applied(failure: nil), on: &machine)
    #expect(effects == "decide, ended(load, succeeded)")
    #expect(machine.phase == .failed(LoadError()))
  }

  @Test func aLoadTheApplyStepStartsFindsTheLoadedPhaseOwedAndKeepsItsOwn() throws {
    var machine = Self.decided()
    _ = machine.handle(.phaseSet(.failed(LoadError()), byApp: true))
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil))
    _ = machine.handle(.passBegan)
    _ = Self.start(&machine, kind: .refresh)
    #expect(
      Self.effects(of: .applied(failure: nil), on: &machine) == "decide, ended(load, succeeded)")
    let cancelled = Self.effects(of: .cancelled(generation: nil), on: &machine)
    #expect(cancelled == "stopLoad, announcePhase, decide, ended(refresh, cancelled)")
    #expect(machine.phase == .loaded)
  }

  @Test func aCancelledLoaderEndsTheLoadAndPutsItsPhaseBack() throws {
    var machine = Self.decided()
    _ = machine.handle(.phaseSet(.notLoaded, byApp: true))
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    let effects = Self.effects(
      of: .loaderReturned(generation: generation, nil, minimumDisplayLeft: nil), on: &machine)
    #expect(effects == "stopLoad, announcePhase, decide, ended(load, cancelled)")
    #expect(machine.phase == .notLoaded)
    #expect(machine.currentLoad == nil)
  }

  @Test func aChainKeepsThePhaseBeforeItsFirstLoad() {
    var machine = Self.decided()
    _ = machine.handle(.phaseSet(.failed(LoadError()), byApp: true))
    _ = Self.start(&machine)
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    _ = Self.start(&machine)
    _ = machine.handle(.cancelled(generation: nil))
    #expect(machine.phase == .failed(LoadError()))
  }

  @Test func cancellingWithNoLoadDoesNothing() {
    var machine = Self.decided()
    #expect(Self.effects(of: .cancelled(generation: nil), on: &machine) == "")
  }

  @Test func theCancellationOfAnotherGenerationIsIgnored() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    #expect(Self.effects(of: .cancelled(generation: generation + 1), on: &machine) == "")
    #expect(machine.currentLoad?.generation == generation)
  }

  @Test func theSameIDJoins() {
    var machine = Self.decided()
    _ = Self.start(&machine, id: "orders")
    #expect(
      Self.effects(of: .loadRequested(.load, id: "orders", showDelay: nil), on: &machine) == "")
  }

  @Test func theShowDelayShowsThePhaseBeforeUntilItsAlarm() {
    var machine = Self.decided()
    _ = Self.start(&machine, showDelay: .milliseconds(250))
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    #expect(machine.displayedPhase == .loaded)
    #expect(Self.effects(of: .alarmFired(.showDelay), on: &machine) == "decide")
    #expect(machine.displayedPhase == .loading)
    #expect(Self.effects(of: .alarmFired(.showDelay), on: &machine) == "")
  }

  @Test func aSupersedingLoadKeepsTheShowDelayRunning() {
    var machine = Self.decided()
    _ = Self.start(&machine, showDelay: .milliseconds(250))
    _ = machine.handle(.phaseSet(.loading, byApp: false))
    let effects = Self.effects(
      of: .loadRequested(.load, id: nil, showDelay: .milliseconds(250)), on: &machine)
    #expect(effects == "startTask, ended(load, superseded), started(load)")
    #expect(machine.displayedPhase == .loaded)
  }

  @Test func anOutcomeWhileTheMinimumDisplayRunsIsHeldWithItsAlarm() {
    var machine = Self.decided()
    let generation = Self.start(&machine) ?? 0
    let effects = Self.effects(
      of: .loaderReturned(generation: generation, "rows", minimumDisplayLeft: .milliseconds(100)),
      on: &machine)
    #expect(effects == "holdTask, setAlarm(0.1 seconds, minimumDisplay)")
    #expect(machine.heldOutcome == "rows")
  }

  @Test func aHeldOutcomeIsStagedWhenTheMinimumDisplayEnds() {
    var (machine, generation) = Self.holding()
    let ended = Machine.Event.alarmFired(.minimumDisplay(generation: generation))
    #expect(Self.effects(of: ended, on: &machine) == "finishTask(rows), decide")
    #expect(machine.heldOutcome == nil)
    #expect(Self.effects(of: ended, on: &machine) == "")
  }

  @Test func aHeldLoadIgnoresALateSecondOutcome() {
    var (machine, generation) = Self.holding()
    let effects = Self.effects(
      of: .loaderReturned(generation: generation, nil, minimumDisplayLeft: nil), on: &machine)
    #expect(effects == "")
    #expect(machine.heldOutcome == "rows")
  }

  @Test func supersedingAHeldOutcomeStopsItsAlarmAndDropsItOutsideTheMachine() {
    var (machine, _) = Self.holding()
    let effects = Self.effects(
      of: .loadRequested(.refresh, id: nil, showDelay: .milliseconds(250)), on: &machine)
    #expect(
      effects == "startTask, cancelAlarm, drop(rows), ended(load, superseded), started(refresh)")
    #expect(machine.heldOutcome == nil)
  }

  @Test func anOutcomeInTheShowDelayIsNeverHeld() {
    var machine = Self.decided()
    let generation = Self.start(&machine, showDelay: .milliseconds(250)) ?? 0
    let effects = Self.effects(
      of: .loaderReturned(generation: generation, "rows", minimumDisplayLeft: .milliseconds(100)),
      on: &machine)
    #expect(effects == "finishTask(rows), decide")
  }

  @Test func thePhaseSetByTheAppSupersedesTheLoadOnce() {
    var machine = Self.decided()
    _ = Self.start(&machine)
    let first = Self.effects(of: .phaseSet(.loading, byApp: true), on: &machine)
    #expect(first == "stopLoad, ended(load, superseded), announcePhase, decide")
    let second = Self.effects(of: .phaseSet(.loaded, byApp: true), on: &machine)
    #expect(second == "announcePhase, decide")
  }

  @Test func theLoadsSettingThePhaseSupersedeNothing() {
    var machine = Self.decided()
    _ = Self.start(&machine)
    #expect(
      Self.effects(of: .phaseSet(.loading, byApp: false), on: &machine) == "announcePhase, decide")
    #expect(machine.currentLoad != nil)
  }

  @Test func theMinimumDisplayOfAnotherGenerationAppliesNothing() {
    var (machine, generation) = Self.holding()
    let stale = Machine.Event.alarmFired(.minimumDisplay(generation: generation + 1))
    #expect(Self.effects(of: stale, on: &machine) == "")
    #expect(Self.effects(of: .alarmFired(.showDelay), on: &machine) == "")
    #expect(machine.heldOutcome == "rows")
  }
}
