import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Loads leave nothing behind: a list released while loading cancels its load and is freed with
/// everything its loader and apply step captured.
@Suite @MainActor struct LoadLifetimeTests {}

extension LoadLifetimeTests {
  @Test func aListReleasedWhileLoadingIsFreedAndItsLoadCancelled() async {
    weak var weakTable: TableView?
    weak var weakController: EmptyStateController<TableView>?
    weak var weakSendableCanary: SendableCanary?
    let gate = LoadGate<[Int]>()
    var task: Task<Void, Never>?
    do {
      let canary = SendableCanary()
      weakSendableCanary = canary
      let table = Fixtures.table(SectionsSource([]))
      table.setEmptyView(title: "No orders yet")
      task = table.emptyState.load {
        _ = canary
        return try await gate.value()
      } apply: { _, _ in
        _ = canary
      }
      weakTable = table
      weakController = table.emptyState
    }
    #expect(weakTable == nil)
    #expect(weakController == nil)
    await task?.value
    task = nil
    #expect(gate.wasCancelled)
    #expect(weakSendableCanary == nil)
  }

  @Test func aListReleasedDuringTheShowDelayLeavesNoTimer() async throws {
    weak var weakTable: TableView?
    let clock = TestClock()
    var task: Task<Void, Never>?
    do {
      let list = try LoadingList(timing: .standard)
      list.table.emptyState.clock = clock
      task = list.load(LoadGate<[Int]>())
      weakTable = list.table
      await clock.waitForSleepers(1)  // the show delay sleeps on the clock
    }
    #expect(weakTable == nil)
    #expect(clock.pendingSleepCount == 0)
    await task?.value
  }

  @Test func aSupersededLoadFreesWhatItCaptured() async throws {
    let list = try LoadingList()
    weak var weakSendableCanary: SendableCanary?
    let gate = LoadGate<[Int]>()
    var task: Task<Void, Never>?
    do {
      let canary = SendableCanary()
      weakSendableCanary = canary
      task = list.table.emptyState.load {
        _ = canary
        return try await gate.value()
      } apply: { _, _ in
        _ = canary
      }
    }
    list.load(LoadGate<[Int]>())  // also the last loader now: the old one is not kept for retry
    await task?.value
    task = nil
    #expect(gate.wasCancelled)
    #expect(weakSendableCanary == nil)
  }
}
