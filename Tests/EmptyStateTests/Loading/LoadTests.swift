import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Managed loads: one call moves through loading to loaded or failed, the newest load wins, and
/// cancellation is never a failure.
@Suite @MainActor struct LoadTests {}

extension LoadTests {
  @Test func loadMovesToLoadingAtOnce() throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    list.load(gate)
    #expect(list.phase == .loading)
    #expect(list.shown == .loading)
    #expect(list.emptyState.isLoading)
  }

  @Test func successAppliesTheDataAndTheLoadedPhase() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.succeed(gate, with: [2], task: task)
    #expect(list.phase == .loaded)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
    #expect(list.shown == nil)
    #expect(!list.emptyState.isLoading)
  }

  @Test func successWithNoRowsShowsTheEmptyPlaceholder() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.succeed(gate, with: [0], task: task)
    #expect(list.shown == .empty)
  }

  @Test func failureShowsTheFailurePlaceholderWithTheError() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.fail(gate, with: LoadError(), task: task)
    #expect(list.shown == .failure)
    #expect(list.table.emptyState.phase == .failed(LoadError()))
  }

  @Test func eventsReportTheStartTheChangesAndTheEnd() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.succeed(gate, with: [0], task: task)
    #expect(
      list.takeEvents() == [
        .didStartLoad(.load), .didChangePhase(.loading), .willAppear, .didAppear,
        .didChangePhase(.loaded), .didReplacePlaceholder, .didEndLoad(.load, .succeeded),
      ])
  }

  @Test func aNewerLoadSupersedesTheRunningOne() throws {
    let list = try LoadingList()
    let old = LoadGate<[Int]>()
    list.load(old)
    _ = list.takeEvents()
    list.load(LoadGate<[Int]>())
    #expect(list.takeEvents() == [.didEndLoad(.load, .superseded), .didStartLoad(.load)])
  }

  @Test func theSupersededLoadsTaskIsCancelled() async throws {
    let list = try LoadingList()
    let old = LoadGate<[Int]>()
    let oldTask = list.load(old)
    list.load(LoadGate<[Int]>())
    await oldTask.value
    #expect(old.wasCancelled)
  }

  @Test func aSupersededLoadsResultChangesNothing() async throws {
    let list = try LoadingList()
    let old = LoadGate<[Int]>()
    let oldTask = list.load(old)
    let newer = LoadGate<[Int]>()
    let newTask = list.load(newer)
    await list.succeed(newer, with: [0], task: newTask)
    _ = list.takeEvents()
    await list.succeed(old, with: [5], task: oldTask)
    #expect(list.table.numberOfSections == 1)
    #expect(list.table.numberOfRows(inSection: 0) == 0)
    #expect(list.takeEvents().isEmpty)
  }

  @Test func aLoadWithTheIdOfTheRunningOneJoinsIt() throws {
    let list = try LoadingList()
    let first = list.load(LoadGate<[Int]>(), id: "orders")
    _ = list.takeEvents()
    let second = list.load(LoadGate<[Int]>(), id: "orders")
    #expect(first == second)
    #expect(list.takeEvents().isEmpty)
  }

  @Test func aLoadWithAnotherIdSupersedes() throws {
    let list = try LoadingList()
    list.load(LoadGate<[Int]>(), id: "orders")
    _ = list.takeEvents()
    list.load(LoadGate<[Int]>(), id: "invoices")
    #expect(list.takeEvents().first == .didEndLoad(.load, .superseded))
  }

  @Test func cancellationErrorIsNeverAFailure() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.fail(gate, with: CancellationError(), task: task)
    #expect(list.phase == .notLoaded)
    #expect(list.shown == nil)
    #expect(list.takeEvents().last == .didEndLoad(.load, .cancelled))
  }

  @Test func cancelLoadingPutsBackThePhaseItFound() async throws {
    let list = try LoadingList(rows: [0])
    list.emptyState.finishLoading()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    list.emptyState.cancelLoading()
    #expect(list.phase == .loaded)
    #expect(list.shown == .empty)
    await task.value
    #expect(gate.wasCancelled)
  }

  @Test func cancellingTheTaskCancelsTheLoad() async throws {
    let list = try LoadingList()
    let task = list.load(LoadGate<[Int]>())
    task.cancel()
    await task.value
    #expect(list.phase == .notLoaded)
    #expect(!list.emptyState.isLoading)
  }

  @Test func aResultArrivingAfterCancellationIsNotApplied() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    list.emptyState.cancelLoading()
    gate.succeed([4])
    await task.value
    #expect(list.table.numberOfSections == 0)
  }

  @Test func cancellingAChainPutsBackThePhaseBeforeTheFirstLoad() throws {
    let list = try LoadingList()
    list.load(LoadGate<[Int]>())
    list.load(LoadGate<[Int]>())
    list.emptyState.cancelLoading()
    #expect(list.phase == .notLoaded)
  }

  @Test func settingThePhaseByHandSupersedesTheLoad() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    _ = list.takeEvents()
    list.emptyState.failLoading(with: LoadError())
    #expect(
      list.takeEvents() == [
        .didEndLoad(.load, .superseded), .didChangePhase(.failed), .didReplacePlaceholder,
      ])
    await list.succeed(gate, with: [3], task: task)
    #expect(list.phase == .failed)
    #expect(list.table.numberOfSections == 0)
  }

  @Test func aPhaseTheApplyStepSetsByHandStays() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let source = list.source
    list.emptyState.load {
      try await gate.value()
    } apply: { table, rows in
      source.sections = rows
      table.reloadData()
      table.emptyState.failLoading(with: LoadError())
    }
    _ = list.takeEvents()
    gate.succeed([])
    await list.emptyState.settle()
    #expect(list.phase == .failed)
    #expect(list.shown == .failure)
    let events = list.takeEvents()
    #expect(events.contains(.didChangePhase(.failed)))
    #expect(!events.contains(.didChangePhase(.loaded)))
  }

  @Test func retryRunsTheLastLoaderAgain() async throws {
    let list = try LoadingList()
    let gates = LoadGates<[Int]>()
    let first = list.load(gates)
    await list.fail(gates.gate(0), with: LoadError(), task: first)
    _ = list.takeEvents()
    let retry = try #require(list.emptyState.retry())
    #expect(list.takeEvents().prefix(2) == [.didStartLoad(.retry), .didChangePhase(.loading)])
    await list.succeed(gates.gate(1), with: [1], task: retry)
    #expect(gates.runCount == 2)
    #expect(list.phase == .loaded)
    #expect(list.shown == nil)
  }

  @Test func retryWithoutALoaderDoesNothing() throws {
    let list = try LoadingList()
    #expect(list.emptyState.retry() == nil)
    #expect(list.emptyState.refresh() == nil)
    #expect(list.phase == .notLoaded)
  }

  @Test func theFailureButtonRetriesTheLastLoader() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    await list.fail(gate, with: LoadError(), task: task)
    _ = list.takeEvents()
    let view = try #require(list.table.emptyView)
    #expect(list.table.tap(at: view.buttonCentre))
    #expect(
      list.takeEvents().prefix(3) == [
        .didTapButton, .didStartLoad(.retry), .didChangePhase(.loading),
      ])
  }

  @Test func refreshKeepsTheRowsAndReportsItsStartAndEnd() async throws {
    let list = try LoadingList()
    let gate = LoadGate<[Int]>()
    await list.succeed(gate, with: [2], task: list.load(gate))
    _ = list.takeEvents()
    let refresh = try #require(list.emptyState.refresh())
    #expect(list.shown == nil)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
    await refresh.value
    #expect(
      list.takeEvents() == [
        .didStartLoad(.refresh), .didChangePhase(.loading), .didChangePhase(.loaded),
        .didEndLoad(.refresh, .succeeded),
      ])
  }

  @Test func refreshWithReplaceContentShowsTheLoadingPlaceholderOverTheRows() async throws {
    let list = try LoadingList(refresh: .replaceContent)
    let gate = LoadGate<[Int]>()
    await list.succeed(gate, with: [2], task: list.load(gate))
    let refresh = list.emptyState.refresh()
    #expect(list.shown == .loading)
    refresh?.cancel()
  }
}
