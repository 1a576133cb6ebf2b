import Testing

@testable import EmptyState

/// The machine's own rules for the phase that a load's flow owes: the loading phase once a
/// load's start was sent or a runaway stopped the work, notLoaded before a list's first page,
/// and a retry tap that loads when no loader was ever given.
extension EmptyStateMachineTests {
  @Test func theSentStartOfTheCurrentLoadMovesThePhaseToLoading() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    let effects = Self.effects(of: .loadStartSent(generation: generation), on: &machine)
    #expect(effects == "announcePhase, decide")
    #expect(machine.phase == .loading)
  }

  @Test func theSentStartOfASupersededLoadLeavesThePhase() throws {
    var machine = Self.decided()
    let old = try #require(Self.start(&machine))
    _ = Self.start(&machine)
    #expect(Self.effects(of: .loadStartSent(generation: old), on: &machine) == "")
    #expect(machine.phase == .loaded)
  }

  @Test func theSentStartOfALoadTheAppSupersededLeavesThePhaseTheAppSet() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.phaseSet(.notLoaded, byApp: true))
    #expect(Self.effects(of: .loadStartSent(generation: generation), on: &machine) == "")
    #expect(machine.phase == .notLoaded)
  }

  @Test func aRunawayStopGivesARunningLoadItsLoadingPhase() {
    var machine = Self.decided()
    _ = Self.start(&machine)
    #expect(Self.effects(of: .runawayStopped, on: &machine) == "announcePhase, decide")
    #expect(machine.phase == .loading)
    #expect(Self.effects(of: .runawayStopped, on: &machine) == "")
  }

  @Test func aRunawayStopWithNoLoadLeavesThePhase() {
    var machine = Self.decided()
    #expect(Self.effects(of: .runawayStopped, on: &machine) == "")
    #expect(machine.phase == .loaded)
  }

  @Test func theFirstPageOfAListNeverLoadedStartsFromNotLoaded() {
    var machine = Self.decided()
    #expect(Self.effects(of: .firstPageRequested, on: &machine) == "announcePhase, decide")
    #expect(machine.phase == .notLoaded)
  }

  @Test func theFirstPageAfterALoadKeepsThePhase() throws {
    var machine = Self.decided()
    let generation = try #require(Self.start(&machine))
    _ = machine.handle(.loaderReturned(generation: generation, "rows", minimumDisplayLeft: nil))
    _ = machine.handle(.passBegan)
    _ = machine.handle(.applied(failure: nil))
    #expect(Self.effects(of: .firstPageRequested, on: &machine) == "")
    #expect(machine.phase == .loaded)
  }

  @Test func theFirstPageOfAListWhosePhaseWasSetKeepsIt() {
    var machine = Self.decided()
    _ = machine.handle(.phaseSet(.failed(TestError()), byApp: true))
    #expect(Self.effects(of: .firstPageRequested, on: &machine) == "")
  }

  @Test func aRetryTapAfterALoadRetries() {
    var machine = Self.decided()
    _ = Self.start(&machine)
    #expect(Self.effects(of: .retryTapped, on: &machine) == "retry")
  }

  @Test func aRetryTapWithNoLoaderEverGivenLoadsAsTheAppWould() {
    var machine = Self.decided()
    _ = machine.handle(.phaseSet(.failed(TestError()), byApp: true))
    #expect(Self.effects(of: .retryTapped, on: &machine) == "announcePhase, decide")
    #expect(machine.phase == .loading)
  }
}

/// An error for the phases these tests set.
private struct TestError: Error {}
