import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// A show delay or minimum display too long for any clock to name its deadline counts as
/// ``EmptyStateOptions/LoadingTiming/maximumDuration`` and is reported.
@Suite @MainActor struct LoadingTimingLimitTests {
  static let huge = Duration.seconds(Int64.max)
  static let maximum = EmptyStateOptions.LoadingTiming.maximumDuration

  /// A loading list with `timing`, whose diagnostics are kept rather than failing the test.
  static func list(timing: EmptyStateOptions.LoadingTiming) throws -> (LoadingList, DiagnosticLog) {
    let list = try LoadingList()
    let log = DiagnosticLog()
    list.table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    list.emptyState.configuration.options.loadingTiming = timing
    return (list, log)
  }
}

extension LoadingTimingLimitTests {
  @Test func aHugeShowDelayCountsAsTheMaximum() async throws {
    let (list, log) = try Self.list(timing: .init(showDelay: Self.huge, minimumDisplay: nil))
    list.load(LoadGate<[Int]>())
    await list.advance(by: Self.maximum - .milliseconds(1))
    #expect(list.shown == nil)
    await list.advance(by: .milliseconds(1))
    #expect(list.shown == .loading)
    #expect(log.entries.count == 1)
  }

  @Test func aHugeMinimumDisplayCountsAsTheMaximum() async throws {
    let (list, log) = try Self.list(timing: .init(showDelay: nil, minimumDisplay: Self.huge))
    let gate = LoadGate<[Int]>()
    let task = list.load(gate)
    #expect(list.shown == .loading)
    await list.succeed(gate, with: [2], task: task)
    await list.advance(by: Self.maximum - .milliseconds(1))
    #expect(list.shown == .loading)
    await list.advance(by: .milliseconds(1))
    #expect(list.phase == .loaded)
    #expect(list.table.numberOfRows(inSection: 0) == 2)
    #expect(log.entries.count == 1)
  }

  @Test func aHugeTimingOnTheContinuousClockSetsItsTimersWithoutTrapping() async throws {
    // The continuous clock's instants cannot reach `.seconds(Int64.max)` from now: the timers
    // are set for the maximum instead (and nothing waits for them here).
    let (list, log) = try Self.list(timing: .init(showDelay: Self.huge, minimumDisplay: Self.huge))
    list.emptyState.clock = ContinuousClock()
    list.load(LoadGate<[Int]>())
    // The show delay's task starts sleeping: the clock turns the deadline into its own units.
    for _ in 0..<100 { await Task.yield() }
    // Only that nothing trapped: whether loading shows depends on real time (a busy machine
    // under a sanitizer took over the minute the delay was cut to).
    #expect(list.emptyState.isLoading)
    list.emptyState.cancelLoading()
    #expect(log.entries.count == 1)
  }

  @Test func aTimingBeyondTheMaximumIsReported() throws {
    let list = try LoadingList()
    let log = DiagnosticLog()
    list.table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    list.emptyState.configuration.options.loadingTiming = .init(
      showDelay: .milliseconds(250), minimumDisplay: Self.maximum + .nanoseconds(1))
    #expect(log.entries.count == 1)
    guard case .invalidConfiguration? = log.entries.first else {
      Issue.record("not reported as an invalid configuration: \(log.entries)")
      return
    }
    list.emptyState.configuration.options.loadingTiming = .init(
      showDelay: Self.maximum, minimumDisplay: Self.maximum)
    #expect(log.entries.count == 1)
  }
}
