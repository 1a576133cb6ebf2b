import EmptyState
import EmptyStateTesting
import Testing

/// A superseded alarm leaves the test clock at once: a placeholder that fades in and out
/// without end keeps a bounded number of alarms on the clock, and the next advance waits only
/// for the live ones.
@Suite @MainActor struct SupersededAlarmTests {
  /// A list with fades of 300 ms whose placeholder was shown and hidden `toggles` times.
  func toggledList(_ toggles: Int) throws -> FadingList {
    let list = try FadingList(transitions: .fade(duration: .milliseconds(300)))
    for _ in 0..<toggles {
      list.reload([1])
      list.reload([])
    }
    return list
  }
}

extension SupersededAlarmTests {
  @Test func aPlaceholderToggledFiveThousandTimesKeepsAtMostTwoAlarmsOnTheClock() throws {
    let list = try toggledList(5_000)
    #expect(list.clock.keptAlarmCount <= 2)
  }

  @Test func theAdvanceAfterFiveThousandTogglesWaitsOnlyForTheLiveAlarms() async throws {
    let list = try toggledList(5_000)
    let before = list.clock.alarmsWaitedFor
    await list.clock.advance(by: .seconds(1))
    #expect(list.clock.alarmsWaitedFor - before <= 2)
    #expect(list.clock.keptAlarmCount == 0)
  }
}
