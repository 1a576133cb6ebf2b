import EmptyState
import Testing

@testable import Sandbox

/// A superseded or cancelled load is gone at once: its request and its timers are not kept
/// until their virtual deadlines, so repeated loads cost nothing that grows.
@Suite @MainActor struct SupersededLoadTests {
  /// Runs `line` `times` times in `session`, as typed.
  func run(_ line: String, times: Int, in session: SandboxSession) async throws {
    for _ in 0..<times {
      guard let command = try CommandParser.parse(line) else { continue }
      _ = try await SessionCommands.output(of: command, in: session)
    }
  }
}

extension SupersededLoadTests {
  @Test func repeatedLoadsKeepOnlyTheRunningRequest() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run("load 3600s", times: 200, in: session)
    #expect(session.loads.pendingCount == 1)
    #expect(session.loads.sleeperCount <= 2)
  }

  @Test func aSupersededLoadIsFreedBeforeTheNextCommand() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run("load 3600s", times: 1, in: session)
    // The second load's request and its task are all that hold its gate. (The first one's is
    // also held by the show delay's timer, which the loads after it keep.)
    weak let secondGate = session.loads.nextGate
    try await run("load 3600s", times: 2, in: session)
    #expect(secondGate == nil)
  }

  @Test func aCancelledLoadsRequestIsDroppedAtOnce() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run("load 3600s", times: 1, in: session)
    try await run("cancel", times: 1, in: session)
    #expect(session.loads.pendingCount == 0)
    #expect(session.loads.sleeperCount == 0)
  }

  @Test func theRunningLoadStillAnswersAfterItsPredecessorsWereDropped() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run("load 3600s", times: 50, in: session)
    try await run("load 100ms", times: 1, in: session)
    let output = try await SessionCommands.output(of: .advance(.seconds(1)), in: session)
    #expect(output.contains { $0.contains("request 51 answers [3]") })
    #expect(!output.contains { $0.contains("request 50") })
    #expect(session.data.sections == [3])
    #expect(session.loads.pendingCount == 0)
  }
}

extension SupersededLoadTests {
  @Test func fadesSupersededByEachAddAndRemoveLeaveTheClockAtOnce() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run("empty title \"No orders yet\"", times: 1, in: session)
    try await run("transition fade 300ms", times: 1, in: session)
    for _ in 0..<2_000 {
      try await run("add 1", times: 1, in: session)
      try await run("remove 1", times: 1, in: session)
    }
    #expect(session.loads.keptAlarmCount <= 2)
  }
}
