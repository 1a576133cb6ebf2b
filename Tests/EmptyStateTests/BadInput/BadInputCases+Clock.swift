import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

extension BadInputCase {
  /// A test clock pushed to its end, and timers superseded without end.
  static let clock: [BadInputCase] = [
    BadInputCase(
      input: "a `TestClock` moved by `.seconds(Int64.max)` again and again",
      outcome:
        "stops at its latest instant, `Int64.max` seconds after its start; `now`, its description and durations never trap",
      check: {
        let clock = TestClock()
        for _ in 0..<20 { await clock.advance(by: .seconds(Int64.max)) }
        #expect(clock.now.offset.components.seconds == Int64.max)
        #expect("\(clock.now)".hasSuffix(" ms"))
        #expect(clock.now.duration(to: TestClock.Instant(offset: .zero)) < .zero)
      }),
    BadInputCase(
      input: "a placeholder with fades shown and hidden 1,000 times on a `TestClock`",
      outcome:
        "each superseded fade's timer leaves the clock at once: at most 2 kept, and the next advance waits for those only",
      check: {
        let scene = BadInputScene([0])
        let clock = TestClock()
        scene.table.emptyState.clock = clock
        scene.table.emptyState.configuration.options.transitions = .fade(
          duration: .milliseconds(300))
        scene.table.setEmptyView(title: "None")
        for _ in 0..<1_000 {
          scene.source.sections = [1]
          scene.table.reloadData()
          scene.source.sections = [0]
          scene.table.reloadData()
        }
        #expect(clock.keptAlarmCount <= 2)
        let waited = clock.alarmsWaitedFor
        await clock.advance(by: .seconds(1))
        #expect(clock.alarmsWaitedFor - waited <= 2 && scene.log.entries.isEmpty)
      }),
  ]
}
