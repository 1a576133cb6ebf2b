import EmptyStateTesting
import Testing

/// A list that never runs out of work: `settle()` and `settle(running:)` give up and record an
/// issue where the test called them, as `expectPicture` does.
@Suite @MainActor struct SettleIssueTests {}

/// Loads, and loads again from each load's apply step, `remaining` times.
@MainActor
private final class LoadChain {
  var remaining: Int

  init(loads: Int) {
    remaining = loads
  }

  func load(on table: TableView) {
    table.emptyState.load {
      1
    } apply: { table, _ in
      self.remaining -= 1
      if self.remaining > 0 { self.load(on: table) }
    }
  }
}

extension SettleIssueTests {
  @Test func aSettleThatGivesUpRecordsItsIssueWhereItWasCalled() async throws {
    let screen = try OrdersScreen()
    let chain = LoadChain(loads: 30_000)
    chain.load(on: screen.table)
    let line = #line + 2
    await withKnownIssue {
      await screen.table.emptyState.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("settle() gave up")
        && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
    }
    screen.table.emptyState.cancelLoading()
  }

  @Test func aSettleRunningTheClockThatStopsRecordsItsIssueWhereItWasCalled() async throws {
    let screen = try OrdersScreen()
    let clock = screen.clock
    screen.table.emptyState.load { () async throws -> Int in
      while true { try await clock.sleep(for: .seconds(1)) }
    } apply: { table, _ in
      table.reloadData()  // never: the loader sleeps again and again
    }
    let line = #line + 2
    await withKnownIssue {
      await screen.table.emptyState.settle(running: clock)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("settle(running:) stopped")
        && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
    }
    screen.table.emptyState.cancelLoading()
  }
}
