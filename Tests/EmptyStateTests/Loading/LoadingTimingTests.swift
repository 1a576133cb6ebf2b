import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// No flicker: the loading placeholder waits for the show delay and, once shown, stays for the
/// minimum display time; all on a manual clock.
@Suite @MainActor struct LoadingTimingTests {
  static let timing = EmptyStateOptions.LoadingTiming(
    showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500))
}

extension LoadingTimingTests {
  @Test func theDefaultsAreTheDocumentedOnes() {
    let timing = EmptyStateOptions().loadingTiming
    #expect(timing.showDelay == .milliseconds(250))
    #expect(timing.minimumDisplay == .milliseconds(500))
    #expect(timing == .standard)
  }

  @Test func theLoadingPlaceholderWaitsForTheShowDelay() async throws {
    let list = try LoadingList(timing: Self.timing)
    list.load(LoadGate<[Int]>())
    #expect(list.phase == .loading)
    await list.advance(by: .milliseconds(240))
    #expect(list.shown == nil)
    await list.advance(by: .milliseconds(10))
    #expect(list.shown == .loading)
  }

  @Test func aFastLoadNeverShowsTheLoadingPlaceholder() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(100))
    await list.succeed(gate, with: [0], task: task)
    await list.advance(by: .seconds(1))
    #expect(list.shown == .empty)
    #expect(!list.events.contains(.didReplacePlaceholder))
    #expect(list.events.filter { $0 == .didAppear }.count == 1)
  }

  @Test func aFastLoadLeavesNoTimerBehind() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.succeed(gate, with: [0], task: task)
    #expect(list.clock.pendingSleepCount == 0)
  }

  @Test func duringTheShowDelayTheListShowsWhatItShowedBefore() async throws {
    let list = try LoadingList(rows: [0], timing: Self.timing)
    list.emptyState.finishLoading()
    list.load(LoadGate<[Int]>())
    #expect(list.phase == .loading)
    #expect(list.shown == .empty)
  }

  @Test func aResultArrivingTooSoonWaitsForTheMinimumDisplay() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(300))  // shown at 250 ms
    await list.succeed(gate, with: [2], task: task)
    #expect(list.shown == .loading)
    #expect(list.table.numberOfSections == 0)  // the data waits with the phase
    await list.advance(by: .milliseconds(440))
    #expect(list.shown == .loading)
    await list.advance(by: .milliseconds(10))  // 750 ms: shown for 500 ms
    #expect(list.shown == nil)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func aResultArrivingLateIsAppliedAtOnce() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .seconds(2))
    await list.succeed(gate, with: [2], task: task)
    #expect(list.shown == nil)
    #expect(list.phase == .loaded)
  }

  @Test func aFailureWaitsForTheMinimumDisplayToo() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(250))
    await list.fail(gate, with: LoadError(), task: task)
    #expect(list.shown == .loading)
    await list.advance(by: .milliseconds(500))
    #expect(list.shown == .failure)
  }

  @Test func aHeldResultIsDroppedWhenANewerLoadStarts() async throws {
    let list = try LoadingList(timing: Self.timing)
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.advance(by: .milliseconds(250))
    await list.succeed(gate, with: [2], task: task)
    list.load(LoadGate<[Int]>())
    await list.advance(by: .seconds(1))
    #expect(list.shown == .loading)
    #expect(list.table.numberOfSections == 0)
  }

  @Test func aSupersedingLoadKeepsTheShownLoadingPlaceholder() async throws {
    let list = try LoadingList(timing: Self.timing)
    list.load(LoadGate<[Int]>())
    await list.advance(by: .milliseconds(250))
    list.load(LoadGate<[Int]>())
    #expect(list.shown == .loading)
  }

  @Test func aSupersedingLoadKeepsTheShowDelayRunning() async throws {
    let list = try LoadingList(timing: Self.timing)
    list.load(LoadGate<[Int]>())
    await list.advance(by: .milliseconds(200))
    list.load(LoadGate<[Int]>())
    await list.advance(by: .milliseconds(50))
    #expect(list.shown == .loading)
  }

  @Test func cancellingDuringTheShowDelayShowsNothingNew() async throws {
    let list = try LoadingList(timing: Self.timing)
    list.load(LoadGate<[Int]>())
    await list.advance(by: .milliseconds(100))
    list.emptyState.cancelLoading()
    await list.advance(by: .seconds(1))
    #expect(list.shown == nil)
    #expect(list.phase == .notLoaded)
    #expect(list.clock.pendingSleepCount == 0)
  }

  @Test func noDelayShowsTheLoadingPlaceholderAtOnce() throws {
    let list = try LoadingList(timing: .init(showDelay: .zero, minimumDisplay: nil))
    list.load(LoadGate<[Int]>())
    #expect(list.shown == .loading)
  }

  @Test func theManualCallsShowTheLoadingPlaceholderAtOnce() throws {
    let list = try LoadingList(timing: Self.timing)
    list.emptyState.beginLoading()
    #expect(list.shown == .loading)
  }
}
